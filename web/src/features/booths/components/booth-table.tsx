import { DataTable } from '../../../components/data-table';
import { Link } from 'react-router-dom';

import type { ConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { boothTexts } from '../texts';
import type { Booth } from '@expo/contract/booths';
import { LongText } from '../../../components/long-text';

interface BoothTableProps {
  booths: Booth[];
  loading: boolean;
  /** The text of an empty list; null while there is nothing to say (loading, or the load failed). */
  emptyText: string | null;
  deletion: ConfirmedDelete<Booth>;
}

export function BoothTable({ booths, loading, emptyText, deletion }: BoothTableProps) {
  return (
    <DataTable
      columns={boothTexts.columns}
      testId="booth-table"
      loading={loading}
      rowCount={booths.length}
      emptyText={emptyText}
    >
      {booths.map((booth) => (
        <tr key={booth.id} data-testid={`booth-row-${String(booth.id)}`}>
          <td className="cell-strong">
            <LongText text={booth.boothName} lines={2} />
          </td>
          <td>
            <LongText text={booth.name} lines={2} />
          </td>
          <td>
            <LongText text={booth.affiliation} lines={2} />
          </td>
          <td className="cell-nowrap">{booth.phone}</td>
          <td className="cell-nowrap">
            <code className="booth-login-id">{booth.loginId}</code>
          </td>
          <td className="admin-count-cell">{booth.visitCount.toLocaleString('ko-KR')}</td>
          <td>
            <div className="row-actions">
              <Link to={`/booths/${String(booth.id)}/edit`} className="btn btn-small btn-secondary">
                {boothTexts.edit}
              </Link>
              <button
                type="button"
                className="btn btn-small btn-danger"
                disabled={deletion.deletingId === booth.id}
                onClick={() => {
                  deletion.remove(booth);
                }}
              >
                {boothTexts.delete}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
