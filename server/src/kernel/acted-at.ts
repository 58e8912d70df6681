import { toSeoulLocal } from '@expo/contract/seoul-time';

/** How far back a laptop's queued action may date itself (a desk offline for a whole day at most). */
const OLDEST_MS = 24 * 60 * 60 * 1000;
/** A laptop clock a little ahead of the server's is still believed. */
const AHEAD_MS = 2 * 60 * 1000;

/**
 * When the staff acted, in Korean local time: the time a laptop sent with an action it queued while offline,
 * when it is believable (not in the future, not older than a day); otherwise now.
 */
export function actedAt(clientTime: Date | undefined, now = new Date()): string {
  const believable =
    clientTime !== undefined &&
    clientTime.getTime() <= now.getTime() + AHEAD_MS &&
    clientTime.getTime() >= now.getTime() - OLDEST_MS;
  return toSeoulLocal(believable ? new Date(Math.min(clientTime.getTime(), now.getTime())) : now);
}
