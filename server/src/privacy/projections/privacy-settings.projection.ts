import { settingsProjection } from '../../common/event-settings.js';

/** The current privacy settings of each event (none until an admin saves them: the defaults apply). */
export const privacySettingsProjection = settingsProjection(
  'privacy-settings',
  'privacy_settings',
  'PrivacySettingsChanged',
);
