import { useCallback, useRef } from 'react';

import { useReasonPrompt } from '../../../components/use-reason-prompt';
import { useAsyncData } from '../../../lib/hooks/use-async-data';
import { loadWithReason, type ReportLoaded, type ReportRequest } from '../reason-flow';
import { boothReportTexts } from '../texts';

/**
 * A report fetched on mount and whenever `load` or `visitors` changes (and on reload()), asking the reason in
 * the downloads' dialog, worded as a '조회 사유', when the server wants one (reason-flow.ts; the server takes it
 * as the download's `reason`). A reason given is sent again by the page's next loads; render `dialog` on the
 * page.
 */
export function useReportWithReason<T>(
  load: (request: ReportRequest, signal: AbortSignal) => Promise<T>,
  visitors: boolean,
) {
  const reasons = useReasonPrompt(boothReportTexts.reason);
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
