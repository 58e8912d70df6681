import type { Visit } from '../components/visitor-table';

/**
 * Whose token a live connection carries (see docs/LIVE.md): the admin's, the booth manager's, or the desk's (the
 * desk laptop's token, or the admin's when an admin works /desk with their own session).
 */
export type LiveRole = 'admin' | 'booth' | 'desk';

/** 'connecting' until the first connect, 'live' while connected, 'reconnecting' after a drop. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** The events the server sends (payload types are the callers'). */
export type LiveEvent = 'stats' | 'visits' | 'messages' | 'walk-ins' | 'resync';

/** What `watch` / `unwatch` name: one booth's or one lecture's visitor list. */
export type WatchTarget = { boothId: number } | { lectureId: number };

/** The answer to `watch`. */
export type WatchAnswer = { ok: true } | { ok: false; code: string; message: string };

/** `visits`: the place's visitor count now and its newest visitors, newest first. */
export interface VisitsPush {
  place: 'booth' | 'lecture';
  placeId: number;
  count: number;
  newest: Visit[];
  /** Rows changed in a way `newest` does not show: refetch the list. */
  refresh?: true;
}

/** What `connect_error` carries when the server refuses the token. */
export interface RefusalData {
  status?: number;
  code?: string;
}
