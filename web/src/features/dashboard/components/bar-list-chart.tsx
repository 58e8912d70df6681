import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

import { dashboardTexts } from '../texts';

const ROW_HEIGHT = 34;
const AXIS_HEIGHT = 36;
const NAME_WIDTH = 132;
const NAME_LENGTH = 11;

/** One bar: the name on the left (booth name, lecture title) and the number it measures. */
export interface BarItem {
  id: number;
  name: string;
  value: number;
}

interface BarListChartProps {
  /** Keep it the same array while nothing changed (useMemo): the chart is then not drawn again. */
  items: readonly BarItem[];
  series: { name: string; color: string };
}

const shortName = (name: unknown) => {
  const text = String(name);
  return text.length > NAME_LENGTH ? `${text.slice(0, NAME_LENGTH - 1)}…` : text;
};

/**
 * One horizontal bar per item, in the given order (so bars keep their place while numbers change),
 * the number at the end of each bar; no animation, so pushes a few times a second stay readable.
 */
export const BarListChart = memo(function BarListChart({ items, series }: BarListChartProps) {
  return (
    <div className="bar-list-chart">
      <BarChart
        layout="vertical"
        data={items as BarItem[]}
        responsive
        style={{ width: '100%', height: items.length * ROW_HEIGHT + AXIS_HEIGHT }}
        margin={{ top: 4, right: 40, bottom: 4, left: 4 }}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="name" width={NAME_WIDTH} interval={0} tickFormatter={shortName} />
        <Tooltip formatter={(value) => dashboardTexts.people(Number(value))} />
        <Bar dataKey="value" name={series.name} fill={series.color} barSize={20} isAnimationActive={false}>
          <LabelList dataKey="value" position="right" className="bar-value" />
        </Bar>
      </BarChart>
    </div>
  );
});
