import type { ReactNode } from 'react';

import type { ScanFeedback } from './scan-feedback';

/** The list under the camera keeps the last 10 reads of this session. */
export const RECENT_SCAN_LIMIT = 10;

export interface RecentScan {
  /** Unique in the session (React key). */
  key: number;
  /** When it was read (ms since the epoch). */
  at: number;
  /** What was read: the attendee id, or null for a code that is no attendee's. */
  attendeeId: number | null;
  /** null while the page is still answering. */
  feedback: ScanFeedback | null;
}

/** The list with `scan` on top, at most `limit` long (newest first). */
export function addRecentScan(
  list: readonly RecentScan[],
  scan: RecentScan,
  limit: number = RECENT_SCAN_LIMIT,
): RecentScan[] {
  return [scan, ...list].slice(0, Math.max(0, limit));
}

/** The list with the answer for the read `key` filled in (unchanged when it has dropped off). */
export function settleRecentScan(
  list: readonly RecentScan[],
  key: number,
  feedback: ScanFeedback,
): RecentScan[] {
  return list.map((scan) => (scan.key === key ? { ...scan, feedback } : scan));
}

/**
 * The page's content for a row; `latestOfAttendee`: no newer row reads the same attendee (so a page shows,
 * say, one lead editor per visitor even when the badge was read twice).
 */
export type RowSlot = (scan: RecentScan, row: { latestOfAttendee: boolean }) => ReactNode;

/** Whether the row at `index` (newest first) is the newest read of its attendee; false for no attendee. */
export function isLatestOfAttendee(list: readonly RecentScan[], index: number): boolean {
  const { attendeeId } = list[index];
  if (attendeeId === null) return false;
  return !list.slice(0, index).some((scan) => scan.attendeeId === attendeeId);
}
