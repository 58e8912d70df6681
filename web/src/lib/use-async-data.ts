import { useCallback, useEffect, useRef, useState } from 'react';

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
  /**
   * Replaces the shown data with `update(data)` until the next answer (a live push merged in); returns
   * the new data, or undefined (and changes nothing) while there is none yet.
   */
  patch: (update: (current: T) => T) => T | undefined;
}

/**
 * Runs `fetcher` whenever it changes (keep it stable with useCallback) and on reload().
 * A request made stale by a newer one is aborted and its answer ignored.
 */
export function useAsyncData<T>(fetcher: Fetcher<T>): AsyncData<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [lastData, setLastData] = useState<T | undefined>(undefined);
  // the shown data for patch(): several pushes may arrive before the next render
  const latest = useRef<T | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ fetcher, version });
        latest.current = data;
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
  const patch = useCallback((update: (current: T) => T) => {
    if (latest.current === undefined) return undefined;
    const next = update(latest.current);
    latest.current = next;
    setLastData(next);
    return next;
  }, []);
  const current = settled !== null && settled.fetcher === fetcher && settled.version === version;
  return {
    data: lastData,
    error: current ? settled.error : undefined,
    loading: !current,
    reload,
    patch,
  };
}
