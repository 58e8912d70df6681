import type { Visit } from '@expo/contract/visits';
import { seoulDisplay } from '@expo/contract/seoul-time';
import type { ReactNode } from 'react';

import { DataTable } from './data-table';
import { LongText } from './long-text';
import { VISITOR_COLUMNS } from './visitor-columns';

/** A booth visit or a lecture check-in: `visitedAt` is Korean local time YYYY-MM-DDTHH:mm:ss. */

interface VisitorTableProps {
  visits: readonly Visit[];
  loading: boolean;
  /** The text of an empty list; null while there is nothing to say. */
  emptyText: string | null;
  emptyIsError?: boolean;
  className?: string;
  /** Columns after the spec's (e.g. a booth's 관심도, 태그, 메모): their names and each visit's cells. */
  extra?: { columns: readonly string[]; cells: (visit: Visit) => ReactNode };
  /** The heading of the time column: 방문시간 (booths), 출석시간 (a lecture's check-ins). */
  timeColumn?: string;
}

/** ID, 이름, 소속, 전화번호, 방문시간 of each visitor, newest first (admin lists and the booth phone). */
export function VisitorTable({
  visits,
  loading,
  emptyText,
  emptyIsError,
  className,
  extra,
  timeColumn = '방문시간',
}: VisitorTableProps) {
  const columns = [...VISITOR_COLUMNS, timeColumn];
  return (
    <DataTable
      columns={extra ? [...columns, ...extra.columns] : columns}
      testId="visitor-table"
      loading={loading}
      rowCount={visits.length}
      emptyText={emptyText}
      emptyIsError={emptyIsError}
      className={className}
    >
      {visits.map((visit) => (
        <tr key={visit.userId} data-testid={`visitor-row-${String(visit.userId)}`}>
          <td className="cell-number">{visit.userId}</td>
          <td className="cell-strong">
            <LongText text={visit.userName} lines={2} />
          </td>
          <td>
            <LongText text={visit.affiliation} lines={2} />
          </td>
          <td className="cell-nowrap">{visit.phoneNumber}</td>
          <td className="cell-nowrap cell-muted">{seoulDisplay(visit.visitedAt, 'minute')}</td>
          {extra?.cells(visit)}
        </tr>
      ))}
    </DataTable>
  );
}
