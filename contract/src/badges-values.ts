/**
 * The badge's sizes and defaults (no zod here: the web may import these at run time without bundling the
 * schemas).
 */

/** The stock a desk prints badges on; `custom` takes any size in millimetres. */
export const BADGE_PRESETS = {
  'card-90x120': { widthMm: 90, heightMm: 120 },
  'label-62x100': { widthMm: 62, heightMm: 100 },
  a6: { widthMm: 105, heightMm: 148 },
  /** Eight badges of 105 × 74 mm on an A4 sheet (2 × 4), for laser printers and perforated sheets. */
  'a4-2x4': { widthMm: 105, heightMm: 74 },
} as const;

export type BadgePreset = keyof typeof BADGE_PRESETS | 'custom';

/** A custom size: 40–300 mm each way. */
export const BADGE_SIZE_MM = { min: 40, max: 300 } as const;

/** The settings until an admin saves some: a 90 × 120 mm card, every field shown, no colour strip. */
export const DEFAULT_BADGE_SETTINGS = {
  preset: 'card-90x120' as BadgePreset,
  widthMm: 90,
  heightMm: 120,
  fields: { affiliation: true, country: true, registrationType: true, eventName: true, qr: true },
  colorStrip: { PRE: null as string | null, ONSITE: null as string | null },
};
