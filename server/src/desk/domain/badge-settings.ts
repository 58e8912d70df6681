import type { BadgeSettings } from '@expo/contract/badges';
import { DEFAULT_BADGE_SETTINGS } from '@expo/contract/badges-values';
import { settingsDecider, type SettingsChanged } from '../../kernel/settings-decider.js';

export type BadgeSettingsChanged = SettingsChanged<'BadgeSettingsChanged', BadgeSettings>;

export const badgeSettingsStreamId = (eventId: number) => `badge-settings-${eventId}`;

/** Records new settings when they differ from the event's current ones (pure). */
export const badgeSettingsDecider = settingsDecider('BadgeSettingsChanged', DEFAULT_BADGE_SETTINGS);
