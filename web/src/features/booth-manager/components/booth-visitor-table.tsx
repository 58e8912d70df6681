import type { ApiError } from '../../../lib/api-errors';
import { boothManagerTexts } from '../texts';
import type { BoothVisitor } from '../types';

/** Spec §3: the visit time cut to 16 characters with the T replaced by a space. */
export function visitTime(visitedAt: string): string {
  return visitedAt.slice(0, 16).replace('T', ' ');
}

interface BoothVisitorTableProps {
  visitors: BoothVisitor[] | undefined;
  error: ApiError | undefined;
  loading: boolean;
}

function emptyRowText({ visitors, error }: BoothVisitorTableProps): string {
  if (error) return boothManagerTexts.visitorsFailed;
  if (!visitors) return boothManagerTexts.visitorsLoading;
  return boothManagerTexts.visitorsEmpty;
}

/** The booth's visitors, newest first: ID, 이름, 소속, 전화번호, 방문시간. */
export function BoothVisitorTable(props: BoothVisitorTableProps) {
  const { visitors, error, loading } = props;
  const rows = error ? [] : (visitors ?? []);
  return (
    <div className="table-wrap" aria-busy={loading}>
      <table className="data-table booth-visitor-table">
        <thead>
          <tr>
            {boothManagerTexts.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((visitor) => (
            <tr
              key={`${String(visitor.userId)}-${visitor.visitedAt}`}
              data-testid={`visitor-row-${String(visitor.userId)}`}
            >
              <td className="cell-number">{visitor.userId}</td>
              <td className="cell-strong">{visitor.userName}</td>
              <td>{visitor.affiliation}</td>
              <td className="cell-nowrap">{visitor.phoneNumber}</td>
              <td className="cell-muted cell-nowrap">{visitTime(visitor.visitedAt)}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td
                colSpan={boothManagerTexts.columns.length}
                className={error ? 'cell-empty cell-error' : 'cell-empty'}
                role={error ? 'alert' : undefined}
              >
                {emptyRowText(props)}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
