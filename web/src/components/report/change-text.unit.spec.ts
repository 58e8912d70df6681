import { describe, expect, it } from 'vitest';

import { changeDirection, changeText, countChangeText, percentChangeText } from './change-text';

describe('전년 대비 changes as the page writes them', () => {
  it('signs every change but 0', () => {
    expect(countChangeText(1204)).toBe('+1,204');
    expect(countChangeText(-3)).toBe('-3');
    expect(countChangeText(0)).toBe('0');
  });

  it('writes shares as signed percents with one decimal, none as -', () => {
    expect(percentChangeText(1 / 6)).toBe('+16.7');
    expect(percentChangeText(-1 / 3)).toBe('-33.3');
    expect(percentChangeText(null)).toBe('-');
  });

  it('writes 입장률’s change in points and the counts’ as counts', () => {
    const row = { current: 0, previous: 0, changeRate: null };
    expect(changeText({ ...row, metric: 'entryRate', change: 0.25 })).toBe('+25');
    expect(changeText({ ...row, metric: 'registered', change: 25 })).toBe('+25');
    expect(changeText({ ...row, metric: 'registered', change: null })).toBe('-');
    expect(changeDirection(-1)).toBe('down');
    expect(changeDirection(null)).toBe('same');
  });
});
