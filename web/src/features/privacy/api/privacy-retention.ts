import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { Retention } from '@expo/contract/privacy';

/** GET /api/privacy/retention: when the event's personal data is destroyed, and whether it has been. */
export function getPrivacyRetention(signal?: AbortSignal): Promise<Retention> {
  return api.get<Retention>('/privacy/retention', { query: { eventId: getStoredEventId() }, signal });
}
