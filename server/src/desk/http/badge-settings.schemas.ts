import { z } from 'zod';
import { eventIdField, refuse, requestBody } from '@expo/contract/fields';
import {
  BADGE_PRESETS,
  BADGE_SIZE_MM,
  type BadgePreset,
  type BadgeSettings,
} from '../domain/badge-settings.js';

const PRESETS = [...Object.keys(BADGE_PRESETS), 'custom'] as BadgePreset[];

/** A size in millimetres; its range is checked for custom sizes only (a preset's size is the preset's). */
const millimetres = (label: string) =>
  z.number({ error: `${label}는 숫자(mm)여야 합니다.` }).meta({
    description: `${label} (mm, ${BADGE_SIZE_MM.min}~${BADGE_SIZE_MM.max}; 용지가 custom일 때만 사용)`,
  });

const inRange = (value: number) =>
  Number.isFinite(value) && value >= BADGE_SIZE_MM.min && value <= BADGE_SIZE_MM.max;

const shown = (label: string) => z.boolean({ error: `${label} 표시 여부는 true 또는 false여야 합니다.` });

const colour = (label: string) =>
  z
    .union([z.string(), z.null()], { error: `${label} 색상이 올바르지 않습니다.` })
    .optional()
    .meta({ description: `${label} 색 띠 (#RRGGBB, 없으면 null)` })
    .transform((value, ctx): string | null => {
      if (value === undefined || value === null || value === '') return null;
      return /^#[0-9a-fA-F]{6}$/.test(value)
        ? value.toLowerCase()
        : refuse(ctx, `${label} 색상은 #RRGGBB 형식이어야 합니다.`);
    });

/** An event's badge settings; a preset's size is the preset's, whatever size came with it. */
export const badgeSettingsBody = requestBody({
  preset: z
    .unknown()
    .meta({ type: 'string', enum: PRESETS, description: '용지' })
    .transform((raw, ctx): BadgePreset =>
      PRESETS.includes(raw as BadgePreset)
        ? (raw as BadgePreset)
        : refuse(ctx, `용지는 ${PRESETS.join(', ')} 중 하나여야 합니다.`),
    ),
  widthMm: millimetres('명찰 너비'),
  heightMm: millimetres('명찰 높이'),
  fields: z.object(
    {
      affiliation: shown('소속'),
      country: shown('국가'),
      registrationType: shown('등록 유형'),
      eventName: shown('행사명'),
      qr: shown('QR 코드'),
    },
    { error: '표시할 항목이 올바르지 않습니다.' },
  ),
  colorStrip: z.object(
    { PRE: colour('사전등록'), ONSITE: colour('현장등록') },
    { error: '색 띠 설정이 올바르지 않습니다.' },
  ),
  eventId: eventIdField,
}).transform(({ eventId, ...settings }, ctx): BadgeSettings & { eventId: number | undefined } => {
  if (settings.preset !== 'custom') return { ...settings, ...BADGE_PRESETS[settings.preset], eventId };
  for (const [key, label] of [
    ['widthMm', '명찰 너비'],
    ['heightMm', '명찰 높이'],
  ] as const)
    if (!inRange(settings[key]))
      return refuse(ctx, `${label}는 ${BADGE_SIZE_MM.min}~${BADGE_SIZE_MM.max}mm 사이여야 합니다.`);
  const round = (mm: number) => Math.round(mm * 10) / 10;
  return { ...settings, widthMm: round(settings.widthMm), heightMm: round(settings.heightMm), eventId };
});
export type BadgeSettingsInput = z.output<typeof badgeSettingsBody>;
