import { z } from 'zod';
import {
  actedAtField,
  characterCount,
  hasUnstorableCharacters,
  idParam,
  refuse,
  requestBody,
} from './fields.js';
import { LEAD_INTERESTS, LEAD_LIMITS, type LeadInterest } from './leads-values.js';

const INTEREST_WORDS = '높음(high), 보통(medium), 낮음(low)';

/** 관심도: one of three, or null to clear it. */
const interestField = z
  .unknown()
  .optional()
  .meta({ type: ['string', 'null'], enum: [...LEAD_INTERESTS, null], description: '관심도 (없애려면 null)' })
  .transform((raw, ctx): LeadInterest | null | undefined => {
    if (raw === undefined) return undefined;
    if (raw === null) return null;
    return (LEAD_INTERESTS as readonly unknown[]).includes(raw)
      ? (raw as LeadInterest)
      : refuse(ctx, `관심도는 ${INTEREST_WORDS} 중 하나여야 합니다.`);
  });

/** A list of tags: each trimmed, 1–20 characters, no repeats, at most 20. */
const tagList = z
  .unknown()
  .meta({ type: 'array', items: { type: 'string' }, description: `태그 (최대 ${LEAD_LIMITS.tags}개)` })
  .transform((raw, ctx): string[] => {
    if (!Array.isArray(raw)) return refuse(ctx, '태그는 목록이어야 합니다.');
    if (raw.length > LEAD_LIMITS.tags)
      return refuse(ctx, `태그는 ${LEAD_LIMITS.tags}개까지 정할 수 있습니다.`);
    const tags: string[] = [];
    for (const item of raw) {
      const tag = typeof item === 'string' ? item.trim().replace(/\s+/g, ' ') : '';
      if (tag === '') return refuse(ctx, '빈 태그는 쓸 수 없습니다.');
      if (characterCount(tag) > LEAD_LIMITS.tagLength)
        return refuse(ctx, `태그는 ${LEAD_LIMITS.tagLength}자 이하로 입력하세요.`);
      if (hasUnstorableCharacters(tag)) return refuse(ctx, '태그에 사용할 수 없는 문자가 있습니다.');
      if (tags.includes(tag)) return refuse(ctx, `같은 태그가 두 번 있습니다: ${tag}`);
      tags.push(tag);
    }
    return tags;
  });

/** 메모: several lines allowed; null or '' clears it. */
const memoField = z
  .unknown()
  .optional()
  .meta({ type: 'string', description: `메모 (${LEAD_LIMITS.memo}자 이하, 여러 줄 가능)` })
  .transform((raw, ctx): string | undefined => {
    if (raw === undefined) return undefined;
    if (raw === null) return '';
    if (typeof raw !== 'string') return refuse(ctx, '메모는 글자여야 합니다.');
    const memo = raw.replace(/\r\n?/g, '\n').trim();
    if (characterCount(memo) > LEAD_LIMITS.memo)
      return refuse(ctx, `메모는 ${LEAD_LIMITS.memo}자 이하로 입력하세요.`);
    if (hasUnstorableCharacters(memo.replace(/[\n\t]/g, ' ')))
      return refuse(ctx, '메모에 사용할 수 없는 문자가 있습니다.');
    return memo;
  });

/** A change of a visitor's lead: what is given replaces; at least one of the three. */
export const leadBody = requestBody({
  interest: interestField,
  tags: tagList.optional(),
  memo: memoField,
  changedAt: actedAtField,
}).transform((body, ctx) =>
  body.interest === undefined && body.tags === undefined && body.memo === undefined
    ? refuse(ctx, '바꿀 내용(관심도, 태그, 메모)이 없습니다.')
    : body,
);
export type LeadBody = z.output<typeof leadBody>;
/** The fields one edit replaces, as a booth phone keeps and sends them; omitted fields stay as they are. */
export type LeadChange = Partial<Omit<LeadBody, 'changedAt'>>;

/** The booth's tags for its leads. */
export const leadTagsBody = requestBody({ tags: tagList });
export type LeadTagsBody = z.output<typeof leadTagsBody>;

export const leadAttendeeParam = idParam('참석자 ID');

/**
 * The visitor a booth names: an attendee id, or the negative placeholder of a '비공개 방문자' as its lists show
 * it (privacy/exhibitor-view.ts; the handler refuses a placeholder that names none of the booth's visits
 * like a wrong id).
 */
export const leadVisitorParam = z
  .string()
  .meta({ description: '참석자 ID (비공개 방문자는 목록의 음수 ID)', pattern: '^-?[0-9]+$' })
  .transform((raw, ctx): number => {
    const hidden = /^-\d{1,15}$/.exec(raw.trim());
    const placeholder = hidden ? Number(raw.trim()) : NaN;
    if (Number.isSafeInteger(placeholder) && placeholder < 0) return placeholder;
    return (
      leadAttendeeParam.safeParse(raw).data ?? refuse(ctx, '참석자 ID가 올바르지 않습니다.', 'VALIDATION.ID')
    );
  });

/** A visitor's lead as the booth and the admin read it. */
export const lead = z.object({
  userId: z.int().meta({ description: '참석자 ID (부스가 읽을 때 비공개 방문자는 음수 ID)' }),
  interest: z.enum(LEAD_INTERESTS).nullable().meta({ description: '관심도' }),
  tags: z.array(z.string()),
  memo: z.string(),
  updatedAt: z.string().meta({ description: '마지막 변경 (한국 시간 YYYY-MM-DDTHH:mm:ss)' }),
  updatedBy: z.string().meta({ description: '변경한 부스의 로그인 ID' }),
  masked: z.literal(true).optional().meta({ description: '비공개 방문자 (부스가 읽을 때만)' }),
});
export type Lead = z.output<typeof lead>;

/** The booth's tags for its leads, in order. */
export const leadTags = z.object({ tags: z.array(z.string()) });
export type LeadTags = z.output<typeof leadTags>;

/** A booth's tags and its leads (visitors with anything kept), newest change first. */
export const boothLeads = leadTags.extend({ leads: z.array(lead) });
export type BoothLeads = z.output<typeof boothLeads>;
