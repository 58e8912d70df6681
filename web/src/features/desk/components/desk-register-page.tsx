import { useState } from 'react';

import { FormPage } from '../../../components/form-page';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';
import { isApiError } from '../../../lib/api-client';
import { useRequiredEventId } from '../../../lib/use-required-event-id';
import { useReturnAfter } from '../../../lib/use-return-after';
import { createDesk } from '../api/create-desk';
import { deskTexts } from '../texts';
import type { DeskFields } from '@expo/contract/desks';
import { DeskForm, EMPTY_DESK } from './desk-form';

/** /desks/register: a new desk account, then back to /desks. */
export function DeskRegisterPage() {
  const eventId = useRequiredEventId('/desks');
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  useReturnAfter(saved, '/desks');

  const handleSubmit = async (values: DeskFields) => {
    if (eventId === null) return;
    setPending(true);
    setMessage(null);
    try {
      await createDesk(values, eventId);
      setMessage({ kind: 'success', text: deskTexts.registered });
      setSaved(true);
    } catch (error) {
      const reason = isApiError(error) ? error.message : String(error);
      setMessage({ kind: 'error', text: deskTexts.registerFailed(reason) });
      setPending(false);
    }
  };

  return (
    <FormPage backTo="/desks" title={deskTexts.registerTitle}>
      {eventId !== null && (
        <DeskForm
          mode="register"
          initialValues={EMPTY_DESK}
          pending={pending || saved}
          onSubmit={(values) => void handleSubmit(values)}
        />
      )}
      <ResultMessage message={message} />
    </FormPage>
  );
}
