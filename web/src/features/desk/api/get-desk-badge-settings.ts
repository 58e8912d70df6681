import { api } from '../../../lib/api-client';
import type { BadgeSettings } from '../../badges/types';

/** Badge settings as the desk reads them: with the event's name, which every badge shows. */
export type DeskBadgeSettings = BadgeSettings & { eventName?: string };

/** GET /api/desk/badge-settings: the event's badge size, fields, colour strips and name. */
export function getDeskBadgeSettings(signal?: AbortSignal): Promise<DeskBadgeSettings> {
  return api.get<DeskBadgeSettings>('/desk/badge-settings', { auth: 'desk', signal });
}
