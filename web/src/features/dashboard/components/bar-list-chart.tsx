import { memo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Rectangle,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';

import { nameTick } from '../../../lib/text/name-tick';
import { dashboardTexts } from '../texts';
import { ChartTable } from './chart-table';

const ROW_HEIGHT = 34;
const AXIS_HEIGHT = 36;
/** Room for the names at 12 px (dashboard.css .bar-name) and the tick. */
const NAME_WIDTH = 150;
const TICK_ROOM = 12;
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
  /** The table view's headings: what a row names, and what its number counts. */
  tableColumns: { name: string; value: string };
  /** data-testid of the table view. */
  tableTestId: string;
}

/** The number of a bar as a person reads it: 'n명', or 'n / m명' against a 정원. */
const valueText = (item: BarItem) =>
  item.capacity === null || item.capacity === undefined
    ? dashboardTexts.people(item.value)
    : dashboardTexts.againstCapacity(item.value, item.capacity);

/** The tooltip's line of a series: people, or the 정원 ('없음' for a lecture without one). */
const tooltipValue = (value: unknown, name: unknown, entry: { payload?: BarItem }, track?: string) => {
  if (name !== track) return dashboardTexts.people(Number(value));
  const capacity = entry.payload?.capacity;
  return capacity === null || capacity === undefined
    ? dashboardTexts.noCapacity
    : dashboardTexts.people(capacity);
};

/** A name on the left, shortened to fit, with the full name on hover (an SVG <title>). */
const NameTick = nameTick(NAME_WIDTH - TICK_ROOM, 'bar-name');

/** A bar (or its 정원 track) in `fill`, saying its full name and number on hover. */
function titledBar(fill: (item: BarItem) => string) {
  return function TitledBar(props: BarShapeProps) {
    const item = props.payload as BarItem;
    return (
      <g className="bar-list-bar" data-id={item.id}>
        <title>{dashboardTexts.barTitle(item.name, valueText(item))}</title>
        <Rectangle x={props.x} y={props.y} width={props.width} height={props.height} fill={fill(item)} />
      </g>
    );
  };
}

/**
 * One horizontal bar per item, in the given order (so bars keep their place while numbers change),
 * the number at the end of each bar; no animation, so pushes a few times a second stay readable. With
 * `trackSeries`, each bar lies over a lighter track as long as its 정원 that ends with 'n / m명'. Names too
 * long for the axis are shortened: the full name is on hover and in the table view ('표로 보기').
 */
export const BarListChart = memo(function BarListChart({
  items,
  series,
  trackSeries,
  tableColumns,
  tableTestId,
}: BarListChartProps) {
  const labelKey = items.some((item) => item.label !== undefined) ? 'label' : 'value';
  const valueShape = titledBar((item) =>
    item.fill === 'near' || item.fill === 'full' ? FILL_COLORS[item.fill] : series.color,
  );
  const trackShape = trackSeries ? titledBar(() => trackSeries.color) : undefined;
  return (
    <>
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
          <YAxis type="category" dataKey="name" width={NAME_WIDTH} interval={0} tick={NameTick} />
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
              shape={trackShape}
            >
              <LabelList dataKey={labelKey} position="right" className="bar-value" />
            </Bar>
          )}
          <Bar
            dataKey="value"
            name={series.name}
            fill={series.color}
            barSize={BAR_SIZE}
            isAnimationActive={false}
            shape={valueShape}
          >
            {!trackSeries && <LabelList dataKey={labelKey} position="right" className="bar-value" />}
          </Bar>
        </BarChart>
      </div>
      <ChartTable
        testId={tableTestId}
        columns={[tableColumns.name, tableColumns.value]}
        rows={items.map((item) => ({ key: item.id, cells: [item.name, valueText(item)] }))}
      />
    </>
  );
});
