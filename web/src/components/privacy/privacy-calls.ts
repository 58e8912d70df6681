import { privacyRoutes } from '@expo/contract/routes/privacy';
import { call } from '../../lib/api/api-client';
import { getStoredEventId } from '../../lib/session/admin';

/** When the event's personal data is destroyed, and whether it has been. */
export const getPrivacyRetention = (signal?: AbortSignal) =>
  call(privacyRoutes.retention, { query: { eventId: getStoredEventId() }, signal });

/** The event's '개인정보 파기 기록'. */
export const getPrivacyDestructions = async (signal?: AbortSignal) =>
  (await call(privacyRoutes.destructions, { query: { eventId: getStoredEventId() }, signal })).items;
