import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { downloadAttendeesExcel } from '../api/download-attendees-excel';
import { useAttendees } from '../api/get-attendees';
import { useAttendeeRowActions } from '../hooks/use-attendee-row-actions';
import { attendeeTexts } from '../texts';
import { AttendeeSearchForm } from './attendee-search-form';
import { AttendeeTable } from './attendee-table';
import { DownloadButton } from '../../../components/download-button';
import { LoadStatus } from '../../../components/load-status';
import { ResultMessage } from '../../../components/result-message';
import { getStoredEventId } from '../../../lib/session/admin';
import { BulkSendDialog } from '../../../components/bulk-send/bulk-send-dialog';
import { RetentionBanner } from '../../../components/privacy/retention-banner';
import { Pagination } from './pagination';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 0;
}

/** /users: the paged attendee list; page and keyword live in the address so back and reload keep them. */
export function AttendeeListPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const keyword = searchParams.get('keyword') ?? '';
  const { data, error, loading, reload } = useAttendees({ page, keyword });
  const [bulkSendOpen, setBulkSendOpen] = useState(false);
  const eventId = getStoredEventId();

  const show = (nextPage: number, nextKeyword: string) => {
    const params = new URLSearchParams();
    if (nextPage > 0) params.set('page', String(nextPage));
    if (nextKeyword) params.set('keyword', nextKeyword);
    setSearchParams(params);
  };

  const actions = useAttendeeRowActions(() => {
    // The last row of a later page is gone: show the page before it.
    if (data && data.content.length === 1 && page > 0) show(page - 1, keyword);
    else reload();
  });

  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>{attendeeTexts.listTitle}</h1>
          <p className="page-subtitle" data-testid="attendee-total">
            {attendeeTexts.total(data?.totalElements ?? 0)}
          </p>
        </div>
        <div className="page-header-actions">
          <button type="button" className="btn btn-primary" onClick={() => void navigate('/users/register')}>
            {attendeeTexts.register}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void navigate('/users/register2')}
          >
            {attendeeTexts.uploadExcel}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void navigate('/users/walk-in-poster')}
          >
            {attendeeTexts.walkInPoster}
          </button>
          {eventId !== null && (
            <a
              className="btn btn-secondary"
              href={`/manual-register/${String(eventId)}`}
              target="_blank"
              rel="noopener noreferrer"
              title={attendeeTexts.walkInFormTitle}
              data-testid="walk-in-form-link"
            >
              {attendeeTexts.walkInForm}
            </a>
          )}
          <button
            type="button"
            className="btn btn-secondary"
            aria-haspopup="dialog"
            onClick={() => {
              setBulkSendOpen(true);
            }}
          >
            {attendeeTexts.bulkSendQr}
          </button>
          <DownloadButton download={downloadAttendeesExcel} testId="download-excel" />
        </div>
      </header>
      <RetentionBanner />
      {actions.reasonDialog}
      <ResultMessage message={actions.notice ? { kind: 'success', text: actions.notice } : null} />
      {bulkSendOpen && (
        <BulkSendDialog
          keyword={keyword}
          onClose={() => {
            setBulkSendOpen(false);
          }}
        />
      )}

      <AttendeeSearchForm
        key={keyword}
        initialKeyword={keyword}
        onSearch={(next) => {
          show(0, next);
        }}
        onShowAll={() => {
          show(0, '');
        }}
      />

      <LoadStatus
        errorText={error ? attendeeTexts.listFailed(error.message) : null}
        loadingText={loading && !data ? attendeeTexts.listLoading : null}
      />

      <AttendeeTable
        attendees={data?.content ?? []}
        actions={actions}
        loading={loading}
        emptyText={keyword ? attendeeTexts.emptySearch : attendeeTexts.empty}
      />
      <Pagination
        page={page}
        totalPages={data?.totalPages ?? 0}
        onChange={(next) => {
          show(next, keyword);
        }}
      />
    </section>
  );
}
