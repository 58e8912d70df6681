import { useState } from 'react';

import { isApiError } from '../../../lib/api-client';
import { getStoredEventId } from '../../../lib/session';
import { registerAttendee } from '../api/register-attendee';
import { REGISTER_DEFAULTS } from '../attendee-form-values';
import { attendeeTexts } from '../texts';
import type { AttendeeFields } from '../types';
import { AttendeeForm } from './attendee-form';
import { FormPage } from '../../../components/form-page';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';

/** /users/register: an admin registers an attendee on site (paid by default). */
export function AttendeeRegisterPage() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  // A new key empties the form after each successful registration.
  const [formKey, setFormKey] = useState(0);

  const handleSubmit = async (values: AttendeeFields) => {
    const eventId = getStoredEventId();
    if (eventId === null) {
      window.alert(attendeeTexts.missingEventId);
      return;
    }
    setPending(true);
    setMessage(null);
    try {
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
      <ResultMessage message={message} />
    </FormPage>
  );
}
