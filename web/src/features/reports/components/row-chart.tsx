import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

import { AXIS_HEIGHT, CHART_WIDTH, count, MAX_PLOT_HEIGHT } from './chart-size';
import { ChartLegend, type ChartSeries } from './chart-legend';

/** Room for NAME_LENGTH characters of 12 px (reports.css .report-bar-name) and the tick. */
const NAME_WIDTH = 170;
const NAME_LENGTH = 13;

interface RowChartProps<T extends { name: string }> {
  /** One row per item, in the given order: its name on the left, a bar per series. */
  rows: readonly T[];
  series: readonly ChartSeries[];
  /** Say which series the colours are (when there are several). */
  legend?: boolean;
  testId?: string;
}

const shortName = (name: string) => (name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name);

/** A name on the left, shortened to fit, the full name on hover (an SVG <title>) and in the table. */
function NameTick({
  x,
  y,
  payload,
}: {
  x: number | string;
  y: number | string;
  payload: { value: unknown };
}) {
  const name = String(payload.value);
  return (
    <text x={x} y={y} dy="0.355em" textAnchor="end" className="report-bar-name">
      <title>{name}</title>
      {shortName(name)}
    </text>
  );
}

/**
 * Horizontal bars at a fixed size (chart-size.ts), a row per item with the numbers at the bars' ends; a long
 * list gets thinner rows so that the chart stays within MAX_PLOT_HEIGHT. Nothing animates: the drawing is
 * complete at once (printing).
 */
export function RowChart<T extends { name: string }>({
  rows,
  series,
  legend = false,
  testId,
}: RowChartProps<T>) {
  const natural = series.length > 1 ? 34 : 26;
  const rowHeight = Math.max(12, Math.min(natural, Math.floor(MAX_PLOT_HEIGHT / Math.max(rows.length, 1))));
  const barSize = Math.max(4, Math.floor((rowHeight * 0.7) / series.length));
  const labelled = rowHeight >= 16;
  return (
    <figure className="report-chart" data-testid={testId}>
      {legend && <ChartLegend series={series} />}
      <BarChart
        layout="vertical"
        width={CHART_WIDTH}
        height={rows.length * rowHeight + AXIS_HEIGHT + 8}
        data={rows}
        margin={{ top: 4, right: labelled ? 56 : 16, bottom: 4, left: 4 }}
        barGap={1}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} tickFormatter={count} height={AXIS_HEIGHT - 6} />
        <YAxis type="category" dataKey="name" width={NAME_WIDTH} interval={0} tick={NameTick} />
        <Tooltip formatter={count} isAnimationActive={false} />
        {series.map((item) => (
          <Bar
            key={item.dataKey}
            dataKey={item.dataKey}
            name={item.name}
            fill={item.color}
            barSize={barSize}
            isAnimationActive={false}
          >
            {labelled && (
              <LabelList
                dataKey={item.dataKey}
                position="right"
                formatter={count}
                className="report-bar-value"
              />
            )}
          </Bar>
        ))}
      </BarChart>
    </figure>
  );
}
