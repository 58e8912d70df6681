import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import { useAsyncData } from '../../../lib/use-async-data';
import type { EventReport } from '@expo/contract/reports';

/** GET /api/reports/event: every figure of the admin's event's 결과보고서. */
export function getEventReport(signal?: AbortSignal): Promise<EventReport> {
  return api.get<EventReport>('/reports/event', { query: { eventId: getStoredEventId() }, signal });
}

/** The report, fetched on mount and again on reload() (after the 행사 개요 is edited). */
export function useEventReport() {
  return useAsyncData(getEventReport);
}
