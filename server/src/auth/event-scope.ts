import { forbidden } from '../kernel/app-error.js';

/**
 * The event a request works on: its token's (an admin's or a booth's). An `eventId` (already checked for its
 * format by the request's schema) naming another event is refused.
 */
export function scopedEventId(principal: { eventId: number }, requested: number | undefined): number {
  if (requested === undefined) return principal.eventId;
  if (requested !== principal.eventId) throw forbidden();
  return requested;
}
