import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import type { PrivacySettings, PrivacySettingsInput } from '@expo/contract/privacy';

/** GET /api/privacy-settings: the event's notices (with their versions), sharing, downloads and retention. */
export function getPrivacySettings(signal?: AbortSignal): Promise<PrivacySettings> {
  return api.get<PrivacySettings>('/privacy-settings', { query: { eventId: getStoredEventId() }, signal });
}

/** PUT /api/privacy-settings: the settings as saved (a notice whose text changed has a new version). */
export function savePrivacySettings(input: PrivacySettingsInput): Promise<PrivacySettings> {
  return api.put<PrivacySettings>('/privacy-settings', input, { query: { eventId: getStoredEventId() } });
}
