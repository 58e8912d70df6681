import { describe, expect, it } from 'vitest';
import { cellText, UnreadableCell } from './excel-cell-text.js';
import { guardFormula, unguardFormula } from '../../excel/formula-guard.js';

describe('cellText', () => {
  it('reads plain values as a person sees them', () => {
    expect(cellText(null)).toBeUndefined();
    expect(cellText(undefined)).toBeUndefined();
    expect(cellText(' 김민수 ')).toBe(' 김민수 ');
    expect(cellText(42)).toBe('42');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date(Date.UTC(2026, 10, 21)))).toBe('2026-11-21');
    expect(cellText(new Date(Date.UTC(2026, 10, 21, 9, 5, 7)))).toBe('2026-11-21 09:05:07');
  });

  it('reads rich text, hyperlinks and formula results', () => {
    expect(cellText({ richText: [{ text: '한빛' }, { text: null }, { text: '전자' }] })).toBe('한빛전자');
    expect(cellText({ text: 'a@b.co', hyperlink: 'mailto:a@b.co' })).toBe('a@b.co');
    expect(cellText({ text: { richText: [{ text: '링크' }] }, hyperlink: 'http://x' })).toBe('링크');
    expect(cellText({ formula: 'A1&B1', result: '김민수' })).toBe('김민수');
    expect(cellText({ sharedFormula: 'A2', result: 7 })).toBe('7');
  });

  it('marks error values and formulas without a result as unreadable', () => {
    expect(cellText({ error: '#N/A' })).toEqual(new UnreadableCell('#N/A'));
    expect(cellText({ formula: 'VLOOKUP(1,A:B,2)' })).toEqual(new UnreadableCell('수식 결과 없음'));
    expect(cellText({ formula: 'X', result: { error: '#REF!' } })).toEqual(new UnreadableCell('#REF!'));
    expect(cellText(Number.NaN)).toBeInstanceOf(UnreadableCell);
    expect(cellText({ sharedString: 3 })).toBeInstanceOf(UnreadableCell);
  });

  it('gives a Korean phone number stored as a number its leading zero back', () => {
    const phone = (value: number) => cellText(value, { asPhone: true });
    expect(phone(1012345678)).toBe('01012345678');
    expect(phone(111234567)).toBe('0111234567');
    expect(phone(212345678)).toBe('0212345678');
    expect(phone(21234567)).toBe('021234567');
    expect(phone(311234567)).toBe('0311234567');
    expect(phone(7012345678)).toBe('07012345678');
    expect(phone(15881234)).toBe('15881234');
    expect(phone(821012345678)).toBe('821012345678');
    expect(cellText(1012345678)).toBe('1012345678');
  });
});

describe('formula guard', () => {
  it('puts an apostrophe before text a spreadsheet could take for a formula', () => {
    expect(['=1+1', '+82 10', '-5', '@a', '\tx', '\rx', "'=x", "''+x"].map(guardFormula)).toEqual([
      "'=1+1",
      "'+82 10",
      "'-5",
      "'@a",
      "'\tx",
      "'\rx",
      "''=x",
      "'''+x",
    ]);
    expect(['김민수', "'quoted", '010-1234', 'a=b', ''].map(guardFormula)).toEqual([
      '김민수',
      "'quoted",
      '010-1234',
      'a=b',
      '',
    ]);
  });

  it('is undone exactly by the reader', () => {
    for (const text of ['=1+1', '+82 10', "'=x", "''=x", "'quoted", "'", '김민수', '-', "'-"])
      expect(unguardFormula(guardFormula(text))).toBe(text);
  });
});
