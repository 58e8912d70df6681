import { settingsProjection } from '../../event-store/settings-projection.js';

/** The current privacy settings of each event (none until an admin saves them: the defaults apply). */
export const privacySettingsProjection = settingsProjection(
  'privacy-settings',
  'privacy_settings',
  'PrivacySettingsChanged',
);
