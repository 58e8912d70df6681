import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

import { AXIS_HEIGHT, count } from '../../reports/components/chart-size';
import type { ChartSeries } from '../../reports/components/chart-legend';
import { BESIDE_CHART_WIDTH, fitName } from '../booth-report-figures';

/** Room for names of 12 px (reports.css .report-bar-name) up to NAME_ROOM px, and the tick. */
const NAME_WIDTH = 112;
const NAME_ROOM = 100;
const ROW_HEIGHT = 26;

/** A name on the left, shortened to fit, the full name on hover (an SVG <title>) and in the table beside. */
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
      {fitName(name, NAME_ROOM)}
    </text>
  );
}

/**
 * Horizontal bars of one series at a fixed size narrow enough for its table beside it on an A4 page (the
 * 결과보고서's RowChart is always 680 px wide): a row per item, the numbers at the bars' ends, nothing animated.
 */
export function BesideRowChart<T extends { name: string }>({
  rows,
  series,
}: {
  rows: readonly T[];
  series: ChartSeries;
}) {
  return (
    <figure className="report-chart">
      <BarChart
        layout="vertical"
        width={BESIDE_CHART_WIDTH}
        height={rows.length * ROW_HEIGHT + AXIS_HEIGHT + 8}
        data={rows}
        margin={{ top: 4, right: 36, bottom: 4, left: 4 }}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} tickFormatter={count} height={AXIS_HEIGHT - 6} />
        <YAxis type="category" dataKey="name" width={NAME_WIDTH} interval={0} tick={NameTick} />
        <Tooltip formatter={count} isAnimationActive={false} />
        <Bar
          dataKey={series.dataKey}
          name={series.name}
          fill={series.color}
          barSize={18}
          isAnimationActive={false}
        >
          <LabelList
            dataKey={series.dataKey}
            position="right"
            formatter={count}
            className="report-bar-value"
          />
        </Bar>
      </BarChart>
    </figure>
  );
}
