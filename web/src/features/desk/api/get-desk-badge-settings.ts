import { api } from '../../../lib/api-client';
import type { EventBadgeSettings } from '@expo/contract/badges';

/** GET /api/desk/badge-settings: the event's badge size, fields, colour strips and name. */
export function getDeskBadgeSettings(signal?: AbortSignal): Promise<EventBadgeSettings> {
  return api.get<EventBadgeSettings>('/desk/badge-settings', { auth: 'desk', signal });
}
