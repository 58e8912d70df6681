/** The badge of issue 14: its settings (docs/DESK.md) and the attendee fields a badge shows. */

export type BadgePreset = 'card-90x120' | 'label-62x100' | 'a6' | 'a4-2x4' | 'custom';
export type BadgeRegistrationType = 'PRE' | 'ONSITE';

export interface BadgeFields {
  affiliation: boolean;
  country: boolean;
  registrationType: boolean;
  eventName: boolean;
  qr: boolean;
}

/** GET/PUT /api/badge-settings: the event's badge (a4-2x4: a 105 × 74 mm badge, eight to an A4 sheet). */
export interface BadgeSettings {
  preset: BadgePreset;
  widthMm: number;
  heightMm: number;
  fields: BadgeFields;
  /** '#RRGGBB' or null (no strip) per registration type. */
  colorStrip: Record<BadgeRegistrationType, string | null>;
}

export interface BadgeAttendee {
  id: number;
  name: string;
  affiliation: string;
  country: string;
  registrationType: BadgeRegistrationType;
}

/** The contract's defaults: a 90 × 120 mm card, every field shown, no colour strip. */
export const DEFAULT_BADGE_SETTINGS: BadgeSettings = {
  preset: 'card-90x120',
  widthMm: 90,
  heightMm: 120,
  fields: { affiliation: true, country: true, registrationType: true, eventName: true, qr: true },
  colorStrip: { PRE: null, ONSITE: null },
};
