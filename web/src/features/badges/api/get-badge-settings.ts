import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { EventBadgeSettings } from '@expo/contract/badges';

/** GET /api/badge-settings?eventId=: the admin's event's badge settings (the defaults until saved). */
export function getBadgeSettings(signal?: AbortSignal): Promise<EventBadgeSettings> {
  return api.get<EventBadgeSettings>('/badge-settings', { query: { eventId: getStoredEventId() }, signal });
}
