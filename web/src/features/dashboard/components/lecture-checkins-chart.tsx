import { memo, useMemo } from 'react';

import { SERIES } from '../chart-series';
import { dashboardTexts } from '../texts';
import type { LectureStat } from '../types';
import { BarListChart } from './bar-list-chart';
import { ChartPanel } from './chart-panel';

function emptyText(lectures: readonly LectureStat[]): string | null {
  if (lectures.length === 0) return dashboardTexts.noLectures;
  return lectures.some((lecture) => lecture.checkIns > 0) ? null : dashboardTexts.noCheckIns;
}

/** Check-ins per lecture, in programme order (date, time). */
export const LectureCheckinsChart = memo(function LectureCheckinsChart({
  lectures,
}: {
  lectures: readonly LectureStat[];
}) {
  const items = useMemo(
    () =>
      lectures.map((lecture) => ({ id: lecture.lectureId, name: lecture.title, value: lecture.checkIns })),
    [lectures],
  );
  return (
    <ChartPanel
      title={dashboardTexts.lectureChart}
      testId="lecture-checkins-chart"
      emptyText={emptyText(lectures)}
    >
      <BarListChart items={items} series={SERIES.lectureCheckIns} />
    </ChartPanel>
  );
});
