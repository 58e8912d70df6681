import { useCallback, useEffect, useRef, useState } from 'react';

import { type ApiError, toApiError } from '../api/api-errors';
import { InFlightPatches } from './in-flight-patches';

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
   * Replaces the shown data with `update(data)` (a live push merged in); returns the new data, or undefined
   * while there is none yet. An update made while a request is in flight is applied to its answer too
   * (InFlightPatches): the answer may have been read before the pushed change.
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
  const inFlight = useRef(new InFlightPatches<T>());

  useEffect(() => {
    const controller = new AbortController();
    inFlight.current.begin();
    fetcher(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const data = inFlight.current.settle(answer);
        setSettled({ fetcher, version });
        latest.current = data;
        setLastData(data);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight.current.drop();
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
    inFlight.current.record(update);
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
