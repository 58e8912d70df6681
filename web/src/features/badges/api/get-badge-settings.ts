import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { BadgeSettings } from '../types';

/** GET /api/badge-settings?eventId=: the admin's event's badge settings (the defaults until saved). */
export function getBadgeSettings(signal?: AbortSignal): Promise<BadgeSettings> {
  return api.get<BadgeSettings>('/badge-settings', { query: { eventId: getStoredEventId() }, signal });
}
