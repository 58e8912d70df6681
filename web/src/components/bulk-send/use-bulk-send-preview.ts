import { useCallback, useEffect, useState } from 'react';

import { isApiError } from '../../lib/api/api-client';
import type { BulkSendForm, BulkSendPlan } from '@expo/contract/messaging';
import { previewBulkSend } from './bulk-sends';

interface PreviewState {
  key: string;
  version: number;
  plan?: BulkSendPlan;
  error?: string;
}

/** Asks the server for the plan of a request: a QR bulk send's (the default) or a survey's. */
export type PreviewCall<T> = (request: T, signal: AbortSignal) => Promise<BulkSendPlan>;

/**
 * The server's plan for `request`, asked again whenever the request changes (null: ask nothing). The last
 * plan stays shown while the next one is on its way (`loading`); an answer for an older request is dropped.
 * `preview` must stay the same function from render to render (a module's, or memoised).
 */
export function useBulkSendPreview<T = BulkSendForm>(
  request: T | null,
  preview: PreviewCall<T> = previewBulkSend as unknown as PreviewCall<T>,
) {
  const key = request === null ? null : JSON.stringify(request);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<PreviewState | null>(null);
  const [lastPlan, setLastPlan] = useState<BulkSendPlan | undefined>(undefined);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    preview(JSON.parse(key) as T, controller.signal).then(
      (plan) => {
        if (controller.signal.aborted) return;
        setState({ key, version, plan });
        setLastPlan(plan);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, version, error: isApiError(err) ? err.message : String(err) });
      },
    );
    return () => {
      controller.abort();
    };
  }, [key, version, preview]);

  const reload = useCallback(() => {
    setVersion((current) => current + 1);
  }, []);
  const current = state !== null && state.key === key && state.version === version;
  return {
    plan: current && state.error ? undefined : lastPlan,
    error: current ? state.error : undefined,
    loading: !current,
    reload,
  };
}
