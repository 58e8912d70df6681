import { useMemo } from 'react';

import { ATTENDEES_SERIES } from '../report-series';
import { reportTexts } from '../texts';
import type { LabelledCount } from '@expo/contract/reports';
import { CountsTable, labelledCountRows } from '../../../components/report/counts-table';
import { ReportBlock } from '../../../components/report/report-section';
import { RowChart } from '../../../components/chart/row-chart';

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
    () => labelledCountRows(items, (index) => `${figure}.${String(index)}`, t.unnamed),
    [items, figure],
  );
  return (
    <ReportBlock title={title} testId={testId}>
      {rows.length === 0 ? (
        <p className="report-note">{t.noAttendees}</p>
      ) : (
        <>
          <RowChart rows={rows} series={[ATTENDEES_SERIES]} />
          <CountsTable
            columns={{ name: column, count: t.columns.count }}
            rows={rows}
            className="report-table-compact"
            countColumnClass="report-col-count"
          />
        </>
      )}
    </ReportBlock>
  );
}
