import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import type { AdminBoothReport } from '@expo/contract/reports';
import { reportRoutes } from '@expo/contract/routes/reports';
import type { ReportRequest } from '../reason-flow';

/** Which reports the admin prints: every booth's (booth id order) or one booth's. */
export type BoothChoice = 'all' | number;

/**
 * Every booth's report or one booth's of the admin's event: the reports to print, one after another; with
 * `compareTo` (an organiser's 전년 대비), each beside its namesake; each with the booth's 참가사 만족도.
 */
export async function getBoothReports(
  choice: BoothChoice,
  { visitors, reason }: ReportRequest,
  compareTo: number | null,
  signal?: AbortSignal,
): Promise<AdminBoothReport[]> {
  const query = { eventId: getStoredEventId(), visitors, reason, compareTo: compareTo ?? undefined };
  if (choice === 'all') return (await call(reportRoutes.booths, { query, signal })).booths;
  return [await call(reportRoutes.booth, { params: { boothId: choice }, query, signal })];
}
