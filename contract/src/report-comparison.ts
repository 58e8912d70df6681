import { z } from 'zod';
import { eventIdField, requestQuery } from './fields.js';
import { refuse } from './fields/schema-issue.js';
import { COMPARISON_METRICS } from './report-figures.js';

/**
 * 전년 대비 (docs/REPORTS.md): the 결과보고서 of an event beside an earlier event's, the organiser's choice
 * (`?compareTo=`); the booths of both events by name beside each other.
 */

/** The other event a report is compared with: an event id, never this one (checked by the server). */
export const compareToField = z
  .unknown()
  .optional()
  .meta({ type: 'integer', minimum: 1, description: '비교할 행사 ID (전년 대비, 주최자만)' })
  .transform((raw, ctx): number | undefined => {
    if (raw === undefined || raw === null || raw === '') return undefined;
    // digits only: Number() would take '1e3' or '0x1F'
    const n =
      typeof raw === 'number'
        ? raw
        : typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim())
          ? Number(raw)
          : NaN;
    return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647
      ? n
      : refuse(ctx, '비교할 행사 ID(compareTo)가 올바르지 않습니다.', 'VALIDATION.COMPARE_TO');
  });

/** GET /api/reports/event and its download: the event, and the one to compare it with. */
export const eventReportQuery = requestQuery({ eventId: eventIdField, compareTo: compareToField });
export type EventReportQuery = z.output<typeof eventReportQuery>;

const change = {
  change: z.number().nullable().meta({ description: '증감: current − previous (입장률은 비율의 차, 0~1)' }),
  changeRate: z
    .number()
    .nullable()
    .meta({ description: '증감률: change ÷ previous, previous가 0이거나 없으면 null' }),
};

/** One figure of both events. */
export const comparisonRow = z.object({
  metric: z.enum(COMPARISON_METRICS),
  current: z.number().nullable().meta({ description: '이 행사 (입장률은 0~1, 등록이 없으면 null)' }),
  previous: z.number().nullable().meta({ description: '비교 행사' }),
  ...change,
});
export type ComparisonRow = z.output<typeof comparisonRow>;

/** The event compared with. */
const comparedEvent = {
  eventId: z.int(),
  name: z.string(),
  period: z.string().meta({ description: '비교 행사의 기간' }),
};

/** The report's 전년 대비: the other event, and each figure of both side by side, in COMPARISON_METRICS order. */
export const reportComparison = z.object({
  ...comparedEvent,
  rows: z.array(comparisonRow),
});
export type ReportComparison = z.output<typeof reportComparison>;

/** A booth's unique visitors in the other event, where a booth of the same name (trimmed) took part. */
export const boothComparison = z.object({
  ...comparedEvent,
  boothId: z.int().meta({ description: '비교 행사의 같은 이름 부스' }),
  uniqueVisitors: z.int().meta({ description: '비교 행사에서의 순방문자' }),
  ...change,
});
export type BoothComparison = z.output<typeof boothComparison>;
