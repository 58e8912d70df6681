import { describe, expect, it } from 'vitest';
import { idParam, keywordField } from '@expo/contract/fields';
import { parseWith } from './validation-error.js';

const parseId = (raw: string, label: string) => parseWith(idParam(label), raw);
const parseKeyword = (raw: unknown) => parseWith(keywordField, raw);

const refusal = (code: string) => expect.objectContaining({ status: 400, code });

describe('parseId', () => {
  it('takes a positive PostgreSQL integer written in plain digits', () => {
    expect(parseId('42', '부스 ID')).toBe(42);
    expect(parseId('2147483647', '부스 ID')).toBe(2_147_483_647);
  });
  it('refuses every other spelling with a Korean 400', () => {
    for (const raw of [
      'abc',
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      '2147483648',
      '99999999999999999999',
      '\u0000',
      '１',
      '',
    ])
      expect(() => parseId(raw, '부스 ID')).toThrow(refusal('VALIDATION.ID'));
  });
});

describe('parseKeyword', () => {
  it('is empty when absent and trimmed otherwise', () => {
    expect(parseKeyword(undefined)).toBe('');
    expect(parseKeyword('  김민수 ')).toBe('김민수');
  });
  it('cuts a long keyword to 100 whole characters (never half an emoji)', () => {
    expect(parseKeyword('a'.repeat(150))).toBe('a'.repeat(100));
    const cut = parseKeyword(`a${'😀'.repeat(120)}`);
    expect([...cut]).toHaveLength(100);
    expect(cut).toBe(`a${'😀'.repeat(99)}`);
  });
  it('refuses a repeated parameter and characters PostgreSQL cannot take with a Korean 400', () => {
    for (const raw of [['a', 'b'], 'a\u0000b', 'a\u0001', '\ud800'])
      expect(() => parseKeyword(raw)).toThrow(refusal('VALIDATION.KEYWORD'));
  });
});
