import { z } from 'zod';
import { withParticle } from './korean-particle.js';
import { refuse, VALIDATION_INVALID } from './schema-issue.js';
import { englishTextMessages } from './english-labels.js';

/**
 * Characters no stored text may hold: control characters (NUL is refused by PostgreSQL's text) and lone
 * UTF-16 surrogates (they have no UTF-8 form: PostgreSQL's jsonb refuses them, text would get U+FFFD).
 */
const UNSTORABLE =
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnstorableCharacters = (value: string): boolean => UNSTORABLE.test(value);

/** Length in characters as a person counts them: a surrogate pair (an emoji) is one. */
export const characterCount = (value: string): number => [...value].length;

interface TextOptions {
  /** At most this many characters (100 unless said). */
  max?: number;
  /** An empty value is '' instead of a refusal. */
  optional?: boolean;
  /** An empty value becomes this. */
  fallback?: string;
}

/** A string or a number (a phone number sent as one), as a text field of a form takes it. */
const scalar = (label: string, whenMissing: string) =>
  z.union([z.string(), z.number()], {
    error: (issue) => (issue.input == null ? whenMissing : `${label} 값의 형식이 올바르지 않습니다.`),
  });

/**
 * A text field with a Korean label used in every message: trimmed; required unless `optional` or a
 * `fallback` is given; at most `max` characters; no character PostgreSQL cannot store.
 */
export function text(label: string, opts: TextOptions = {}) {
  return textThen(label, opts, (value) => value);
}

/** A text field checked and shaped further by `then` (which may refuse with `refuse(ctx, …)`). */
export function textThen<T>(
  label: string,
  opts: TextOptions,
  then: (value: string, ctx: z.RefinementCtx) => T,
) {
  const max = opts.max ?? 100;
  const required = opts.fallback === undefined && !opts.optional;
  const missing = `${withParticle(label, '을/를')} 입력하세요.`;
  // a field of the walk-in form says it in English too (issue 50)
  const english = englishTextMessages(label);
  const input = scalar(label, missing).meta({ description: `${label} (${max}자 이하)` });
  return (required ? input : input.nullish()).transform((raw, ctx): T | string => {
    const value = raw === undefined || raw === null ? '' : String(raw).trim();
    if (value === '') {
      if (opts.fallback !== undefined) return opts.fallback;
      if (opts.optional) return '';
      return refuse(ctx, missing, VALIDATION_INVALID, english?.missing);
    }
    if (characterCount(value) > max)
      return refuse(
        ctx,
        `${withParticle(label, '은/는')} ${max}자 이하로 입력하세요.`,
        VALIDATION_INVALID,
        english?.tooLong(max),
      );
    if (hasUnstorableCharacters(value))
      return refuse(
        ctx,
        `${label}에 사용할 수 없는 문자가 있습니다.`,
        VALIDATION_INVALID,
        english?.unstorable,
      );
    return then(value, ctx);
  }) as unknown as z.ZodType<T, string | number | null | undefined>;
}

/** One of a few codes (Y/N, ONSITE/PRE), in any letter case; empty is `fallback` when one is given. */
export function oneOf<const T extends string>(label: string, values: readonly T[], fallback?: T) {
  const message = `${withParticle(label, '은/는')} ${values.join(', ')} 중 하나여야 합니다.`;
  return z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .meta({ description: `${label}: ${values.join(' | ')}`, examples: [values[0]] })
    .transform((raw, ctx): T => {
      const value = raw === undefined || raw === null ? '' : String(raw).trim().toUpperCase();
      if (value === '' && fallback !== undefined) return fallback;
      if ((values as readonly string[]).includes(value)) return value as T;
      return refuse(ctx, message);
    });
}

/** An e-mail address, or '' when none is given. */
export const email = (label: string) =>
  textThen(label, { max: 200, optional: true }, (value, ctx) =>
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
      ? value
      : refuse(
          ctx,
          `${label} 형식이 올바르지 않습니다.`,
          VALIDATION_INVALID,
          englishTextMessages(label)?.invalid,
        ),
  );
