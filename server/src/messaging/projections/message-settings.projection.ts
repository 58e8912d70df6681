import { settingsProjection } from '../../event-store/settings-projection.js';

/** The current message settings of each event (none until an admin saves them: the defaults apply). */
export const messageSettingsProjection = settingsProjection(
  'message-settings',
  'message_settings',
  'MessageSettingsChanged',
);
