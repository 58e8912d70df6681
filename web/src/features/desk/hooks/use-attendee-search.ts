import { useCallback, useEffect, useRef, useState } from 'react';

import { type ApiError, isAbortError, toApiError } from '../../../lib/api/api-errors';
import { searchAttendees } from '../api/search-attendees';
import type { DeskAttendee } from '@expo/contract/desks';

/** Results as you type, after this pause (a barcode scanner types far faster: it never waits for one). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface AttendeeSearch {
  /** The keyword the results are for (trimmed); '' when none. */
  keyword: string;
  results: DeskAttendee[];
  searching: boolean;
  error: ApiError | undefined;
  /** Searches `keyword` at once (Enter before the pause ended) and answers its results. */
  searchNow: (keyword: string) => Promise<DeskAttendee[]>;
}

interface Answer {
  keyword: string;
  results: DeskAttendee[];
  error?: ApiError;
}

/** GET /api/desk/attendees for the typed text, debounced; a newer keyword aborts the older request. */
export function useAttendeeSearch(text: string): AttendeeSearch {
  const wanted = text.trim();
  const [answer, setAnswer] = useState<Answer>({ keyword: '', results: [] });
  // the keyword typed now: an answer that arrives for an older one is not shown as the results
  const latest = useRef(wanted);

  useEffect(() => {
    latest.current = wanted;
    if (wanted === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchAttendees(wanted, controller.signal).then(
        (results) => {
          setAnswer({ keyword: wanted, results });
        },
        (error: unknown) => {
          if (!isAbortError(error)) setAnswer({ keyword: wanted, results: [], error: toApiError(error) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [wanted]);

  const searchNow = useCallback(async (keyword: string) => {
    const results = await searchAttendees(keyword);
    if (latest.current === keyword) setAnswer({ keyword, results });
    return results;
  }, []);

  const current = wanted !== '' && answer.keyword === wanted;
  return {
    keyword: current ? answer.keyword : '',
    results: current ? answer.results : [],
    searching: wanted !== '' && !current,
    error: current ? answer.error : undefined,
    searchNow,
  };
}
