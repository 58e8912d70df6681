import { z } from 'zod';
import { eventIdField, hasUnstorableCharacters, oneOf, refuse, requestBody } from '@expo/contract/fields';
import { MAX_KEYWORD_LENGTH } from '@expo/contract/fields';
import { BULK_AUDIENCES } from '../domain/qr-bulk-send.js';
import type { BulkSendRequest } from '../bulk-send-planning.js';

const yesNo = (label: string) =>
  z
    .boolean({ error: `${label}는 true 또는 false여야 합니다.` })
    .optional()
    .default(false);

/** A bulk send's set: everyone, those never sent a QR, or a search (with its word, as the list's search). */
export const bulkSendBody = requestBody({
  audience: oneOf('발송 대상', BULK_AUDIENCES),
  keyword: z
    .union([z.string(), z.null()], { error: '검색어가 올바르지 않습니다.' })
    .optional()
    .meta({ description: '검색어 (대상이 SEARCH일 때; 이름·소속·전화번호)' }),
  resend: yesNo('다시 보내기'),
  eventId: eventIdField,
}).transform(({ audience, keyword, resend, eventId }, ctx): BulkSendRequest & { eventId?: number } => {
  if (audience !== 'SEARCH') return { audience, keyword: null, resend, eventId };
  const word = [...(keyword ?? '').trim()].slice(0, MAX_KEYWORD_LENGTH).join('');
  if (!word) return refuse(ctx, '검색어를 입력해주세요.');
  if (hasUnstorableCharacters(word)) return refuse(ctx, '검색어에 사용할 수 없는 문자가 있습니다.');
  return { audience, keyword: word, resend, eventId };
});
export type BulkSendInput = z.output<typeof bulkSendBody>;

/** An event's message settings. */
export const messageSettingsBody = requestBody({
  autoSendOnRegister: z
    .boolean({ error: '등록 시 자동 발송은 true 또는 false여야 합니다.' })
    .meta({ description: '새 참석자에게 QR 자동 발송' }),
  emailFirst: z
    .boolean({ error: '이메일 우선은 true 또는 false여야 합니다.' })
    .meta({ description: '전화번호와 이메일이 모두 있으면 이메일로 발송' }),
  eventId: eventIdField,
});
export type MessageSettingsInput = z.output<typeof messageSettingsBody>;
