import { z } from 'zod';
import { withParticle } from '@expo/contract/fields';
import {
  characterCount,
  eventIdField,
  hasUnstorableCharacters,
  refuse,
  requestBody,
} from '@expo/contract/fields';
import type { PrivacySettingsInput } from '../domain/privacy-settings.js';

const NOTICE_MAX = 1000;
const RETENTION_MAX_DAYS = 3650;

/** A notice's text: required, up to 1,000 characters, line breaks kept (other control characters refused). */
const noticeText = (label: string) =>
  z
    .unknown()
    .meta({ type: 'string', description: `${label} (${NOTICE_MAX}자 이하, 줄바꿈 가능)` })
    .transform((raw, ctx): string => {
      if (raw !== undefined && raw !== null && typeof raw !== 'string')
        return refuse(ctx, `${label} 값의 형식이 올바르지 않습니다.`);
      const value = (raw ?? '').replace(/\r\n?/g, '\n').trim();
      if (!value) return refuse(ctx, `${withParticle(label, '을/를')} 입력하세요.`);
      if (characterCount(value) > NOTICE_MAX)
        return refuse(ctx, `${withParticle(label, '은/는')} ${NOTICE_MAX}자 이하로 입력하세요.`);
      if (hasUnstorableCharacters(value.replace(/[\n\t]/g, ' ')))
        return refuse(ctx, `${label}에 사용할 수 없는 문자가 있습니다.`);
      return value;
    });

const noticeFields = {
  purpose: noticeText('이용 목적'),
  items: noticeText('항목'),
  retention: noticeText('보유·이용 기간'),
  refusal: noticeText('동의 거부 권리 및 불이익'),
};

const flag = (label: string) => z.boolean({ error: `${label}은 true 또는 false여야 합니다.` });

/** YYYY-MM-DD that is a real date, or none. */
const korDate = z
  .union([z.string(), z.null()], { error: '행사 종료일은 YYYY-MM-DD 형식이어야 합니다.' })
  .optional()
  .meta({ description: '행사 종료일 (YYYY-MM-DD)' })
  .transform((raw, ctx): string | null => {
    if (!raw) return null;
    const ok = /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`));
    return ok && new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw)
      ? raw
      : refuse(ctx, '행사 종료일은 YYYY-MM-DD 형식이어야 합니다.');
  });

const days = z
  .union([z.number(), z.null()], { error: `보유 기간은 0~${RETENTION_MAX_DAYS}일 사이의 정수여야 합니다.` })
  .optional()
  .meta({ description: '행사 종료 후 보유 기간 (일)' })
  .transform((raw, ctx): number | null => {
    if (raw === undefined || raw === null) return null;
    return Number.isInteger(raw) && raw >= 0 && raw <= RETENTION_MAX_DAYS
      ? raw
      : refuse(ctx, `보유 기간은 0~${RETENTION_MAX_DAYS}일 사이의 정수여야 합니다.`);
  });

/** An event's privacy settings: the notices' texts (versions are the server's), sharing, downloads, retention. */
export const privacySettingsBody = requestBody({
  collection: z
    .object(noticeFields, { error: '수집·이용 동의 안내가 올바르지 않습니다.' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  exhibitors: z
    .object(
      { recipients: noticeText('제공받는 자'), ...noticeFields },
      { error: '부스 제공 동의 안내가 올바르지 않습니다.' },
    )
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  shareOnlyWithConsent: flag('부스 제공 동의 확인'),
  askDownloadReason: flag('다운로드 사유 입력'),
  eventEndDate: korDate,
  retentionDays: days,
  eventId: eventIdField,
}).transform(({ eventId, ...settings }, ctx): PrivacySettingsInput & { eventId: number | undefined } => {
  if (settings.retentionDays !== null && settings.eventEndDate === null)
    return refuse(ctx, '보유 기간을 정하려면 행사 종료일을 입력해주세요.');
  return { ...settings, eventId };
});
export type PrivacySettingsBody = z.output<typeof privacySettingsBody>;
