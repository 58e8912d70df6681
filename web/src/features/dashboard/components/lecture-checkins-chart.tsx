import { memo, useMemo } from 'react';

import { SERIES } from '../../../components/chart/chart-series';
import { lectureBars } from '../lecture-bars';
import { dashboardTexts } from '../texts';
import type { LectureStat } from '@expo/contract/stats';
import { BarListChart } from './bar-list-chart';
import { ChartPanel } from './chart-panel';

/** A lecture's 정원: a track in a light shade of the check-ins' colour. */
const CAPACITY_TRACK = { name: dashboardTexts.capacitySeries, color: '#cfe9e5' };

function emptyText(lectures: readonly LectureStat[]): string | null {
  if (lectures.length === 0) return dashboardTexts.noLectures;
  return lectures.some((lecture) => lecture.checkIns > 0) ? null : dashboardTexts.noCheckIns;
}

/**
 * Check-ins per lecture, in programme order (date, time); a lecture with a 정원 shows 'n / m명', its bar on
 * a track as long as the 정원, amber from 90 % and red when full.
 */
export const LectureCheckinsChart = memo(function LectureCheckinsChart({
  lectures,
}: {
  lectures: readonly LectureStat[];
}) {
  const items = useMemo(() => lectureBars(lectures), [lectures]);
  const anyCapacity = lectures.some((lecture) => lecture.capacity !== null);
  return (
    <ChartPanel
      area="lectures"
      title={dashboardTexts.lectureChart}
      testId="lecture-checkins-chart"
      emptyText={emptyText(lectures)}
    >
      <BarListChart
        items={items}
        series={SERIES.lectureCheckIns}
        trackSeries={anyCapacity ? CAPACITY_TRACK : undefined}
        tableColumns={dashboardTexts.lectureTableColumns}
        tableTestId="lecture-checkins-table"
      />
    </ChartPanel>
  );
});
