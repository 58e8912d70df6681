import { api } from '../../../lib/api-client';
import type { EventBadgeSettings } from '@expo/contract/badges';

/** GET /api/kiosk/badge-settings: the event's badge settings for the kiosk's preview and print. */
export function getKioskBadgeSettings(signal?: AbortSignal): Promise<EventBadgeSettings> {
  return api.get<EventBadgeSettings>('/kiosk/badge-settings', { auth: 'kiosk', signal });
}
