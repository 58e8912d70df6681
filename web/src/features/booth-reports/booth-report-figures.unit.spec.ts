import { describe, expect, it } from 'vitest';
import {
  boothFigure,
  compareWithMedian,
  hasVisits,
  hourlyChartWidth,
  visitDays,
  visitTime,
} from './booth-report-figures';

describe('visitDays', () => {
  it('fills the quiet hours between the first and the last visit of each day, days oldest first', () => {
    const days = visitDays([
      { day: '2026-11-27', hour: 10, visits: 2 },
      { day: '2026-11-26', hour: 14, visits: 3 },
      { day: '2026-11-26', hour: 11, visits: 1 },
    ]);
    expect(days).toEqual([
      {
        day: '2026-11-26',
        hours: [
          { hour: 11, label: '11시', visits: 1 },
          { hour: 12, label: '12시', visits: 0 },
          { hour: 13, label: '13시', visits: 0 },
          { hour: 14, label: '14시', visits: 3 },
        ],
        total: 4,
      },
      { day: '2026-11-27', hours: [{ hour: 10, label: '10시', visits: 2 }], total: 2 },
    ]);
  });

  it('has no day without a visit', () => {
    expect(visitDays([])).toEqual([]);
  });
});

describe('compareWithMedian', () => {
  it('says more, fewer or the same, by how many', () => {
    expect(compareWithMedian(50, 8)).toEqual({ kind: 'more', difference: 42 });
    expect(compareWithMedian(3, 4.5)).toEqual({ kind: 'less', difference: 1.5 });
    expect(compareWithMedian(7, 7)).toEqual({ kind: 'same', difference: 0 });
  });
});

describe('hourlyChartWidth', () => {
  it('grows with the hours, leaves room for the table beside it up to 12 hours, and fits an A4 page', () => {
    expect(hourlyChartWidth(1)).toBe(110);
    expect(hourlyChartWidth(3)).toBeLessThan(hourlyChartWidth(4));
    expect(hourlyChartWidth(12)).toBe(440);
    expect(hourlyChartWidth(13)).toBe(680);
    expect(hourlyChartWidth(24)).toBe(680);
  });
});

describe('the small helpers', () => {
  it('names a figure, writes a visit time and tells a booth without visits', () => {
    expect(boothFigure(3, 'hourly.2026-11-26.14')).toBe('boothReport.3.hourly.2026-11-26.14');
    expect(visitTime('2026-11-26T14:05:09')).toBe('11-26 14:05');
    expect(hasVisits({ visits: 0, uniqueVisitors: 0 })).toBe(false);
    expect(hasVisits({ visits: 2, uniqueVisitors: 1 })).toBe(true);
  });
});
