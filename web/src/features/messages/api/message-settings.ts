import { api } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import { useAsyncData } from '../../../lib/use-async-data';

/** What the admin chooses for the event. */
export interface MessageSettingsInput {
  /** New attendees (admin form, Excel, walk-in) are sent their QR without a click. */
  autoSendOnRegister: boolean;
  /** An attendee with a mobile number and an e-mail gets the e-mail. */
  emailFirst: boolean;
}

/** GET/PUT /api/message-settings: the settings and the channels this server has (read-only). */
export interface MessageSettings extends MessageSettingsInput {
  channels: { alimtalk: boolean; sms: boolean; email: boolean };
}

const eventQuery = () => ({ eventId: getStoredEventId() });

export function getMessageSettings(signal?: AbortSignal): Promise<MessageSettings> {
  return api.get<MessageSettings>('/message-settings', { query: eventQuery(), signal });
}

export function saveMessageSettings(input: MessageSettingsInput): Promise<MessageSettings> {
  return api.put<MessageSettings>(
    '/message-settings',
    { autoSendOnRegister: input.autoSendOnRegister, emailFirst: input.emailFirst },
    { query: eventQuery() },
  );
}

export function useMessageSettings() {
  return useAsyncData(getMessageSettings);
}
