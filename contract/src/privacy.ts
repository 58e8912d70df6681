import { z } from 'zod';
import {
  characterCount,
  eventIdField,
  hasUnstorableCharacters,
  positiveInt,
  refuse,
  requestBody,
  requestQuery,
  text,
  withParticle,
} from './fields.js';

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

const noticeFields = (prefix = '') => ({
  purpose: noticeText(`${prefix}이용 목적`),
  items: noticeText(`${prefix}항목`),
  retention: noticeText(`${prefix}보유·이용 기간`),
  refusal: noticeText(`${prefix}동의 거부 권리 및 불이익`),
});

/**
 * A notice's English text (optional, issue 50): the walk-in form read in English shows it; without one it shows
 * the Korean text with a note. Each of its fields is checked as the Korean one is.
 */
const englishNoticeInput = <S extends z.core.$ZodLooseShape>(shape: S, label: string) =>
  z
    .object(shape, { error: `${label}의 영문 안내가 올바르지 않습니다.` })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

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

/**
 * What a consent notice tells the attendee (개인정보 보호법 제15조 ②, 제17조 ②): the purpose, the items, how long
 * they are kept, and the right to refuse with what refusing means. `version` is the server's: it goes up
 * whenever the text changes, and each consent records the version it was given to.
 */
const noticeTexts = z.object({
  purpose: z.string(),
  items: z.string(),
  retention: z.string(),
  refusal: z.string(),
});
const exhibitorTexts = noticeTexts.extend({ recipients: z.string() });

/** A notice's texts in English (the organiser's, optional): the same fields as the Korean ones. */
export type EnglishNotice = z.output<typeof noticeTexts>;
export type EnglishExhibitorNotice = z.output<typeof exhibitorTexts>;

export const privacyNotice = noticeTexts.extend({
  version: z.int(),
  english: noticeTexts.nullable().meta({ description: '영문 안내 (없으면 null: 영어 화면에 한국어 안내)' }),
});
export type PrivacyNotice = z.output<typeof privacyNotice>;

/** Provision to exhibitors (제3자 제공) also names who receives the data (제공받는 자). */
export const exhibitorNotice = exhibitorTexts.extend({
  version: z.int(),
  english: exhibitorTexts
    .nullable()
    .meta({ description: '영문 안내 (없으면 null: 영어 화면에 한국어 안내)' }),
});
export type ExhibitorNotice = z.output<typeof exhibitorNotice>;

/** The consent notices the walk-in form shows (null: that notice is not asked). */
export const privacyNotices = z.object({
  collection: privacyNotice
    .nullable()
    .meta({ description: '개인정보 수집·이용 동의 (필수); null: 묻지 않음' }),
  exhibitors: exhibitorNotice
    .nullable()
    .meta({ description: '부스 참가업체 제공 동의 (선택); null: 묻지 않음' }),
});
export type PrivacyNotices = z.output<typeof privacyNotices>;

/** An event's privacy settings (every one off by default: the spec's behaviour). */
export const privacySettings = privacyNotices.extend({
  shareOnlyWithConsent: z
    .boolean()
    .meta({ description: '부스 제공 동의 확인: 동의한 방문자의 연락처만 부스에 보임' }),
  askDownloadReason: z.boolean().meta({ description: '개인정보 다운로드에 사유 입력' }),
  eventEndDate: z.string().nullable().meta({ description: '행사 종료일 (YYYY-MM-DD, 한국 날짜)' }),
  retentionDays: z.int().nullable().meta({ description: '행사 종료 후 보유 기간 (일)' }),
});
export type PrivacySettings = z.output<typeof privacySettings>;

/** What an admin saves: the notices' texts (their versions are the server's). */
export type PrivacySettingsInput = Omit<PrivacySettings, 'collection' | 'exhibitors'> & {
  collection: Omit<PrivacyNotice, 'version'> | null;
  exhibitors: Omit<ExhibitorNotice, 'version'> | null;
};

/** An event's privacy settings: the notices' texts (versions are the server's), sharing, downloads, retention. */
export const privacySettingsBody = requestBody({
  collection: z
    .object(
      {
        ...noticeFields(),
        english: englishNoticeInput(noticeFields('영문 '), '수집·이용 동의 안내'),
      },
      { error: '수집·이용 동의 안내가 올바르지 않습니다.' },
    )
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  exhibitors: z
    .object(
      {
        recipients: noticeText('제공받는 자'),
        ...noticeFields(),
        english: englishNoticeInput(
          { recipients: noticeText('영문 제공받는 자'), ...noticeFields('영문 ') },
          '부스 제공 동의 안내',
        ),
      },
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

/** '지금 파기': confirmed by typing the event's name. */
export const destroyBody = requestBody({ eventName: text('행사명', { max: 200 }), eventId: eventIdField });
export type DestroyBody = z.output<typeof destroyBody>;

/** GET /api/public/privacy-notices: the walk-in form's event. */
export const noticesQuery = requestQuery({ eventId: positiveInt('이벤트 ID') });
export type NoticesParams = z.output<typeof noticesQuery>;

/** When an event's personal data goes, and whether it went. */
export const retention = z.object({
  eventEndDate: z.string().nullable(),
  retentionDays: z.int().nullable(),
  destroyAt: z
    .string()
    .nullable()
    .meta({ description: '파기일 (한국 날짜): 그날부터 보관하지 않음; null: 보유 기간 없음' }),
  daysLeft: z.int().nullable().meta({ description: '파기일까지 남은 날 (0: 오늘, 음수: 지남)' }),
  destroyed: z.boolean().meta({ description: '행사 개인정보가 파기됨 (lastDestroyedOn에)' }),
  lastDestroyedOn: z.string().nullable(),
});
export type Retention = z.output<typeof retention>;

/** A destruction (파기) done: when, and of how many attendees. */
export const destructionDone = z.object({
  destroyedAt: z.string().meta({ description: '한국 시각' }),
  attendees: z.int(),
});
export type DestructionDone = z.output<typeof destructionDone>;

/** One entry of the '개인정보 파기 기록'. */
export const destruction = destructionDone.extend({
  trigger: z.enum(['SCHEDULE', 'ADMIN']),
  actorName: z.string().nullable().meta({ description: '지금 파기를 요청한 관리자; 예약 파기는 null' }),
});
export type Destruction = z.output<typeof destruction>;

export const destructionList = z.object({ items: z.array(destruction) });
