import type { MessageSettingsForm } from '@expo/contract/messaging';
import { messagingRoutes } from '@expo/contract/routes/messaging';
import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import { useAsyncData } from '../../../lib/hooks/use-async-data';

const eventQuery = () => ({ eventId: getStoredEventId() });

export const getMessageSettings = (signal?: AbortSignal) =>
  call(messagingRoutes.settings, { query: eventQuery(), signal });

export const saveMessageSettings = ({ autoSendOnRegister, emailFirst }: MessageSettingsForm) =>
  call(messagingRoutes.changeSettings, { body: { autoSendOnRegister, emailFirst }, query: eventQuery() });

export function useMessageSettings() {
  return useAsyncData(getMessageSettings);
}
