import { privacyRoutes } from '@expo/contract/routes/privacy';
import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';

/** '지금 파기', confirmed by the event's name typed exactly. */
export const destroyPersonalDataNow = (eventName: string) =>
  call(privacyRoutes.destroy, { body: { eventName }, query: { eventId: getStoredEventId() } });
