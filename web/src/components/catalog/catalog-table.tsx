import { Link } from 'react-router-dom';

import { DataTable } from '../data-table';
import type { ConfirmedDelete } from '../../lib/hooks/use-confirmed-delete';
import type { CatalogKind } from './catalog-kind';

interface CatalogTableProps<E extends { id: number }, F> {
  kind: CatalogKind<E, F>;
  entries: E[];
  loading: boolean;
  /** The text of an empty list; null while there is nothing to say (loading, or the load failed). */
  emptyText: string | null;
  deletion: ConfirmedDelete<E>;
}

/** The entries of a catalogue kind, each with its links, 수정 and 삭제. */
export function CatalogTable<E extends { id: number }, F>({
  kind,
  entries,
  loading,
  emptyText,
  deletion,
}: CatalogTableProps<E, F>) {
  const { texts, testId } = kind;
  return (
    <DataTable
      columns={texts.columns}
      testId={`${testId}-table`}
      loading={loading}
      rowCount={entries.length}
      emptyText={emptyText}
    >
      {entries.map((entry) => (
        <tr key={entry.id} data-testid={`${testId}-row-${String(entry.id)}`}>
          {kind.cells(entry)}
          <td>
            <div className="row-actions">
              {kind.rowLinks?.(entry).map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  className={`btn btn-small ${link.primary ? 'btn-primary' : 'btn-secondary'}`}
                >
                  {link.label}
                </Link>
              ))}
              <Link to={`${kind.path}/${String(entry.id)}/edit`} className="btn btn-small btn-secondary">
                {texts.edit}
              </Link>
              <button
                type="button"
                className="btn btn-small btn-danger"
                disabled={deletion.deletingId === entry.id}
                onClick={() => {
                  deletion.remove(entry);
                }}
              >
                {texts.delete}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
