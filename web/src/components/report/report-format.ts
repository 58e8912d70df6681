import { percent } from '@expo/contract/report-figures';

/**
 * How the report writes its figures: a share as a percent with one decimal ('45.3'), the time the report was
 * made to the minute, a day with its weekday, a name shortened to fit a chart's axis.
 */

/**
 * A share 0–1 as a percent with at most one decimal ('45.3', '100'), the workbook's number (`percent`) written
 * out, or null when there is none.
 */
export function percentNumber(share: number | null): string | null {
  const value = share === null || !Number.isFinite(share) ? null : percent(share);
  return value === null ? null : value.toLocaleString('ko-KR', { maximumFractionDigits: 1 });
}

/** 'YYYY-MM-DDTHH:mm:ss' (Korean time) as 'YYYY-MM-DD HH:mm'. */
export function minuteText(dateTime: string): string {
  return dateTime.slice(0, 16).replace('T', ' ');
}

const WEEKDAYS = '일월화수목금토';

/** 'YYYY-MM-DD' with its weekday: '2026-11-27 (금)'. */
export function dayWithWeekday(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return Number.isNaN(weekday) ? day : `${day} (${WEEKDAYS[weekday]})`;
}

/** The share of each count in their sum (null while the sum is 0). */
export function withShares<T extends { count: number }>(
  items: readonly T[],
): (T & { share: number | null })[] {
  const total = items.reduce((sum, item) => sum + item.count, 0);
  return items.map((item) => ({ ...item, share: total === 0 ? null : item.count / total }));
}
