import { DataTable } from '../../../components/data-table';
import { Link } from 'react-router-dom';

import type { ConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { lectureTexts } from '../texts';
import type { Lecture } from '@expo/contract/lectures';
import { LongText } from '../../../components/long-text';

interface LectureTableProps {
  lectures: Lecture[];
  loading: boolean;
  /** The text of an empty list; null while there is nothing to say (loading, or the load failed). */
  emptyText: string | null;
  deletion: ConfirmedDelete<Lecture>;
}

export function LectureTable({ lectures, loading, emptyText, deletion }: LectureTableProps) {
  return (
    <DataTable
      columns={lectureTexts.columns}
      testId="lecture-table"
      loading={loading}
      rowCount={lectures.length}
      emptyText={emptyText}
    >
      {lectures.map((lecture) => (
        <tr key={lecture.id} data-testid={`lecture-row-${String(lecture.id)}`}>
          <td className="cell-strong">
            <LongText text={lecture.title} lines={2} />
          </td>
          <td>
            <LongText text={lecture.instructor} lines={2} />
          </td>
          <td className="cell-nowrap">{lecture.date}</td>
          <td className="cell-nowrap">{lecture.time}</td>
          <td>
            <LongText text={lecture.location} lines={2} />
          </td>
          <td className="admin-count-cell">{lecture.visitCount.toLocaleString('ko-KR')}</td>
          <td className="admin-count-cell" data-testid={`lecture-capacity-${String(lecture.id)}`}>
            {lecture.capacity === null ? lectureTexts.noCapacity : lecture.capacity.toLocaleString('ko-KR')}
          </td>
          <td>
            <div className="row-actions">
              <Link to={`/lectures/${String(lecture.id)}/qr`} className="btn btn-small btn-primary">
                {lectureTexts.viewQr}
              </Link>
              <Link to={`/lectures/${String(lecture.id)}/door`} className="btn btn-small btn-secondary">
                {lectureTexts.door}
              </Link>
              <Link to={`/lectures/${String(lecture.id)}/edit`} className="btn btn-small btn-secondary">
                {lectureTexts.edit}
              </Link>
              <button
                type="button"
                className="btn btn-small btn-danger"
                disabled={deletion.deletingId === lecture.id}
                onClick={() => {
                  deletion.remove(lecture);
                }}
              >
                {lectureTexts.delete}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
