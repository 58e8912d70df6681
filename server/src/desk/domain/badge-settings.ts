import { settingsDecider, type SettingsChanged } from '../../common/event-settings.js';

/** The stock a desk prints badges on; `custom` takes any size in millimetres. */
export const BADGE_PRESETS = {
  'card-90x120': { widthMm: 90, heightMm: 120 },
  'label-62x100': { widthMm: 62, heightMm: 100 },
  a6: { widthMm: 105, heightMm: 148 },
  /** Eight badges of 105 × 74 mm on an A4 sheet (2 × 4), for laser printers and perforated sheets. */
  'a4-2x4': { widthMm: 105, heightMm: 74 },
} as const;

export type BadgePreset = keyof typeof BADGE_PRESETS | 'custom';

export const BADGE_SIZE_MM = { min: 40, max: 300 } as const;

export interface BadgeSettings {
  preset: BadgePreset;
  widthMm: number;
  heightMm: number;
  fields: {
    affiliation: boolean;
    country: boolean;
    registrationType: boolean;
    eventName: boolean;
    qr: boolean;
  };
  /** A colour strip per registration type ('#RRGGBB'), or none. */
  colorStrip: { PRE: string | null; ONSITE: string | null };
}

export const DEFAULT_BADGE_SETTINGS: BadgeSettings = {
  preset: 'card-90x120',
  widthMm: 90,
  heightMm: 120,
  fields: { affiliation: true, country: true, registrationType: true, eventName: true, qr: true },
  colorStrip: { PRE: null, ONSITE: null },
};

export type BadgeSettingsChanged = SettingsChanged<'BadgeSettingsChanged', BadgeSettings>;

export const badgeSettingsStreamId = (eventId: number) => `badge-settings-${eventId}`;

/** Records new settings when they differ from the event's current ones (pure). */
export const badgeSettingsDecider = settingsDecider('BadgeSettingsChanged', DEFAULT_BADGE_SETTINGS);
