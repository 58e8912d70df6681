import { api } from '../../../lib/api-client';
import type { BadgeSettings } from '../../badges/types';

/** GET /api/kiosk/badge-settings: the event's badge settings for the kiosk's preview and print. */
export function getKioskBadgeSettings(signal?: AbortSignal): Promise<BadgeSettings> {
  return api.get<BadgeSettings>('/kiosk/badge-settings', { auth: 'kiosk', signal });
}
