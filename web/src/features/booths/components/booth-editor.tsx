import { useCallback, useState } from 'react';

import { isApiError } from '../../../lib/api-client';
import { useAsyncData } from '../../../lib/use-async-data';
import { getBooth } from '../api/get-booth';
import { updateBooth } from '../api/update-booth';
import { useReturnAfter } from '../../../lib/use-return-after';
import { boothTexts } from '../texts';
import type { Booth, BoothFields } from '@expo/contract/booths';
import { BoothForm } from './booth-form';
import { ResultMessage, type ResultMessageValue } from '../../../components/result-message';

/** The stored booth in the form; the password starts empty (empty keeps the old one). */
function formValuesOf(booth: Booth): BoothFields {
  const { boothName, name, affiliation, phone, loginId } = booth;
  return { boothName, name, affiliation, phone, loginId, password: '' };
}

/** Loads booth `id`, shows it in the form, saves it, then goes back to /booths. */
export function BoothEditor({ id, eventId }: { id: string; eventId: number }) {
  const fetcher = useCallback((signal: AbortSignal) => getBooth(id, eventId, signal), [id, eventId]);
  const { data: booth, error, loading } = useAsyncData(fetcher);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  useReturnAfter(saved, '/booths');

  const handleSubmit = async (values: BoothFields) => {
    setPending(true);
    setMessage(null);
    try {
      await updateBooth(id, values, eventId);
      setMessage({ kind: 'success', text: boothTexts.updated });
      setSaved(true);
    } catch (caught) {
      const reason = isApiError(caught) ? caught.message : String(caught);
      setMessage({ kind: 'error', text: boothTexts.updateFailed(reason) });
      setPending(false);
    }
  };

  if (loading) return <p className="muted">{boothTexts.editLoading}</p>;
  if (error || !booth) {
    return (
      <p className="message message-error" role="alert">
        {boothTexts.loadFailed}
      </p>
    );
  }
  return (
    <>
      <BoothForm
        mode="edit"
        initialValues={formValuesOf(booth)}
        pending={pending || saved}
        onSubmit={(values) => void handleSubmit(values)}
      />
      <ResultMessage message={message} />
    </>
  );
}
