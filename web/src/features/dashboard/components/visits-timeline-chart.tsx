import { memo, useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

import { timelinePoints } from '../chart-data';
import { SERIES } from '../../../components/chart/chart-series';
import { dashboardTexts } from '../texts';
import type { TimelineBucket } from '@expo/contract/stats';
import { ChartPanel } from './chart-panel';
import { ChartTable } from './chart-table';

/** The lines, booths first (and the table's columns in the same order). */
const TIMELINE_KEYS = ['boothVisits', 'lectureCheckIns', 'entries'] as const;

/** Booth visits, lecture check-ins and arrivals at the desk per 10 minutes. */
export const VisitsTimelineChart = memo(function VisitsTimelineChart({
  timeline,
}: {
  timeline: readonly TimelineBucket[];
}) {
  const points = useMemo(() => timelinePoints(timeline), [timeline]);
  return (
    <ChartPanel
      area="timeline"
      title={dashboardTexts.timelineChart}
      testId="visits-timeline-chart"
      emptyText={points.length === 0 ? dashboardTexts.noTraffic : null}
    >
      <LineChart
        data={points}
        responsive
        style={{ width: '100%', height: 300 }}
        margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" minTickGap={24} />
        <YAxis allowDecimals={false} />
        <Tooltip formatter={(value) => dashboardTexts.people(Number(value))} />
        {/* in the order of the lines, booths first */}
        <Legend itemSorter={null} />
        {TIMELINE_KEYS.map((key) => (
          <Line
            key={key}
            type="monotone"
            dataKey={key}
            name={SERIES[key].name}
            stroke={SERIES[key].color}
            strokeWidth={2}
            dot={points.length < 40}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
      <ChartTable
        testId="visits-timeline-table"
        columns={[dashboardTexts.timelineTableColumns.start, ...TIMELINE_KEYS.map((key) => SERIES[key].name)]}
        rows={timeline.map((bucket) => ({
          key: bucket.start,
          cells: [
            bucket.start.replace('T', ' '),
            ...TIMELINE_KEYS.map((key) => dashboardTexts.people(bucket[key])),
          ],
        }))}
      />
    </ChartPanel>
  );
});
