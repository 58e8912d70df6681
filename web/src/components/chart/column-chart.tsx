import { BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

import { AXIS_HEIGHT, CHART_WIDTH, count } from './chart-size';
import { ChartLegend, type ChartSeries } from './chart-legend';
import { seriesBars } from './series-bars';

interface ColumnChartProps<T extends { label: string }> {
  /** One group of columns per item, left to right, under its label. */
  columns: readonly T[];
  series: readonly ChartSeries[];
  width?: number;
  height: number;
  /** The numbers on top of the columns (for a few columns of one series). */
  labelled?: boolean;
  legend?: boolean;
  testId?: string;
}

/**
 * Vertical bars at a fixed size (chart-size.ts), a group per item (an hour, a day). Nothing animates: the
 * drawing is complete at once (printing).
 */
export function ColumnChart<T extends { label: string }>({
  columns,
  series,
  width = CHART_WIDTH,
  height,
  labelled = false,
  legend = false,
  testId,
}: ColumnChartProps<T>) {
  return (
    <figure className="report-chart" data-testid={testId}>
      {legend && <ChartLegend series={series} />}
      <BarChart
        width={width}
        height={height}
        data={columns}
        margin={{ top: labelled ? 20 : 8, right: 8, bottom: 0, left: 0 }}
        barGap={1}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="label" interval={0} height={AXIS_HEIGHT} tick={{ fontSize: 11 }} />
        <YAxis allowDecimals={false} tickFormatter={count} width={44} tick={{ fontSize: 11 }} />
        <Tooltip formatter={count} isAnimationActive={false} />
        {seriesBars(series, { position: 'top', labelled, maxBarSize: 48 })}
      </BarChart>
    </figure>
  );
}
