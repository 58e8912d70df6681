import { settingsProjection } from '../../event-store/settings-projection.js';

/** The current badge settings of each event (none until an admin saves them: the defaults apply). */
export const badgeSettingsProjection = settingsProjection(
  'badge-settings',
  'badge_settings',
  'BadgeSettingsChanged',
);
