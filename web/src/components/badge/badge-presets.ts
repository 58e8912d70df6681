import type { BadgeSettings } from '@expo/contract/badges';
import { BADGE_PRESETS, BADGE_SIZE_MM, type BadgePreset } from '@expo/contract/badges-values';

export const PRESET_ORDER: readonly (keyof typeof BADGE_PRESETS)[] = [
  'card-90x120',
  'label-62x100',
  'a6',
  'a4-2x4',
];

/** The a4-2x4 sheet: 2 columns × 4 rows. */
export const SHEET_COLUMNS = 2;
export const SHEET_ROWS = 4;
export const BADGES_PER_SHEET = SHEET_COLUMNS * SHEET_ROWS;

export function isSheetPreset(settings: Pick<BadgeSettings, 'preset'>): boolean {
  return settings.preset === 'a4-2x4';
}

export function isValidCustomMm(value: number): boolean {
  return Number.isFinite(value) && value >= BADGE_SIZE_MM.min && value <= BADGE_SIZE_MM.max;
}

/** The settings with `preset` chosen: a fixed preset brings its size, 'custom' keeps the current one. */
export function withPreset(settings: BadgeSettings, preset: BadgePreset): BadgeSettings {
  if (preset === 'custom') return { ...settings, preset };
  return { ...settings, preset, ...BADGE_PRESETS[preset] };
}
