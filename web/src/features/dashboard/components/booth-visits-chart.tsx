import { memo, useMemo } from 'react';

import { SERIES } from '../../../components/chart/chart-series';
import { dashboardTexts } from '../texts';
import type { BoothStat } from '@expo/contract/stats';
import { BarListChart } from './bar-list-chart';
import { ChartPanel } from './chart-panel';

function emptyText(booths: readonly BoothStat[]): string | null {
  if (booths.length === 0) return dashboardTexts.noBooths;
  return booths.some((booth) => booth.visits > 0) ? null : dashboardTexts.noVisits;
}

/** Visits per booth, in booth order. */
export const BoothVisitsChart = memo(function BoothVisitsChart({ booths }: { booths: readonly BoothStat[] }) {
  const items = useMemo(
    () => booths.map((booth) => ({ id: booth.boothId, name: booth.boothName, value: booth.visits })),
    [booths],
  );
  return (
    <ChartPanel
      area="booths"
      title={dashboardTexts.boothChart}
      testId="booth-visits-chart"
      emptyText={emptyText(booths)}
    >
      <BarListChart
        items={items}
        series={SERIES.boothVisits}
        tableColumns={dashboardTexts.boothTableColumns}
        tableTestId="booth-visits-table"
      />
    </ChartPanel>
  );
});
