import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { BadgeSettings } from '@expo/contract/badges';

/** PUT /api/badge-settings: saves the event's badge settings; answers them as stored. */
export function saveBadgeSettings(settings: BadgeSettings): Promise<BadgeSettings> {
  return api.put<BadgeSettings>('/badge-settings', settings, { query: { eventId: getStoredEventId() } });
}
