import { COMPARISON_METRICS, type ComparisonMetric } from '@expo/contract/report-figures';
import type { BoothComparison, ComparisonRow } from '@expo/contract/report-comparison';

/** One event's figures that 전년 대비 puts side by side (the report's and the dashboard's own counts). */
export interface ComparedFigures {
  registered: number;
  entered: number;
  boothVisits: number;
  uniqueVisitors: number;
  lectureCheckIns: number;
}

/** The change from `previous` to `current`, absolute and relative (none without both, relative none from 0). */
export function changeOf(current: number | null, previous: number | null) {
  if (current === null || previous === null) return { change: null, changeRate: null };
  const change = current - previous;
  return { change, changeRate: previous === 0 ? null : change / previous };
}

const entryRate = (figures: ComparedFigures) =>
  figures.registered > 0 ? figures.entered / figures.registered : null;

const valueOf = (figures: ComparedFigures, metric: ComparisonMetric): number | null =>
  metric === 'entryRate' ? entryRate(figures) : figures[metric];

/** Each figure of this event beside the other's, with the change, in COMPARISON_METRICS order. */
export function compareFigures(current: ComparedFigures, previous: ComparedFigures): ComparisonRow[] {
  return COMPARISON_METRICS.map((metric) => {
    const [now, then] = [valueOf(current, metric), valueOf(previous, metric)];
    return { metric, current: now, previous: then, ...changeOf(now, then) };
  });
}

/** The booth's name as two events' booths are matched: trimmed. */
export const boothKey = (name: string) => name.trim();

/** A booth of the other event and its unique visitors there. */
export interface OtherBooth {
  eventId: number;
  name: string;
  period: string;
  boothId: number;
  uniqueVisitors: number;
}

/** A booth's unique visitors beside those of the other event's booth of its name. */
export function compareBooth(uniqueVisitors: number, other: OtherBooth): BoothComparison {
  return { ...other, ...changeOf(uniqueVisitors, other.uniqueVisitors) };
}
