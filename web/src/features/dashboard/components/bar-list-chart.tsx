import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

import { dashboardTexts } from '../texts';

const ROW_HEIGHT = 34;
const AXIS_HEIGHT = 36;
const NAME_WIDTH = 132;
const NAME_LENGTH = 11;
const BAR_SIZE = 20;

/** Bars at 90 % of a 정원 and at or over it. */
const FILL_COLORS = { near: '#d97706', full: '#c81e1e' } as const;

/** One bar: the name on the left (booth name, lecture title) and the number it measures. */
export interface BarItem {
  id: number;
  name: string;
  value: number;
  /** Against a 정원: the track drawn under the bar (its length), the 정원, the label and how full it is. */
  track?: number;
  capacity?: number | null;
  label?: string;
  fill?: 'open' | 'near' | 'full';
}

interface BarListChartProps {
  /** Keep it the same array while nothing changed (useMemo): the chart is then not drawn again. */
  items: readonly BarItem[];
  series: { name: string; color: string };
  /** A lighter track under each bar, as long as its 정원 (lecture check-ins against capacity). */
  trackSeries?: { name: string; color: string };
}

const shortName = (name: unknown) => {
  const text = String(name);
  return text.length > NAME_LENGTH ? `${text.slice(0, NAME_LENGTH - 1)}…` : text;
};

/** The tooltip's line of a series: people, or the 정원 ('없음' for a lecture without one). */
const tooltipValue = (value: unknown, name: unknown, entry: { payload?: BarItem }, track?: string) => {
  if (name !== track) return dashboardTexts.people(Number(value));
  const capacity = entry.payload?.capacity;
  return capacity === null || capacity === undefined
    ? dashboardTexts.noCapacity
    : dashboardTexts.people(capacity);
};

/**
 * One horizontal bar per item, in the given order (so bars keep their place while numbers change),
 * the number at the end of each bar; no animation, so pushes a few times a second stay readable. With
 * `trackSeries`, each bar lies over a lighter track as long as its 정원 that ends with 'n / m명'.
 */
export const BarListChart = memo(function BarListChart({ items, series, trackSeries }: BarListChartProps) {
  const labelKey = items.some((item) => item.label !== undefined) ? 'label' : 'value';
  return (
    <div className="bar-list-chart">
      <BarChart
        layout="vertical"
        data={items as BarItem[]}
        responsive
        style={{ width: '100%', height: items.length * ROW_HEIGHT + AXIS_HEIGHT }}
        margin={{ top: 4, right: trackSeries ? 104 : 40, bottom: 4, left: 4 }}
        // the bar lies on its track
        barGap={trackSeries ? -BAR_SIZE : undefined}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="name" width={NAME_WIDTH} interval={0} tickFormatter={shortName} />
        <Tooltip
          formatter={(value, name, entry) =>
            tooltipValue(value, name, entry as { payload?: BarItem }, trackSeries?.name)
          }
        />
        {trackSeries && (
          <Bar
            dataKey="track"
            name={trackSeries.name}
            fill={trackSeries.color}
            barSize={BAR_SIZE}
            isAnimationActive={false}
          >
            {items.map((item) => (
              <Cell key={item.id} fill={trackSeries.color} />
            ))}
            <LabelList dataKey={labelKey} position="right" className="bar-value" />
          </Bar>
        )}
        <Bar
          dataKey="value"
          name={series.name}
          fill={series.color}
          barSize={BAR_SIZE}
          isAnimationActive={false}
        >
          {items.map((item) => (
            <Cell
              key={item.id}
              fill={item.fill === 'near' || item.fill === 'full' ? FILL_COLORS[item.fill] : series.color}
            />
          ))}
          {!trackSeries && <LabelList dataKey={labelKey} position="right" className="bar-value" />}
        </Bar>
      </BarChart>
    </div>
  );
});
