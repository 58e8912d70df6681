import type { ReportHour } from '@expo/contract/reports';

/** The three figures of an hour, in the order the report shows them. */
export const HOURLY_KEYS = ['entries', 'boothVisits', 'lectureCheckIns'] as const;
export type HourlyKey = (typeof HOURLY_KEYS)[number];

export type HourPoint = Pick<ReportHour, 'hour' | HourlyKey>;

/** One day of the 시간대별 추이: its hours from the first to the last with a record, and their sums. */
export interface HourlyDay {
  day: string;
  hours: HourPoint[];
  totals: Record<HourlyKey, number>;
}

/**
 * The server sends only the hours with a record: per day (oldest first), every hour from the first to the
 * last one with a record, the quiet ones between as zeros.
 */
export function hourlyDays(hourly: readonly ReportHour[]): HourlyDay[] {
  const byDay = new Map<string, Map<number, ReportHour>>();
  for (const row of hourly) {
    const hours = byDay.get(row.day) ?? new Map<number, ReportHour>();
    hours.set(row.hour, row);
    byDay.set(row.day, hours);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, rows]) => {
      const first = Math.min(...rows.keys());
      const last = Math.max(...rows.keys());
      const hours = Array.from({ length: last - first + 1 }, (_, i): HourPoint => {
        const hour = first + i;
        const row = rows.get(hour);
        return {
          hour,
          entries: row?.entries ?? 0,
          boothVisits: row?.boothVisits ?? 0,
          lectureCheckIns: row?.lectureCheckIns ?? 0,
        };
      });
      const totals = { entries: 0, boothVisits: 0, lectureCheckIns: 0 };
      for (const point of hours) for (const key of HOURLY_KEYS) totals[key] += point[key];
      return { day, hours, totals };
    });
}
