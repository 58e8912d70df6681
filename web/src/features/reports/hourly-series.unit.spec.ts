import { describe, expect, it } from 'vitest';

import { hourlyDays } from './hourly-series';

const hour = (day: string, h: number, entries: number, boothVisits = 0, lectureCheckIns = 0) => ({
  day,
  hour: h,
  entries,
  boothVisits,
  lectureCheckIns,
});

describe('hourlyDays', () => {
  it('fills the quiet hours between the first and the last of a day with zeros, and sums the day', () => {
    const [day] = hourlyDays([hour('2026-11-27', 9, 5, 1), hour('2026-11-27', 12, 2, 7, 3)]);
    expect(day.day).toBe('2026-11-27');
    expect(day.hours).toEqual([
      { hour: 9, entries: 5, boothVisits: 1, lectureCheckIns: 0 },
      { hour: 10, entries: 0, boothVisits: 0, lectureCheckIns: 0 },
      { hour: 11, entries: 0, boothVisits: 0, lectureCheckIns: 0 },
      { hour: 12, entries: 2, boothVisits: 7, lectureCheckIns: 3 },
    ]);
    expect(day.totals).toEqual({ entries: 7, boothVisits: 8, lectureCheckIns: 3 });
  });

  it('gives each day its own span, oldest day first, whatever order the hours came in', () => {
    const days = hourlyDays([
      hour('2026-11-28', 15, 1),
      hour('2026-11-27', 23, 1),
      hour('2026-11-28', 0, 4),
      hour('2026-11-27', 22, 2),
    ]);
    expect(days.map((d) => [d.day, d.hours.map((h) => h.hour)])).toEqual([
      ['2026-11-27', [22, 23]],
      ['2026-11-28', Array.from({ length: 16 }, (_, i) => i)],
    ]);
  });

  it('keeps a day of a single hour as that hour', () => {
    expect(hourlyDays([hour('2026-11-27', 0, 0, 0, 1)])[0].hours).toEqual([
      { hour: 0, entries: 0, boothVisits: 0, lectureCheckIns: 1 },
    ]);
  });

  it('is empty without records', () => {
    expect(hourlyDays([])).toEqual([]);
  });
});
