import { useState } from 'react';

import { isApiError } from '../../../lib/api-client';
import { createBooth } from '../api/create-booth';
import { useRequiredEventId } from '../../../lib/use-required-event-id';
import { useReturnAfter } from '../../../lib/use-return-after';
import { boothTexts } from '../texts';
import type { BoothFields } from '@expo/contract/booths';
import { BoothForm, EMPTY_BOOTH } from './booth-form';
import { FormPage } from '../../../components/form-page';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';

/** /booths/register: a new booth with its manager's login, then back to /booths. */
export function BoothRegisterPage() {
  const eventId = useRequiredEventId('/booths');
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  useReturnAfter(saved, '/booths');

  const handleSubmit = async (values: BoothFields) => {
    if (eventId === null) return;
    setPending(true);
    setMessage(null);
    try {
      await createBooth(values, eventId);
      setMessage({ kind: 'success', text: boothTexts.registered });
      setSaved(true);
    } catch (error) {
      const reason = isApiError(error) ? error.message : String(error);
      setMessage({ kind: 'error', text: boothTexts.registerFailed(reason) });
      setPending(false);
    }
  };

  return (
    <FormPage backTo="/booths" title={boothTexts.registerTitle}>
      {eventId !== null && (
        <BoothForm
          mode="register"
          initialValues={EMPTY_BOOTH}
          pending={pending || saved}
          onSubmit={(values) => void handleSubmit(values)}
        />
      )}
      <ResultMessage message={message} />
    </FormPage>
  );
}
