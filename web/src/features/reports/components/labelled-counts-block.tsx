import { useMemo } from 'react';

import { ATTENDEES_SERIES } from '../report-series';
import { reportTexts } from '../texts';
import type { LabelledCount } from '@expo/contract/reports';
import { NumberCell } from './figure';
import { ReportBlock } from './report-section';
import { RowChart } from './row-chart';

const t = reportTexts.audience;

interface LabelledCountsBlockProps {
  title: string;
  /** The heading of the names' column (국가, 소속). */
  column: string;
  items: readonly LabelledCount[];
  /** data-figure of the i-th count: `<figure>.<i>` (in the server's order). */
  figure: string;
  testId: string;
}

/** Attendees by one answer (country, affiliation): bars and a table, in the server's order (most first). */
export function LabelledCountsBlock({ title, column, items, figure, testId }: LabelledCountsBlockProps) {
  const rows = useMemo(
    () => items.map((item) => ({ name: item.label || t.unnamed, count: item.count })),
    [items],
  );
  return (
    <ReportBlock title={title} testId={testId}>
      {rows.length === 0 ? (
        <p className="report-note">{t.noAttendees}</p>
      ) : (
        <>
          <RowChart rows={rows} series={[ATTENDEES_SERIES]} />
          <table className="data-table report-table report-table-compact">
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col" className="report-number report-col-count">
                  {t.columns.count}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <th scope="row">{row.name}</th>
                  <NumberCell name={`${figure}.${String(index)}`} value={row.count} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </ReportBlock>
  );
}
