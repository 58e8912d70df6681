import { memo, useMemo } from 'react';

import { topBooths } from '../chart-data';
import { dashboardTexts } from '../texts';
import type { BoothStat } from '@expo/contract/stats';
import { ChartPanel } from './chart-panel';

/** The five busiest booths, with their visits. */
export const TopBooths = memo(function TopBooths({ booths }: { booths: readonly BoothStat[] }) {
  const top = useMemo(() => topBooths(booths), [booths]);
  return (
    <ChartPanel
      area="top"
      title={dashboardTexts.topBooths}
      testId="top-booths"
      emptyText={top.length === 0 ? dashboardTexts.noVisits : null}
    >
      <ol className="top-booths">
        {top.map((booth, index) => (
          <li key={booth.boothId} className="top-booth" data-testid={`top-booth-${String(booth.boothId)}`}>
            <span className="top-booth-rank">{index + 1}</span>
            <span className="top-booth-name" title={booth.boothName}>
              {booth.boothName}
            </span>
            <span className="top-booth-visits">{dashboardTexts.people(booth.visits)}</span>
          </li>
        ))}
      </ol>
    </ChartPanel>
  );
});
