import { describe, expect, it } from 'vitest';

import { badgeLayout, type BadgeLayout } from './badge-layout';
import type { BadgeFields, BadgeSettings } from '@expo/contract/badges';
import { BADGE_PRESETS, DEFAULT_BADGE_SETTINGS } from '@expo/contract/badges-values';

const FIELD_NAMES: (keyof BadgeFields)[] = ['affiliation', 'country', 'registrationType', 'eventName', 'qr'];

/** Every combination of shown fields. */
const FIELD_SETS: BadgeFields[] = Array.from(
  { length: 32 },
  (_, bits) =>
    Object.fromEntries(
      FIELD_NAMES.map((name, i) => [name, (bits & (1 << i)) !== 0]),
    ) as unknown as BadgeFields,
);

const SIZES = [
  ...Object.values(BADGE_PRESETS),
  { widthMm: 40, heightMm: 40 },
  { widthMm: 40, heightMm: 300 },
  { widthMm: 300, heightMm: 40 },
  { widthMm: 300, heightMm: 300 },
  { widthMm: 50, heightMm: 80 },
];

const settingsOf = (size: { widthMm: number; heightMm: number }, fields: BadgeFields): BadgeSettings => ({
  ...DEFAULT_BADGE_SETTINGS,
  preset: 'custom',
  ...size,
  fields,
});

/** The height the slots take, as badges.css stacks them. */
function usedHeight(layout: BadgeLayout, fields: BadgeFields): number {
  const text = [
    fields.eventName ? layout.eventHeightMm : null,
    layout.name.heightMm,
    fields.affiliation ? layout.affiliationHeightMm : null,
    fields.registrationType || fields.country ? layout.metaHeightMm : null,
  ].filter((h): h is number => h !== null);
  const column = text.reduce((sum, h) => sum + h, 0) + (text.length - 1) * layout.gapMm;
  const body =
    layout.orientation === 'portrait' && fields.qr
      ? column + layout.gapMm + layout.qrMm
      : Math.max(column, layout.qrMm);
  return layout.stripMm + 2 * layout.paddingMm + body;
}

describe('badgeLayout', () => {
  it('fits every slot inside the badge for every size and every choice of fields, with and without a strip', () => {
    for (const size of SIZES) {
      for (const fields of FIELD_SETS) {
        for (const strip of [false, true]) {
          const layout = badgeLayout(settingsOf(size, fields), strip);
          const where = `${JSON.stringify(size)} ${JSON.stringify(fields)} strip=${String(strip)}`;
          expect(usedHeight(layout, fields), where).toBeLessThanOrEqual(size.heightMm);
          expect(layout.textWidthMm + 2 * layout.paddingMm, where).toBeLessThanOrEqual(size.widthMm);
          expect(layout.name.heightMm, where).toBeGreaterThan(0);
          expect(layout.name.minFontMm, where).toBeLessThanOrEqual(layout.name.maxFontMm);
          if (!fields.qr) expect(layout.qrMm, where).toBe(0);
        }
      }
    }
  });

  it('gives the QR at least 22 mm on the 90 × 120 card and on the A4 sheet badge, with a large name', () => {
    for (const preset of ['card-90x120', 'a4-2x4', 'a6', 'label-62x100'] as const) {
      const layout = badgeLayout(settingsOf(BADGE_PRESETS[preset], DEFAULT_BADGE_SETTINGS.fields), true);
      expect(layout.qrMm, preset).toBeGreaterThanOrEqual(22);
      expect(layout.name.maxFontMm, preset).toBeGreaterThanOrEqual(8);
    }
  });

  it('puts the QR beside the texts on a badge wider than tall', () => {
    expect(
      badgeLayout(settingsOf(BADGE_PRESETS['a4-2x4'], DEFAULT_BADGE_SETTINGS.fields), false).orientation,
    ).toBe('landscape');
    expect(badgeLayout(DEFAULT_BADGE_SETTINGS, false).orientation).toBe('portrait');
  });
});
