import { useCallback } from 'react';

import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { reportRoutes } from '@expo/contract/routes/reports';

/** The report's query: the admin's event, and the event it is compared with (전년 대비), if any. */
export function eventReportQuery(compareTo: number | null) {
  return { eventId: getStoredEventId(), compareTo: compareTo ?? undefined };
}

/** Every figure of the admin's event's 결과보고서 (with its 전년 대비 when compared). */
export const getEventReport = (compareTo: number | null, signal?: AbortSignal) =>
  call(reportRoutes.event, { query: eventReportQuery(compareTo), signal });

/** The report, fetched on mount, whenever the compared event changes, and again on reload(). */
export function useEventReport(compareTo: number | null) {
  const fetcher = useCallback((signal: AbortSignal) => getEventReport(compareTo, signal), [compareTo]);
  return useAsyncData(fetcher);
}
