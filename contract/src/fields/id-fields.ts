import { z } from 'zod';
import { withParticle } from './korean-particle.js';
import { refuse } from './schema-issue.js';
import { englishIdMessage } from './english-labels.js';

/** The largest PostgreSQL integer: a bigger id is as wrong as a negative one. */
const MAX_ID = 2_147_483_647;

/** A positive integer id from a number or a string of digits (Number() would take '0x1F', '1e3' or '12.0'). */
function toId(raw: unknown): number | undefined {
  const n = typeof raw === 'string' ? (/^\d{1,15}$/.test(raw.trim()) ? Number(raw) : NaN) : raw;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : undefined;
}

/** An id in a JSON body (부스 ID, 참석자 ID, …). */
export function positiveInt(label: string) {
  const message = `${withParticle(label, '이/가')} 올바르지 않습니다.`;
  return z
    .union([z.number(), z.string()], { error: message })
    .meta({ description: label })
    .transform((raw, ctx): number => toId(raw) ?? refuse(ctx, message, undefined, englishIdMessage(label)));
}

/** An id in the path (`/api/booths/{id}`). */
export const idParam = (label: string) =>
  z
    .string()
    .meta({ description: label, pattern: '^[0-9]+$' })
    .transform(
      (raw, ctx): number =>
        toId(raw) ??
        refuse(
          ctx,
          `${withParticle(label, '이/가')} 올바르지 않습니다.`,
          'VALIDATION.ID',
          englishIdMessage(label),
        ),
    );

/**
 * The event a request names (`eventId` in the query or body): optional, since the token names it; its format
 * is checked here, whether it is the token's event by `scopedEventId`.
 */
export const eventIdField = z
  // any JSON value reaches the transform, so every wrong one gets the same code and message
  .unknown()
  .optional()
  .meta({ type: 'integer', minimum: 1, description: '이벤트 ID (생략하면 토큰의 행사)' })
  .transform((raw, ctx): number | undefined => {
    if (raw === undefined || raw === null || raw === '') return undefined;
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
    return Number.isSafeInteger(n) && n > 0
      ? n
      : refuse(ctx, '이벤트 ID가 올바르지 않습니다.', 'VALIDATION.EVENT_ID');
  });
