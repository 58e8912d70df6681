import { describe, expect, it } from 'vitest';
import { MAX_SHEET_NAME, sheetName, uniqueSheetNames } from './sheet-names.js';

describe('sheet names Excel opens', () => {
  it('replaces the characters Excel refuses and keeps the rest', () => {
    expect(sheetName('설문 1 [관람객]: 만족도/개선*점?')).toBe('설문 1 관람객 만족도 개선 점');
    expect(sheetName("'참가사' 설문'")).toBe("참가사' 설문");
  });

  it('cuts a long name to 31 characters, never inside a character, and names a blank one', () => {
    const long = '가'.repeat(40);
    expect(sheetName(long)).toBe('가'.repeat(MAX_SHEET_NAME));
    expect(sheetName(`${'가'.repeat(30)}😀끝`)).toBe('가'.repeat(30));
    expect(sheetName(' :: ')).toBe('시트');
    expect(sheetName('History')).toBe('시트');
  });

  it('makes repeats unique, whatever their case, within 31 characters and beside names taken', () => {
    const names = uniqueSheetNames(
      ['강연 현황', 'Survey', 'survey', '나'.repeat(40), '나'.repeat(35)],
      ['강연 현황'],
    );
    expect(names).toEqual([
      '강연 현황 (2)',
      'Survey',
      'survey (2)',
      '나'.repeat(31),
      `${'나'.repeat(27)} (2)`,
    ]);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(MAX_SHEET_NAME);
  });
});
