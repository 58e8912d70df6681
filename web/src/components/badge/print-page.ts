import { BADGES_PER_SHEET, isSheetPreset } from './badge-presets';
import type { BadgeSettings } from '@expo/contract/badges';

/** The @page rule of a print job: the badge's own size, or an A4 sheet for the a4-2x4 preset. */
export function pageRule(settings: BadgeSettings): string {
  if (isSheetPreset(settings)) return '@page { size: A4; margin: 0; }';
  return `@page { size: ${String(settings.widthMm)}mm ${String(settings.heightMm)}mm; margin: 0; }`;
}

/** The attendees in groups of eight, one group per A4 sheet. */
export function sheetsOf<T>(items: readonly T[]): T[][] {
  const sheets: T[][] = [];
  for (let i = 0; i < items.length; i += BADGES_PER_SHEET) sheets.push(items.slice(i, i + BADGES_PER_SHEET));
  return sheets;
}

/** How many pages a job prints: one per badge, or one per eight on A4 sheets. */
export function printedPageCount(settings: BadgeSettings, badges: number): number {
  return isSheetPreset(settings) ? Math.ceil(badges / BADGES_PER_SHEET) : badges;
}
