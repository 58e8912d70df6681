import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { BoothReport, BoothReports } from '@expo/contract/reports';
import type { ReportRequest } from '../reason-flow';

/** Which reports the admin prints: every booth's (booth id order) or one booth's. */
export type BoothChoice = 'all' | number;

/**
 * GET /api/reports/booths (every booth) or /api/reports/booths/{boothId} (one) of the admin's event: the
 * reports to print, one after another; with `compareTo` (an organiser's 전년 대비), each beside its namesake.
 */
export async function getBoothReports(
  choice: BoothChoice,
  { visitors, reason }: ReportRequest,
  compareTo: number | null,
  signal?: AbortSignal,
): Promise<BoothReport[]> {
  const query = {
    eventId: getStoredEventId(),
    visitors: String(visitors),
    reason,
    compareTo: compareTo ?? undefined,
  };
  if (choice === 'all') return (await api.get<BoothReports>('/reports/booths', { query, signal })).booths;
  return [await api.get<BoothReport>(`/reports/booths/${String(choice)}`, { query, signal })];
}
