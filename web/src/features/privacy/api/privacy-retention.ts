import { privacyRoutes } from '@expo/contract/routes/privacy';
import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin-session';

/** When the event's personal data is destroyed, and whether it has been. */
export const getPrivacyRetention = (signal?: AbortSignal) =>
  call(privacyRoutes.retention, { query: { eventId: getStoredEventId() }, signal });
