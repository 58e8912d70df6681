import { hourLabel } from '@expo/contract/report-figures';
import type { BoothReport } from '@expo/contract/reports';
import { BESIDE_CHART_WIDTH, CHART_WIDTH } from '../../components/chart/chart-size';

/**
 * How the 부스 성과 보고서 lays its figures out: the `data-figure` key of each number, the hours of each day, the
 * comparison with the event's median booth.
 */

/** `boothReport.<boothId>.<key>`: the `data-figure` of one number of one booth's report. */
export const boothFigure = (boothId: number, key: string): string => `boothReport.${String(boothId)}.${key}`;

export interface HourColumn {
  hour: number;
  /** '14시' */
  label: string;
  visits: number;
}

/** One day of the 시간대별 방문: every hour from its first to its last visit, and the day's sum. */
export interface VisitDay {
  day: string;
  hours: HourColumn[];
  total: number;
}

/**
 * The server sends only the hours with a visit: per day (oldest first), every hour from the first to the last
 * one with a visit, the quiet ones between as zeros.
 */
export function visitDays(hourly: BoothReport['hourly']): VisitDay[] {
  const byDay = new Map<string, Map<number, number>>();
  for (const { day, hour, visits } of hourly) {
    const hours = byDay.get(day) ?? new Map<number, number>();
    hours.set(hour, (hours.get(hour) ?? 0) + visits);
    byDay.set(day, hours);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, visitsByHour]) => {
      const first = Math.min(...visitsByHour.keys());
      const last = Math.max(...visitsByHour.keys());
      const hours = Array.from({ length: last - first + 1 }, (_, i): HourColumn => {
        const hour = first + i;
        return { hour, label: hourLabel(hour), visits: visitsByHour.get(hour) ?? 0 };
      });
      return { day, hours, total: hours.reduce((sum, column) => sum + column.visits, 0) };
    });
}

/**
 * A day's chart: room for the value axis and 30 px a column, its table beside it up to 12 hours; a longer day
 * takes the page's width (its table below).
 */
export function hourlyChartWidth(columns: number): number {
  const hours = Math.max(columns, 1);
  return hours <= 12 ? Math.min(BESIDE_CHART_WIDTH, 80 + hours * 30) : CHART_WIDTH;
}

export interface MedianComparison {
  kind: 'more' | 'less' | 'same';
  /** How many visitors more or fewer than the median booth (never negative; a median may end in .5). */
  difference: number;
}

/** The booth's unique visitors against the event's median booth. */
export function compareWithMedian(uniqueVisitors: number, eventMedian: number): MedianComparison {
  const difference = Math.round(Math.abs(uniqueVisitors - eventMedian) * 10) / 10;
  if (difference === 0) return { kind: 'same', difference };
  return { kind: uniqueVisitors > eventMedian ? 'more' : 'less', difference };
}

/** 'YYYY-MM-DDTHH:mm:ss' (Korean time) as the visitor list writes it: 'MM-DD HH:mm'. */
export const visitTime = (visitedAt: string): string => visitedAt.slice(5, 16).replace('T', ' ');

/** Whether the booth has any visit to draw (otherwise one sentence stands for the charts). */
export const hasVisits = (report: Pick<BoothReport, 'visits' | 'uniqueVisitors'>): boolean =>
  report.visits > 0 || report.uniqueVisitors > 0;
