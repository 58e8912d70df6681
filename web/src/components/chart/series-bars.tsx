import { Bar, LabelList } from 'recharts';

import { count } from './chart-size';
import type { ChartSeries } from './chart-legend';

interface SeriesBarsOptions {
  /** Where each bar's number goes: above a column, right of a row. */
  position: 'top' | 'right';
  /** Whether the numbers are drawn (there is room for them). */
  labelled: boolean;
  /** A fixed bar thickness (rows), or the most a column may take. */
  barSize?: number;
  maxBarSize?: number;
}

/**
 * A bar per series, not animated (the drawing is complete at once: printing), each with its numbers at the
 * bars' ends when `labelled`. A function, not a component: recharts finds its <Bar>s only as the chart's own
 * children.
 */
export function seriesBars(series: readonly ChartSeries[], options: SeriesBarsOptions) {
  const { position, labelled, barSize, maxBarSize } = options;
  return series.map((item) => (
    <Bar
      key={item.dataKey}
      dataKey={item.dataKey}
      name={item.name}
      fill={item.color}
      barSize={barSize}
      maxBarSize={maxBarSize}
      isAnimationActive={false}
    >
      {labelled && (
        <LabelList
          dataKey={item.dataKey}
          position={position}
          formatter={count}
          className="report-bar-value"
        />
      )}
    </Bar>
  ));
}
