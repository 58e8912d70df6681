import type { BadgePreset, BadgeSettings } from './types';

export type FixedPreset = Exclude<BadgePreset, 'custom'>;

/** The badge size of each preset, in mm (a4-2x4: one of the eight badges of an A4 sheet). */
export const PRESET_SIZES: Record<FixedPreset, { widthMm: number; heightMm: number }> = {
  'card-90x120': { widthMm: 90, heightMm: 120 },
  'label-62x100': { widthMm: 62, heightMm: 100 },
  a6: { widthMm: 105, heightMm: 148 },
  'a4-2x4': { widthMm: 105, heightMm: 74 },
};

export const PRESET_ORDER: readonly FixedPreset[] = ['card-90x120', 'label-62x100', 'a6', 'a4-2x4'];

/** Custom sizes: 40–300 mm each way (docs/DESK.md). */
export const CUSTOM_MIN_MM = 40;
export const CUSTOM_MAX_MM = 300;

/** A4 in mm, and the a4-2x4 sheet: 2 columns × 4 rows. */
export const A4_MM = { widthMm: 210, heightMm: 297 } as const;
export const SHEET_COLUMNS = 2;
export const SHEET_ROWS = 4;
export const BADGES_PER_SHEET = SHEET_COLUMNS * SHEET_ROWS;

export function isSheetPreset(settings: Pick<BadgeSettings, 'preset'>): boolean {
  return settings.preset === 'a4-2x4';
}

export function isValidCustomMm(value: number): boolean {
  return Number.isFinite(value) && value >= CUSTOM_MIN_MM && value <= CUSTOM_MAX_MM;
}

/** The settings with `preset` chosen: a fixed preset brings its size, 'custom' keeps the current one. */
export function withPreset(settings: BadgeSettings, preset: BadgePreset): BadgeSettings {
  if (preset === 'custom') return { ...settings, preset };
  return { ...settings, preset, ...PRESET_SIZES[preset] };
}
