import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';

import { isApiError } from '../../../lib/api/api-client';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { useReturnAfter } from '../../../lib/hooks/use-return-after';
import { FormPage } from '../../../components/form-page';
import { getAttendee } from '../api/get-attendee';
import { updateAttendee } from '../api/update-attendee';
import { editValuesOf } from '../attendee-form-values';
import { attendeeTexts } from '../texts';
import type { AttendeeFields } from '@expo/contract/attendees';
import { AttendeeForm } from './attendee-form';
import { AttendeeHistory } from './attendee-history';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';

/** /users/{id}/edit: load, edit, save (the button then says 저장됨 beside the message), then back to /users. */
export function AttendeeEditPage() {
  const { id = '' } = useParams();
  const fetcher = useCallback((signal: AbortSignal) => getAttendee(id, signal), [id]);
  const { data: attendee, error, loading } = useAsyncData(fetcher);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);

  useReturnAfter(saved, '/users');

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
    <FormPage
      title={attendeeTexts.editTitle}
      backTo="/users"
      after={!loading && !error && attendee ? <AttendeeHistory id={id} /> : null}
    >
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
          pendingLabel={saved ? attendeeTexts.saved : attendeeTexts.saving}
          pending={pending || saved}
          onSubmit={(values) => void handleSubmit(values)}
        />
      )}
      <ResultMessage message={message} />
    </FormPage>
  );
}
