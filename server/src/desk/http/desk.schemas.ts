import { z } from 'zod';
import { withParticle } from '@expo/contract/fields';
import {
  eventIdField,
  idParam,
  keywordField,
  positiveInt,
  refuse,
  requestBody,
  requestQuery,
  actedAtField,
} from '@expo/contract/fields';

export const attendeeIdParam = idParam('참석자 ID');
/** What a kiosk's camera or scanner read: the attendee's QR holds their ID. */
export const scannedQrParam = idParam('QR 코드');

export const deskSearchQuery = requestQuery({ keyword: keywordField, eventId: eventIdField });

const flag = (label: string) =>
  z
    .boolean({ error: `${label} 값은 true 또는 false여야 합니다.` })
    .nullish()
    .meta({ description: label })
    .transform((value) => value === true);

export const entryBody = requestBody({ at: actedAtField });
export type EntryBody = z.output<typeof entryBody>;

export const printBadgeBody = requestBody({
  reprint: flag('다시 출력'),
  unpaidConfirmed: flag('미결제 확인'),
  at: actedAtField,
});
export type PrintBadgeBody = z.output<typeof printBadgeBody>;

const choice = <const T extends string>(label: string, values: readonly T[], fallback: T) =>
  z
    .unknown()
    .optional()
    .meta({ type: 'string', enum: [...values], description: label })
    .transform((raw, ctx): T => {
      if (raw === undefined || raw === '') return fallback;
      return typeof raw === 'string' && (values as readonly string[]).includes(raw)
        ? (raw as T)
        : refuse(ctx, `${withParticle(label, '은/는')} ${values.join(', ')} 중 하나여야 합니다.`);
    });

export const badgeAttendeesQuery = requestQuery({
  filter: choice('대상', ['all', 'unprinted', 'pre', 'paid'] as const, 'all'),
  sort: choice('정렬', ['name', 'id'] as const, 'name'),
  keyword: keywordField,
  eventId: eventIdField,
});
export type BadgeAttendeesQueryInput = z.output<typeof badgeAttendeesQuery>;

export const markPrintedBody = requestBody({
  attendeeIds: z
    .array(positiveInt('참석자 ID'), { error: '출력 완료로 표시할 참석자를 선택하세요.' })
    .min(1, { error: '출력 완료로 표시할 참석자를 선택하세요.' })
    .max(5000, { error: '한 번에 5,000명까지 표시할 수 있습니다.' }),
  eventId: eventIdField,
});
