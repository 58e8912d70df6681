import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import type { EventSummary } from '@expo/contract/events';
import { eventRoutes } from '@expo/contract/routes/events';

/** An event the report may be compared with: its id, name and first day. */
export type OtherEvent = Pick<EventSummary, 'id' | 'name' | 'startDate'>;

/**
 * The deployment's events but this one (organisers only), newest first (by first day, as the events list sorts
 * them), the choices of 전년 대비.
 */
export async function getOtherEvents(signal?: AbortSignal): Promise<OtherEvent[]> {
  const events = await call(eventRoutes.list, { signal });
  const current = getStoredEventId();
  return events
    .filter((event) => event.id !== current)
    .map(({ id, name, startDate }) => ({ id, name, startDate }));
}
