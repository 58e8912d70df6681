import type { MessageSettings } from '@expo/contract/messaging';
import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import { useAsyncData } from '../../../lib/use-async-data';

const eventQuery = () => ({ eventId: getStoredEventId() });

export function getMessageSettings(signal?: AbortSignal): Promise<MessageSettings> {
  return api.get<MessageSettings>('/message-settings', { query: eventQuery(), signal });
}

export function saveMessageSettings(input: Omit<MessageSettings, 'channels'>): Promise<MessageSettings> {
  return api.put<MessageSettings>(
    '/message-settings',
    { autoSendOnRegister: input.autoSendOnRegister, emailFirst: input.emailFirst },
    { query: eventQuery() },
  );
}

export function useMessageSettings() {
  return useAsyncData(getMessageSettings);
}
