import { describe, expect, it } from 'vitest';

import { dayWithWeekday, minuteText, percentNumber, withShares } from './report-format';

describe('percentNumber', () => {
  it('writes a share as a percent with at most one decimal', () => {
    expect(percentNumber(0.4531)).toBe('45.3');
    expect(percentNumber(0.45)).toBe('45');
    expect(percentNumber(1)).toBe('100');
    expect(percentNumber(0)).toBe('0');
    expect(percentNumber(2 / 3)).toBe('66.7');
  });

  it('groups the digits of a share over 10 (a lecture filled ten times over)', () => {
    expect(percentNumber(12.345)).toBe('1,234.5');
  });

  it('is null without a share', () => {
    expect(percentNumber(null)).toBeNull();
    expect(percentNumber(Number.NaN)).toBeNull();
  });
});

describe('minuteText', () => {
  it('cuts the seconds and puts a space for the T', () => {
    expect(minuteText('2026-11-27T18:05:59')).toBe('2026-11-27 18:05');
  });
});

describe('dayWithWeekday', () => {
  it('adds the Korean weekday', () => {
    expect(dayWithWeekday('2026-11-27')).toBe('2026-11-27 (금)');
    expect(dayWithWeekday('2026-11-29')).toBe('2026-11-29 (일)');
  });

  it('leaves what is not a day as it is', () => {
    expect(dayWithWeekday('someday')).toBe('someday');
  });
});

describe('withShares', () => {
  it('gives each count its share of the sum', () => {
    expect(
      withShares([
        { type: 'PRE', count: 3 },
        { type: 'ONSITE', count: 1 },
      ]),
    ).toEqual([
      { type: 'PRE', count: 3, share: 0.75 },
      { type: 'ONSITE', count: 1, share: 0.25 },
    ]);
  });

  it('has no share while the sum is 0', () => {
    expect(withShares([{ count: 0 }])).toEqual([{ count: 0, share: null }]);
  });
});
