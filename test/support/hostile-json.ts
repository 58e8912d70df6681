import fc from 'fast-check';
import {
  NUMBER_STRINGS,
  ODD_BUT_VALID,
  ODD_CHARACTERS,
  ODD_NUMBERS,
  ODD_STRINGS,
  PATH_IDS,
  SUSPICIOUS_KEYS,
  UNSTORABLE,
} from './hostile-corpus.js';

/**
 * Generators of hostile input for the JSON endpoints' property tests: odd and huge strings, numbers in every
 * disguise, ids no database holds, bodies with fields replaced, missing or added, bodies that are not objects
 * or not JSON, and wrong content types (the fixed values are in hostile-corpus.ts).
 */

const oddUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_CHARACTERS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

/** A string of odd characters, or one of the odd whole strings. */
export const oddString = (maxLength = 40): fc.Arbitrary<string> =>
  fc.oneof(fc.constantFrom(...ODD_STRINGS), fc.string({ unit: oddUnit, maxLength }));

/** 100,000 characters (up to 400 KB of UTF-8: under the 1 MB body limit). */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', '가', '😀', '\u0301', '\u200b', ' ', '\ud800', '9'), fc.boolean())
  .map(([c, padded]) => {
    const huge = c.repeat(Math.ceil(100_000 / c.length));
    return padded ? ` ${huge} ` : huge;
  });

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS),
  fc.integer(),
  fc.double(), // NaN and ±Infinity become null in JSON
);

/** Any JSON value a client could send in place of a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString() },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_STRINGS) },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: hugeString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [1],
      ['a'],
      { $gt: '' },
      { toString: 'x' },
    ),
  },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v) ?? 'null')) },
);

/** A body as it goes on the wire. */
export interface WireBody {
  /** The bytes (a string is sent as UTF-8); undefined sends no body. */
  body: string | Uint8Array<ArrayBuffer> | undefined;
  /** undefined sends no Content-Type header. */
  contentType: string | undefined;
  /** The JSON object the body holds, when it is one (what a 2xx answer is checked against). */
  sent?: Record<string, unknown>;
}

/** A change made to a valid body, shown by its label when a property fails. */
export interface Mutation {
  label: string;
  apply(valid: Record<string, unknown>): WireBody;
  /** The label: what fast-check prints for a counterexample. */
  toString(): string;
  /** A body the endpoint must accept (odd but valid text in a free-text field). */
  mustAccept?: boolean;
}

const JSON_TYPE = 'application/json';
const shown = (v: unknown) => {
  const text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return text.length > 80 ? `${text.slice(0, 80)}…(${text.length})` : text;
};
const mutation = (label: string, apply: Mutation['apply']): Mutation => ({
  label,
  apply,
  toString: () => label,
});

/** An object with exactly these own keys (`__proto__` included, as JSON.parse would make it). */
export function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

export const jsonBody = (sent: Record<string, unknown>): WireBody => ({
  body: JSON.stringify(sent),
  contentType: JSON_TYPE,
  sent,
});

/**
 * Each odd-but-valid value in each of `fields`, for fast-check's `examples` (run before the random ones): the
 * free-text fields among `mustAccept` must take every one of them, and all must read back exactly.
 */
export function oddButValidExamples(
  fields: readonly string[],
  mustAccept: readonly string[] = [],
): Mutation[] {
  return fields.flatMap((key) =>
    ODD_BUT_VALID.map((value) => ({
      ...mutation(`${key} = ${shown(value)}`, (v) => jsonBody({ ...v, [key]: value })),
      mustAccept: mustAccept.includes(key),
    })),
  );
}

/** Bodies that are not a JSON object, or not JSON, or not sent as JSON. */
const RAW_BODIES: [string, WireBody][] = [
  ['no body', { body: undefined, contentType: undefined }],
  ['empty JSON body', { body: '', contentType: JSON_TYPE }],
  ['JSON null', { body: 'null', contentType: JSON_TYPE }],
  ['JSON string', { body: '"text"', contentType: JSON_TYPE }],
  ['JSON number', { body: '42', contentType: JSON_TYPE }],
  ['JSON true', { body: 'true', contentType: JSON_TYPE }],
  ['empty array', { body: '[]', contentType: JSON_TYPE }],
  ['truncated JSON', { body: '{"name": "김', contentType: JSON_TYPE }],
  ['trailing comma', { body: '{"a": 1,}', contentType: JSON_TYPE }],
  ['single quotes', { body: "{'a': 1}", contentType: JSON_TYPE }],
  ['two objects', { body: '{}{}', contentType: JSON_TYPE }],
  ['NaN literal', { body: '{"a": NaN}', contentType: JSON_TYPE }],
  ['BOM then JSON', { body: '\ufeff{}', contentType: JSON_TYPE }],
  ['deep nesting', { body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, contentType: JSON_TYPE }],
  ['deep object', { body: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, contentType: JSON_TYPE }],
  [
    'invalid UTF-8',
    {
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xc0, 0x22, 0x7d]),
      contentType: JSON_TYPE,
    },
  ],
  ['over the 1 MB limit', { body: JSON.stringify({ name: 'a'.repeat(1_100_000) }), contentType: JSON_TYPE }],
  ['binary', { body: new Uint8Array([0, 1, 2, 0xff, 0xfe, 0x80]), contentType: 'application/octet-stream' }],
  // the server also reads form-encoded bodies (app.factory.ts): their fields are plain strings
  [
    'form encoded',
    {
      body: 'name=%EA%B9%80+%20&eventId=1',
      contentType: 'application/x-www-form-urlencoded',
      sent: { name: '김  ', eventId: '1' },
    },
  ],
  ['XML', { body: '<a>1</a>', contentType: 'application/xml' }],
  ['multipart without boundary', { body: '--x\r\n', contentType: 'multipart/form-data' }],
  ['UTF-16 JSON', { body: '{}', contentType: 'application/json; charset=utf-16' }],
  ['latin1 JSON', { body: '{}', contentType: 'application/json; charset=latin1' }],
  ['unknown charset', { body: '{}', contentType: 'application/json; charset=klingon' }],
  ['bad content type', { body: '{}', contentType: '}{;;' }],
];

/** The valid body sent in a wrong way: as text/plain, without a type, or with a JSON-ish other type. */
const WRONG_TYPES = [
  undefined,
  'text/plain',
  'text/html',
  'application/javascript',
  'application/json-patch+json',
];

/**
 * Every kind of hostile body made from a valid one: one field replaced by a hostile value, fields left out,
 * suspicious or random fields added, the whole body replaced, or the valid body sent with the wrong type.
 */
export function bodyMutations(
  fields: readonly string[],
  opts: { otherEventId?: number } = {},
): fc.Arbitrary<Mutation> {
  const field = fc.constantFrom(...fields);
  const extraValue = fc.oneof(
    hostileValue,
    fc.constant(opts.otherEventId ?? 999_999),
    fc.constant({ polluted: true, isAdmin: true }),
  );
  const extraKey = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...SUSPICIOUS_KEYS) },
    { weight: 1, arbitrary: oddString(12) },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(mutation('valid', (v) => jsonBody({ ...v }))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(field, fc.constantFrom(...UNSTORABLE), fc.constantFrom('start', 'middle', 'end'))
        .map(([key, bad, where]) =>
          mutation(`${key} with ${shown(bad)} at the ${where}`, (v) => {
            const text = String(v[key]);
            const at = where === 'start' ? 0 : where === 'end' ? text.length : text.length >> 1;
            return jsonBody({ ...v, [key]: `${text.slice(0, at)}${bad}${text.slice(at)}` });
          }),
        ),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(field, hostileValue)
        .map(([key, value]) =>
          mutation(`${key} = ${shown(value)}`, (v) =>
            jsonBody(ownObject([...Object.entries(v), [key, value]])),
          ),
        ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(field, fc.constantFrom(...ODD_BUT_VALID))
        .map(([key, value]) => mutation(`${key} = ${shown(value)}`, (v) => jsonBody({ ...v, [key]: value }))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(field, fc.constantFrom('trailing spaces', 'number', 'upper case'))
        .map(([key, how]) =>
          mutation(`${key} as ${how}`, (v) => {
            const value = v[key];
            const changed =
              how === 'number' && typeof value === 'string' && /^\d+$/.test(value)
                ? Number(value)
                : how === 'number' && typeof value === 'number'
                  ? String(value)
                  : how === 'upper case' && typeof value === 'string'
                    ? value.toUpperCase()
                    : typeof value === 'string'
                      ? `  ${value}\u3000`
                      : value;
            return jsonBody({ ...v, [key]: changed });
          }),
        ),
    },
    {
      weight: 3,
      arbitrary: fc
        .subarray([...fields], { minLength: 1 })
        .map((missing) =>
          mutation(`without ${missing.join(', ')}`, (v) =>
            jsonBody(Object.fromEntries(Object.entries(v).filter(([k]) => !missing.includes(k)))),
          ),
        ),
    },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.tuple(extraKey, extraValue), { minLength: 1, maxLength: 4 })
        .map((extra) =>
          mutation(`with ${extra.map(([k, x]) => `${shown(k)}: ${shown(x)}`).join(', ')}`, (v) =>
            jsonBody(ownObject([...Object.entries(v), ...extra])),
          ),
        ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...RAW_BODIES).map(([label, wire]) => mutation(label, () => wire)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('array of it', 'array').map((how) =>
        mutation(how, (v) => ({
          body: JSON.stringify(how === 'array' ? Object.values(v) : [v]),
          contentType: JSON_TYPE,
        })),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...WRONG_TYPES).map((type) =>
        mutation(`valid as ${type ?? 'no type'}`, (v) => ({
          body: type === undefined ? new TextEncoder().encode(JSON.stringify(v)) : JSON.stringify(v),
          contentType: type,
        })),
      ),
    },
  );
}

/** A path segment: a listed odd id, a number of any size or sign, or random text percent-encoded. */
export const pathId: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PATH_IDS) },
  { weight: 2, arbitrary: fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: 10n ** 15n, max: 10n ** 30n }).map(String) },
  {
    weight: 2,
    arbitrary: oddString(20)
      .map((s) => encodeURIComponent(wellFormed(s)))
      .filter((s) => s !== '' && s !== '.' && s !== '..'),
  },
);

/** A query value: a hostile string, or several (a repeated parameter); queryString() encodes them. */
export const queryValue: fc.Arbitrary<string[]> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(...NUMBER_STRINGS, ...PATH_IDS.map(decodeOrSelf)).map((v): string[] => [v]),
  },
  { weight: 3, arbitrary: oddString(20).map((v): string[] => [v]) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('1', '2', 'a', ''), { minLength: 2, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant<string[]>(['x'.repeat(3000)]) },
);

function decodeOrSelf(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text with each lone surrogate (which a URL cannot carry) replaced by U+FFFD, as a browser does. */
export const wellFormed = (s: string) => s.replace(LONE_SURROGATE, '\ufffd');

/** `name=value` pairs, each value UTF-8 percent-encoded (lone surrogates as U+FFFD). */
export function queryString(params: Record<string, string[] | undefined>): string {
  const parts: string[] = [];
  for (const [name, values] of Object.entries(params))
    for (const value of values ?? []) parts.push(`${name}=${encodeURIComponent(wellFormed(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Idempotency-Key header values: fine ones, and blank or too long ones (a Korean 400). */
export const idempotencyKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '   ', 'x'.repeat(101), 'é'.repeat(100), 'a b', '\u00ff\u00fe'),
  },
);
