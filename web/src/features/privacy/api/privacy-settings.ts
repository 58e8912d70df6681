import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import type { PrivacySettingsInput } from '@expo/contract/privacy';
import { privacyRoutes } from '@expo/contract/routes/privacy';

/** The event's notices (with their versions), sharing, downloads and retention. */
export const getPrivacySettings = (signal?: AbortSignal) =>
  call(privacyRoutes.settings, { query: { eventId: getStoredEventId() }, signal });

/** The settings as saved (a notice whose text changed has a new version). */
export const savePrivacySettings = (body: PrivacySettingsInput) =>
  call(privacyRoutes.changeSettings, { query: { eventId: getStoredEventId() }, body });
