import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { PrivacyRetention } from '../types';

/** GET /api/privacy/retention: when the event's personal data is destroyed, and whether it has been. */
export function getPrivacyRetention(signal?: AbortSignal): Promise<PrivacyRetention> {
  return api.get<PrivacyRetention>('/privacy/retention', { query: { eventId: getStoredEventId() }, signal });
}
