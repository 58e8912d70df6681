import { DataTable } from '../../../components/data-table';
import { visitTexts } from '../texts';
import type { Visit } from '../types';
import { formatVisitTime } from '../visit-time';

interface VisitorTableProps {
  visits: Visit[];
  loading: boolean;
  /** The text of an empty list; null while there is nothing to say (loading, or the load failed). */
  emptyText: string | null;
}

/** ID, 이름, 소속, 전화번호, 방문시간 of each visitor, newest first. */
export function VisitorTable({ visits, loading, emptyText }: VisitorTableProps) {
  return (
    <DataTable
      columns={visitTexts.columns}
      testId="visitor-table"
      loading={loading}
      rowCount={visits.length}
      emptyText={emptyText}
    >
      {visits.map((visit) => (
        <tr key={`${String(visit.userId)}-${visit.visitedAt}`} data-testid="visitor-row">
          <td className="cell-number">{visit.userId}</td>
          <td className="cell-strong">{visit.userName}</td>
          <td>{visit.affiliation}</td>
          <td className="cell-nowrap">{visit.phoneNumber}</td>
          <td className="cell-nowrap cell-muted">{formatVisitTime(visit.visitedAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
