import { useState } from 'react';
import { Link } from 'react-router-dom';

import { isApiError } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';
import { getAttendees } from '../api/get-attendees';
import { registerAttendee } from '../api/register-attendee';
import { duplicatePhoneTexts, phoneSearchKey } from '../duplicate-phone';
import { REGISTER_DEFAULTS } from '../attendee-form-values';
import { attendeeTexts } from '../texts';
import type { Attendee, AttendeeFields } from '@expo/contract/attendees';
import { AttendeeForm } from './attendee-form';
import { FormPage } from '../../../components/form-page';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';

/** /users/register: an admin registers an attendee on site (paid by default). */
export function AttendeeRegisterPage() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  // A new key empties the form after each successful registration.
  const [formKey, setFormKey] = useState(0);
  // the attendees who have the phone number already, and the values the admin may still register
  const [duplicate, setDuplicate] = useState<{ values: AttendeeFields; matches: Attendee[] } | null>(null);

  const handleSubmit = async (values: AttendeeFields, confirmed = false) => {
    const eventId = getStoredEventId();
    if (eventId === null) {
      window.alert(attendeeTexts.missingEventId);
      return;
    }
    setPending(true);
    setMessage(null);
    setDuplicate(null);
    try {
      // an attendee with this number already (however written): warn first; the admin may still register
      if (!confirmed) {
        const digits = phoneSearchKey(values.phoneNumber);
        const found = digits.length >= 4 ? await getAttendees({ page: 0, keyword: digits }) : null;
        const matches = (found?.content ?? []).filter((a) => phoneSearchKey(a.phoneNumber) === digits);
        if (matches.length) {
          setDuplicate({ values, matches });
          return;
        }
      }
      const attendee = await registerAttendee(values, eventId);
      setMessage({ kind: 'success', text: attendeeTexts.registered(attendee.id) });
      setFormKey((key) => key + 1);
    } catch (error) {
      const reason = isApiError(error) ? error.message : String(error);
      setMessage({ kind: 'error', text: attendeeTexts.registerFailed(reason) });
    } finally {
      setPending(false);
    }
  };

  return (
    <FormPage title={attendeeTexts.registerTitle} backTo="/users">
      <AttendeeForm
        key={formKey}
        idPrefix="register"
        initialValues={REGISTER_DEFAULTS}
        submitLabel={attendeeTexts.registerSubmit}
        pendingLabel={attendeeTexts.registering}
        pending={pending}
        onSubmit={(values) => void handleSubmit(values)}
      />
      {duplicate && (
        <div className="message message-warning" role="alert" data-testid="duplicate-phone-warning">
          <strong>{duplicatePhoneTexts.title}</strong>
          <ul>
            {duplicate.matches.map((match) => (
              <li key={match.id}>
                <Link to={`/users/${String(match.id)}/edit`}>
                  {duplicatePhoneTexts.existing(match.name, match.id)}
                </Link>{' '}
                {match.affiliation} {match.phoneNumber}
              </li>
            ))}
          </ul>
          <p>{duplicatePhoneTexts.help}</p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={pending}
              onClick={() => void handleSubmit(duplicate.values, true)}
            >
              {duplicatePhoneTexts.registerAnyway}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setDuplicate(null)}>
              {duplicatePhoneTexts.cancel}
            </button>
          </div>
        </div>
      )}
      <ResultMessage message={message} />
    </FormPage>
  );
}
