import { useCallback, useState } from 'react';

import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';
import { isApiError } from '../../../lib/api-client';
import { useAsyncData } from '../../../lib/use-async-data';
import { useReturnAfter } from '../../../lib/use-return-after';
import { getDesk } from '../api/get-desk';
import { updateDesk } from '../api/update-desk';
import { deskTexts } from '../texts';
import type { DeskFields } from '@expo/contract/desks';
import { DeskForm } from './desk-form';

/** Loads desk `id`, shows it in the form (the password empty: empty keeps it), saves it, back to /desks. */
export function DeskEditor({ id, eventId }: { id: string; eventId: number }) {
  const fetcher = useCallback((signal: AbortSignal) => getDesk(id, eventId, signal), [id, eventId]);
  const { data: desk, error, loading } = useAsyncData(fetcher);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  useReturnAfter(saved, '/desks');

  const handleSubmit = async (values: DeskFields) => {
    setPending(true);
    setMessage(null);
    try {
      await updateDesk(id, values, eventId);
      setMessage({ kind: 'success', text: deskTexts.updated });
      setSaved(true);
    } catch (caught) {
      const reason = isApiError(caught) ? caught.message : String(caught);
      setMessage({ kind: 'error', text: deskTexts.updateFailed(reason) });
      setPending(false);
    }
  };

  if (loading) return <p className="muted">{deskTexts.editLoading}</p>;
  if (error || !desk) {
    return (
      <p className="message message-error" role="alert">
        {deskTexts.loadFailed}
      </p>
    );
  }
  return (
    <>
      <DeskForm
        mode="edit"
        initialValues={{ name: desk.name, loginId: desk.loginId, password: '' }}
        pending={pending || saved}
        onSubmit={(values) => void handleSubmit(values)}
      />
      <ResultMessage message={message} />
    </>
  );
}
