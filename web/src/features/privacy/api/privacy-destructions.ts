import { privacyRoutes } from '@expo/contract/routes/privacy';
import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin-session';

/** The event's '개인정보 파기 기록'. */
export const getPrivacyDestructions = async (signal?: AbortSignal) =>
  (await call(privacyRoutes.destructions, { query: { eventId: getStoredEventId() }, signal })).items;

/** '지금 파기', confirmed by the event's name typed exactly. */
export const destroyPersonalDataNow = (eventName: string) =>
  call(privacyRoutes.destroy, { body: { eventName }, query: { eventId: getStoredEventId() } });
