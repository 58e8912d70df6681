import { useCallback, useEffect, useState } from 'react';

import { type ApiError, toApiError } from './api-errors';

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

interface Settled<T> {
  fetcher: Fetcher<T>;
  version: number;
  error?: ApiError;
}

export interface AsyncData<T> {
  /** The newest successful answer; kept while a new request runs, so lists do not flicker. */
  data: T | undefined;
  /** The error of the current request, if it failed. */
  error: ApiError | undefined;
  /** True until the current request (the current fetcher, or a reload) has settled. */
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `fetcher` whenever it changes (keep it stable with useCallback) and on reload().
 * A request made stale by a newer one is aborted and its answer ignored.
 */
export function useAsyncData<T>(fetcher: Fetcher<T>): AsyncData<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [lastData, setLastData] = useState<T | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ fetcher, version });
        setLastData(data);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ fetcher, version, error: toApiError(error) });
      },
    );
    return () => {
      controller.abort();
    };
  }, [fetcher, version]);

  const reload = useCallback(() => {
    setVersion((current) => current + 1);
  }, []);
  const current = settled !== null && settled.fetcher === fetcher && settled.version === version;
  return {
    data: lastData,
    error: current ? settled.error : undefined,
    loading: !current,
    reload,
  };
}
