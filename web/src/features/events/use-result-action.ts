import { useState } from 'react';

import type { ResultMessageValue } from '../../components/result-message';

/**
 * One action at a time with its outcome line: `run(work, failed)` shows the success text `work` answers (none for
 * null) or `failed(server's message)`; answers whether it succeeded.
 */
export function useResultAction() {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<ResultMessageValue | null>(null);
  const run = async (work: () => Promise<string | null>, failed: (reason: string) => string) => {
    setPending(true);
    setMessage(null);
    try {
      const text = await work();
      if (text !== null) setMessage({ kind: 'success', text });
      return true;
    } catch (failure) {
      setMessage({
        kind: 'error',
        text: failed(failure instanceof Error ? failure.message : String(failure)),
      });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, message, run };
}
