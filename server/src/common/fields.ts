import { badRequest } from './app-error.js';
import { withParticle } from './korean-particle.js';

/** A small declarative validator: each field has a Korean label used in every message. */
export interface FieldSpec<T> {
  label: string;
  parse(raw: unknown, label: string): T;
}

type Parsed<S> = { [K in keyof S]: S[K] extends FieldSpec<infer T> ? T : never };

const invalid = (message: string) => badRequest('VALIDATION.INVALID', message);

/**
 * Characters no stored text may hold: control characters (NUL is refused by PostgreSQL's text) and lone
 * UTF-16 surrogates (they have no UTF-8 form: PostgreSQL's jsonb refuses them, text would get U+FFFD).
 */
const UNSTORABLE =
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnstorableCharacters = (value: string): boolean => UNSTORABLE.test(value);

function asText(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

export function text(label: string, opts: { max?: number; optional?: boolean; fallback?: string } = {}) {
  const max = opts.max ?? 100;
  return {
    label,
    parse(raw: unknown): string {
      if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number')
        throw invalid(`${label} 값의 형식이 올바르지 않습니다.`);
      const value = asText(raw) ?? '';
      if (value === '') {
        if (opts.fallback !== undefined) return opts.fallback;
        if (opts.optional) return '';
        throw invalid(`${withParticle(label, '을/를')} 입력하세요.`);
      }
      if ([...value].length > max)
        throw invalid(`${withParticle(label, '은/는')} ${max}자 이하로 입력하세요.`);
      if (hasUnstorableCharacters(value)) throw invalid(`${label}에 사용할 수 없는 문자가 있습니다.`);
      return value;
    },
  } satisfies FieldSpec<string>;
}

export function oneOf<const T extends string>(label: string, values: readonly T[], fallback?: T) {
  return {
    label,
    parse(raw: unknown): T {
      const value = asText(raw)?.toUpperCase() ?? '';
      if (value === '' && fallback !== undefined) return fallback;
      if ((values as readonly string[]).includes(value)) return value as T;
      throw invalid(`${withParticle(label, '은/는')} ${values.join(', ')} 중 하나여야 합니다.`);
    },
  } satisfies FieldSpec<T>;
}

export function email(label: string) {
  return {
    label,
    parse(raw: unknown): string {
      const value = text(label, { max: 200, optional: true }).parse(raw);
      if (value !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
        throw invalid(`${label} 형식이 올바르지 않습니다.`);
      return value;
    },
  } satisfies FieldSpec<string>;
}

export function positiveInt(label: string) {
  return {
    label,
    parse(raw: unknown): number {
      // a string must be digits: Number() would take '0x1F', '1e3' or '12.0' for ids 31, 1000 and 12
      const n = typeof raw === 'string' ? (/^\d{1,15}$/.test(raw.trim()) ? Number(raw) : NaN) : raw;
      // ids are PostgreSQL integers: a bigger number is as wrong as a negative one
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647)
        throw invalid(`${withParticle(label, '이/가')} 올바르지 않습니다.`);
      return n;
    },
  } satisfies FieldSpec<number>;
}

/** Parses `body` by `schema`; unknown keys are ignored, the first bad field throws a Korean 400. */
export function parseFields<S extends Record<string, FieldSpec<unknown>>>(
  schema: S,
  body: unknown,
): Parsed<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw invalid('요청 본문이 올바르지 않습니다.');
  const source = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema)) out[key] = spec.parse(source[key], spec.label);
  return out as Parsed<S>;
}

/** Like parseFields, but only for the keys present in the body (partial updates). */
export function parsePresentFields<S extends Record<string, FieldSpec<unknown>>>(
  schema: S,
  body: unknown,
): Partial<Parsed<S>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw invalid('요청 본문이 올바르지 않습니다.');
  const source = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema))
    if (key in source) out[key] = spec.parse(source[key], spec.label);
  return out as Partial<Parsed<S>>;
}
