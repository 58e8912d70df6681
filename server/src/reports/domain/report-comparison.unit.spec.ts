import { describe, expect, it } from 'vitest';
import { boothKey, changeOf, compareBooth, compareFigures } from './report-comparison.js';

const figures = (registered: number, entered: number, visits = 0, unique = 0, checkIns = 0) => ({
  registered,
  entered,
  boothVisits: visits,
  uniqueVisitors: unique,
  lectureCheckIns: checkIns,
});

describe('전년 대비', () => {
  it('puts each figure beside the other event’s with its change, in the page’s order', () => {
    expect(compareFigures(figures(200, 150, 900, 120, 60), figures(100, 50, 1000, 120, 0))).toEqual([
      { metric: 'registered', current: 200, previous: 100, change: 100, changeRate: 1 },
      { metric: 'entered', current: 150, previous: 50, change: 100, changeRate: 2 },
      { metric: 'entryRate', current: 0.75, previous: 0.5, change: 0.25, changeRate: 0.5 },
      { metric: 'boothVisits', current: 900, previous: 1000, change: -100, changeRate: -0.1 },
      { metric: 'uniqueVisitors', current: 120, previous: 120, change: 0, changeRate: 0 },
      { metric: 'lectureCheckIns', current: 60, previous: 0, change: 60, changeRate: null },
    ]);
  });

  it('has no 입장률 for an event without registrations, and so no change of it', () => {
    const [, , rate] = compareFigures(figures(10, 5), figures(0, 0));
    expect(rate).toEqual({
      metric: 'entryRate',
      current: 0.5,
      previous: null,
      change: null,
      changeRate: null,
    });
  });

  it('gives no relative change from 0', () => {
    expect(changeOf(5, 0)).toEqual({ change: 5, changeRate: null });
    expect(changeOf(0, 0)).toEqual({ change: 0, changeRate: null });
  });

  it('matches booths by their trimmed names and compares their unique visitors', () => {
    expect(boothKey('  AI 체험관 ')).toBe(boothKey('AI 체험관'));
    const other = { eventId: 1, name: '2025 엑스포', period: '', boothId: 7, uniqueVisitors: 40 };
    expect(compareBooth(50, other)).toEqual({ ...other, change: 10, changeRate: 0.25 });
  });
});
