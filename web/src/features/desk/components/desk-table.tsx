import { Link } from 'react-router-dom';

import { DataTable } from '../../../components/data-table';
import type { ConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { deskTexts } from '../texts';
import type { Desk } from '@expo/contract/desks';
import { LongText } from '../../../components/long-text';

interface DeskTableProps {
  desks: Desk[];
  loading: boolean;
  /** The text of an empty list; null while there is nothing to say (loading, or the load failed). */
  emptyText: string | null;
  deletion: ConfirmedDelete<Desk>;
}

export function DeskTable({ desks, loading, emptyText, deletion }: DeskTableProps) {
  return (
    <DataTable
      columns={deskTexts.columns}
      testId="desk-table"
      loading={loading}
      rowCount={desks.length}
      emptyText={emptyText}
    >
      {desks.map((desk) => (
        <tr key={desk.id} data-testid={`desk-row-${String(desk.id)}`}>
          <td className="cell-strong">
            <LongText text={desk.name} lines={2} />
          </td>
          <td className="cell-nowrap">
            <code className="booth-login-id">{desk.loginId}</code>
          </td>
          <td>
            <div className="row-actions">
              <Link to={`/desks/${String(desk.id)}/edit`} className="btn btn-small btn-secondary">
                {deskTexts.edit}
              </Link>
              <button
                type="button"
                className="btn btn-small btn-danger"
                disabled={deletion.deletingId === desk.id}
                onClick={() => {
                  deletion.remove(desk);
                }}
              >
                {deskTexts.delete}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
