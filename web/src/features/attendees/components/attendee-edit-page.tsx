import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { isApiError } from '../../../lib/api-client';
import { useAsyncData } from '../../../lib/use-async-data';
import { getAttendee } from '../api/get-attendee';
import { updateAttendee } from '../api/update-attendee';
import { editValuesOf } from '../attendee-form-values';
import { attendeeTexts } from '../texts';
import type { AttendeeFields } from '../types';
import { AttendeeForm } from './attendee-form';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';

/** How long the success message stays before returning to the list (spec: 1000 ms). */
const RETURN_DELAY_MS = 1000;

/** /users/{id}/edit: load, edit, save, then back to /users. */
export function AttendeeEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const fetcher = useCallback((signal: AbortSignal) => getAttendee(id, signal), [id]);
  const { data: attendee, error, loading } = useAsyncData(fetcher);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);

  useEffect(() => {
    if (!saved) return undefined;
    const timer = window.setTimeout(() => void navigate('/users'), RETURN_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [saved, navigate]);

  const handleSubmit = async (values: AttendeeFields) => {
    setPending(true);
    setMessage(null);
    try {
      await updateAttendee(id, values);
      setMessage({ kind: 'success', text: attendeeTexts.updated });
      setSaved(true);
    } catch (caught) {
      const reason = isApiError(caught) ? caught.message : String(caught);
      setMessage({ kind: 'error', text: attendeeTexts.updateFailed(reason) });
      setPending(false);
    }
  };

  return (
    <section className="page page-form">
      <header className="page-header">
        <h1>{attendeeTexts.editTitle}</h1>
        <Link to="/users" className="btn btn-ghost">
          {attendeeTexts.backToList}
        </Link>
      </header>
      <div className="card">
        {loading && <p className="muted">{attendeeTexts.editLoading}</p>}
        {!loading && error && (
          <p className="message message-error" role="alert">
            {attendeeTexts.editLoadFailed(error.message)}
          </p>
        )}
        {!loading && !error && attendee && (
          <AttendeeForm
            key={attendee.id}
            idPrefix="edit"
            initialValues={editValuesOf(attendee)}
            submitLabel={attendeeTexts.editSubmit}
            pendingLabel={attendeeTexts.saving}
            pending={pending || saved}
            onSubmit={(values) => void handleSubmit(values)}
          />
        )}
        <ResultMessage message={message} />
      </div>
    </section>
  );
}
