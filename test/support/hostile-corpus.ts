/**
 * The fixed part of the hostile input (test/support/hostile-json.ts makes the random part from it): characters
 * and strings that break naive code, text every field must take, numbers in disguise, suspicious keys, ids.
 */

/** Characters that break naive code: lone surrogates, NUL and controls, zero-width, bidi, combining, jamo. */
export const ODD_CHARACTERS = [
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\t',
  '\n',
  '\u200b', // zero-width space
  '\u200d', // zero-width joiner
  '\u2060', // word joiner
  '\ufeff', // byte order mark
  '\u202e', // right-to-left override
  '\u200f', // right-to-left mark
  '\u0645', // Arabic
  '\u05d0', // Hebrew
  '\u0301', // combining acute accent
  '\u0336', // combining long stroke overlay
  '\u1100', // Hangul choseong kiyeok (jamo)
  '\u1161', // Hangul jungseong a
  '\u11a8', // Hangul jongseong kiyeok
  '\u3131', // Hangul compatibility jamo
  '가',
  '힣',
  '😀',
  '👩‍💻', // ZWJ sequence
  '🇰🇷', // regional indicators
  '\u2028',
  '\u00a0',
  '\uffff',
  '\ufffd',
  '𝔘', // astral letter
  '%',
  '_',
  '\\',
  "'",
  '"',
  '<',
];

/** Whole strings that have broken servers before. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\t \n',
  '\u3000', // ideographic space
  '<script>alert(1)</script>',
  "'; DROP TABLE attendees; --",
  '%00',
  '\\u0000',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '=1+1',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  'true',
  '[]',
  '{}',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇', // stacked combining marks
  '\u1112\u1161\u11ab\u1100\u1173\u11af', // 한글 as conjoining jamo (NFD)
  '\u202eevil\u202c',
  '👨‍👩‍👧‍👦'.repeat(3),
  '\ud83d', // half an emoji
  'a\ude00b',
  'x\u0000y',
];

/** What no stored text can hold (lone surrogates, NUL, controls), to be put inside an otherwise valid value. */
export const UNSTORABLE = [
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\udc00\ud800',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
];

/** Strange text every text field must take and give back exactly (trimmed): what real names look like too. */
export const ODD_BUT_VALID = [
  ' 김민수 ',
  '\u3000이서연\u3000',
  '😀👩‍💻🇰🇷',
  '\u202e역방향\u202c',
  'Zoë e\u0301',
  '\u1112\u1161\u11ab', // 한 as conjoining jamo
  'a\u200bb\u200d',
  'שלום عليكم',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '<script>alert(1)</script>',
  "O'Brien; --",
  '=SUM(A1)',
  '%_\\',
  '12345678',
  '  pass word  ',
];

/** Numbers written as strings, in the forms JavaScript's Number() takes and the ones it does not. */
export const NUMBER_STRINGS = [
  '1',
  '7',
  ' 7 ',
  '07',
  '0',
  '-1',
  '+1',
  '1.0',
  '1.5',
  '1e3',
  '1e-3',
  '0x10',
  '0b11',
  '1_000',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '１', // fullwidth digit
  '١', // Arabic-Indic digit
  '',
];

/** Numbers no id is: negative, zero, fractional, over 32 bits, over 2^53, and the IEEE oddities. */
export const ODD_NUMBERS = [0, -0, -1, 1.5, -2_147_483_648, 2_147_483_648, 2 ** 53 + 2, 1e20, 1e308, 5e-324];

/** Keys a careless server might honour: prototype pollution, ids and columns clients must not set. */
export const SUSPICIOUS_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'eventId',
  'createdAt',
  'visitCount',
  'passwordHash',
  'password_hash',
  'toString',
  'hasOwnProperty',
  'boothId',
  'userId',
  '',
  '가',
];

/** Path segments that are no id, or an id in an odd spelling, URL-encoded as a client would send them. */
export const PATH_IDS = [
  'abc',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999',
  '2147483648',
  '%00',
  '%ff',
  '%E2%80%8B1', // zero-width space before 1
  '%20',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1%3B2',
  '%EF%BC%91', // fullwidth 1
  '__proto__',
  'constructor',
  '%2F',
  '9'.repeat(5000),
  'x'.repeat(5000),
];
