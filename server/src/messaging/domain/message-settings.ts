import { settingsDecider, type SettingsChanged } from '../../kernel/settings-decider.js';

/** How an event sends its attendees their QR: on registration without a click, and e-mail before phone. */
export interface MessageSettings {
  /** A new attendee (admin form, Excel import, walk-in form) is sent their QR when they can be reached. */
  autoSendOnRegister: boolean;
  /** An attendee with a mobile number and an e-mail gets the e-mail. */
  emailFirst: boolean;
}

export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = { autoSendOnRegister: false, emailFirst: false };

export type MessageSettingsChanged = SettingsChanged<'MessageSettingsChanged', MessageSettings>;

export const messageSettingsStreamId = (eventId: number) => `message-settings-${eventId}`;

/** Records new settings when they differ from the event's current ones (pure). */
export const messageSettingsDecider = settingsDecider('MessageSettingsChanged', DEFAULT_MESSAGE_SETTINGS);
