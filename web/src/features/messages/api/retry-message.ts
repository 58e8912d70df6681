import { messagingRoutes } from '@expo/contract/routes/messaging';
import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';

/** Sends a FAILED message again. */
export const retryMessage = (id: string) =>
  call(messagingRoutes.retry, { params: { id }, query: { eventId: getStoredEventId() } });
