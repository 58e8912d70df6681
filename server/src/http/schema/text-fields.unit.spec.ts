import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacters, text } from '@expo/contract/fields';
import { parseWith } from './validation-error.js';

const name = { parse: (raw: unknown) => parseWith(text('이름', { max: 5 }), raw) };
const refusal = (message: string) =>
  expect.objectContaining({ status: 400, code: 'VALIDATION.INVALID', message });

describe('text fields', () => {
  it('keeps emoji, Hangul jamo, combining marks, zero-width and right-to-left text as sent (trimmed)', () => {
    for (const value of ['😀👩‍💻', '\u1100\u1161\u11a8', 'e\u0301', 'a\u200bb', '\u05e9\u05dc\u05d5\u05dd'])
      expect(name.parse(` ${value} `)).toBe(value);
  });
  it('counts a surrogate pair as one character', () => {
    expect(name.parse('😀😀😀😀😀')).toBe('😀😀😀😀😀');
    expect(() => name.parse('😀😀😀😀😀😀')).toThrow(refusal('이름은 5자 이하로 입력하세요.'));
  });
  it('refuses lone surrogates and control characters with a Korean 400', () => {
    for (const value of ['a\ud800', '\udc00b', 'a\udc00\ud800b', 'a\u0000b', 'a\u001fb', 'a\u007fb'])
      expect(() => name.parse(value)).toThrow(refusal('이름에 사용할 수 없는 문자가 있습니다.'));
  });
});

describe('hasUnstorableCharacters', () => {
  it('finds a high surrogate without its low half, a low one without its high half, and C0 controls', () => {
    expect(hasUnstorableCharacters('\ud83d')).toBe(true);
    expect(hasUnstorableCharacters('\ude00x')).toBe(true);
    expect(hasUnstorableCharacters('\ude00\ud83d')).toBe(true);
    expect(hasUnstorableCharacters('x\u0000')).toBe(true);
  });
  it('lets well-formed text through, astral characters included', () => {
    expect(hasUnstorableCharacters('\ud83d\ude00 김민수 \u200f\ufeff')).toBe(false);
  });
});
