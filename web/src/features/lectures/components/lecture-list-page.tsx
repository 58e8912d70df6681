import { useCallback } from 'react';
import { Link } from 'react-router-dom';

import { LoadStatus } from '../../../components/load-status';
import { useAsyncData } from '../../../lib/use-async-data';
import { getLectures } from '../api/get-lectures';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { deleteLecture } from '../api/delete-lecture';
import type { Lecture } from '@expo/contract/lectures';
import { lectureTexts } from '../texts';
import { LectureTable } from './lecture-table';

/** /lectures: the event's lectures with their attendance counts and QR, edit and delete actions. */
export function LectureListPage() {
  const fetcher = useCallback((signal: AbortSignal) => getLectures(signal), []);
  const { data, error, loading, reload } = useAsyncData(fetcher);
  const deletion = useConfirmedDelete<Lecture>(
    deleteLecture,
    { confirm: lectureTexts.confirmDelete, deleted: lectureTexts.deleted, failed: lectureTexts.deleteFailed },
    reload,
  );

  return (
    <section className="page admin-list-page">
      <header className="page-header">
        <div>
          <h1>{lectureTexts.listTitle}</h1>
          <p className="page-subtitle" data-testid="lecture-total">
            {lectureTexts.total(data?.length ?? 0)}
          </p>
        </div>
        <div className="page-header-actions">
          <Link to="/lectures/register" className="btn btn-primary">
            {lectureTexts.register}
          </Link>
        </div>
      </header>

      <LoadStatus
        errorText={error ? lectureTexts.listFailed : null}
        loadingText={loading && !data ? lectureTexts.loading : null}
      />

      <LectureTable
        lectures={data ?? []}
        loading={loading}
        emptyText={loading || error ? null : lectureTexts.empty}
        deletion={deletion}
      />
    </section>
  );
}
