import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { ResultMessageValue } from '../result-message';
import { isApiError } from '../../lib/api/api-client';
import { useReturnAfter } from '../../lib/hooks/use-return-after';
import type { CatalogKind } from './catalog-kind';

/**
 * A register or an edit of a catalogue entry, told as the kind tells it (`announce`): the result under the
 * form and back to the list after a second, or alerted and back at once; a failure keeps the form.
 */
export function useCatalogSave<E extends { id: number }, F>(
  kind: CatalogKind<E, F>,
  texts: { done: string; failed: (message: string) => string },
) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  useReturnAfter(saved, kind.path);

  const submit = async (save: () => Promise<unknown>) => {
    setPending(true);
    setMessage(null);
    try {
      await save();
    } catch (error) {
      const text = texts.failed(isApiError(error) ? error.message : String(error));
      setMessage({ kind: 'error', text });
      setPending(false);
      if (kind.announce === 'alert') window.alert(text);
      return;
    }
    if (kind.announce === 'alert') {
      window.alert(texts.done);
      void navigate(kind.path);
      return;
    }
    setMessage({ kind: 'success', text: texts.done });
    setSaved(true);
  };

  return { pending: pending || saved, message, submit };
}
