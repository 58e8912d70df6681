import { BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

import { nameTick } from '../../lib/text/name-tick';
import { AXIS_HEIGHT, BESIDE_CHART_WIDTH, CHART_WIDTH, count, MAX_PLOT_HEIGHT } from './chart-size';
import { ChartLegend, type ChartSeries } from './chart-legend';
import { seriesBars } from './series-bars';

/**
 * The two sizes of a row chart: as wide as the A4 page's content, or narrow enough for its table beside it.
 * `nameWidth` is the names' column (names of 12 px, reports.css .report-bar-name, up to 12 px less: the tick);
 * `valueRoom` is room right of the longest bar for its number.
 */
const SIZES = {
  page: { width: CHART_WIDTH, nameWidth: 170, valueRoom: 56 },
  beside: { width: BESIDE_CHART_WIDTH, nameWidth: 112, valueRoom: 36 },
} as const;

/** Room between a name's end and the bars: the tick and its gap. */
const TICK_ROOM = 12;

interface RowChartProps<T extends { name: string }> {
  /** One row per item, in the given order: its name on the left, a bar per series. */
  rows: readonly T[];
  series: readonly ChartSeries[];
  /** Drawn narrower (BESIDE_CHART_WIDTH), for a table beside it on the A4 page. */
  beside?: boolean;
  /** Say which series the colours are (when there are several). */
  legend?: boolean;
  testId?: string;
}

/** A name on the left, shortened to fit, the full name on hover and in the table. */
const NAME_TICKS = {
  page: nameTick(SIZES.page.nameWidth - TICK_ROOM, 'report-bar-name'),
  beside: nameTick(SIZES.beside.nameWidth - TICK_ROOM, 'report-bar-name'),
};

/**
 * Horizontal bars at a fixed size (chart-size.ts), a row per item with the numbers at the bars' ends; a long
 * list gets thinner rows so that the chart stays within MAX_PLOT_HEIGHT. Nothing animates: the drawing is
 * complete at once (printing).
 */
export function RowChart<T extends { name: string }>({
  rows,
  series,
  beside = false,
  legend = false,
  testId,
}: RowChartProps<T>) {
  const size = beside ? 'beside' : 'page';
  const { width, nameWidth, valueRoom } = SIZES[size];
  const natural = series.length > 1 ? 34 : 26;
  const rowHeight = Math.max(12, Math.min(natural, Math.floor(MAX_PLOT_HEIGHT / Math.max(rows.length, 1))));
  const barSize = Math.max(4, Math.floor((rowHeight * 0.7) / series.length));
  const labelled = rowHeight >= 16;
  return (
    <figure className="report-chart" data-testid={testId}>
      {legend && <ChartLegend series={series} />}
      <BarChart
        layout="vertical"
        width={width}
        height={rows.length * rowHeight + AXIS_HEIGHT + 8}
        data={rows}
        margin={{ top: 4, right: labelled ? valueRoom : 16, bottom: 4, left: 4 }}
        barGap={1}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} tickFormatter={count} height={AXIS_HEIGHT - 6} />
        <YAxis type="category" dataKey="name" width={nameWidth} interval={0} tick={NAME_TICKS[size]} />
        <Tooltip formatter={count} isAnimationActive={false} />
        {seriesBars(series, { position: 'right', labelled, barSize })}
      </BarChart>
    </figure>
  );
}
