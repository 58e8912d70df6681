import { useCallback, useRef } from 'react';

import { useReasonPrompt } from '../../../components/use-reason-prompt';
import { useAsyncData } from '../../../lib/use-async-data';
import { loadWithReason, type ReportLoaded, type ReportRequest } from '../reason-flow';

/**
 * A report fetched on mount and whenever `load` or `visitors` changes (and on reload()), asking the
 * '다운로드 사유' in the downloads' dialog when the server wants one (reason-flow.ts). A reason given is sent
 * again by the page's next loads; render `dialog` on the page.
 */
export function useReportWithReason<T>(
  load: (request: ReportRequest, signal: AbortSignal) => Promise<T>,
  visitors: boolean,
) {
  const reasons = useReasonPrompt();
  // every `ask` of the prompt opens the same dialog (it only sets state and keeps the answer in a ref)
  const ask = useRef(reasons.ask);
  const givenReason = useRef<string | undefined>(undefined);
  const fetcher = useCallback(
    async (signal: AbortSignal): Promise<ReportLoaded<T>> => {
      const loaded = await loadWithReason((request) => load(request, signal), ask.current, {
        visitors,
        reason: givenReason.current,
      });
      givenReason.current = loaded.reason;
      return loaded;
    },
    [load, visitors],
  );
  return { ...useAsyncData(fetcher), dialog: reasons.dialog };
}
