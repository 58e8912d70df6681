import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

import { boothScanQueue, noteAccepted, noteRefused, resendState } from '../booth-scan-queue';
import { afterFlush, waitBeforeTryMs } from '../resend-backoff';
import type { FailedBoothScan } from '../types';

function subscribe(listener: () => void): () => void {
  const unsubscribe = boothScanQueue.subscribe(listener);
  // another tab may have changed the queue
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
}

function snapshot() {
  return boothScanQueue.snapshot();
}

export interface ScanQueueView {
  /** Scans of this booth waiting to be sent. */
  pending: number;
  /** Scans of this booth the server refused for good. */
  failed: FailedBoothScan[];
  dismissFailed: () => void;
}

export interface ScanQueueCallbacks {
  /** A flush delivered something. */
  onDelivered?: () => void;
  /** The server refused the booth token (401): nothing more is sent until the manager logs in again. */
  onSignedOut?: () => void;
}

/**
 * Shows the booth's queue and keeps it flowing: a flush on mount (a new login) and on the `online` event, at
 * once unless a request was refused less than a second ago; while the server cannot take the scans, tries
 * again with exponential back-off and jitter (resend-backoff.ts); a 401 stops the sends.
 */
export function useScanQueue(boothId: number | null, callbacks: ScanQueueCallbacks = {}): ScanQueueView {
  const queue = useSyncExternalStore(subscribe, snapshot);
  const pending = queue.pending.filter((scan) => scan.boothId === boothId).length;
  const failed = useMemo(() => queue.failed.filter((scan) => scan.boothId === boothId), [queue, boothId]);

  const kickRef = useRef<() => void>(() => undefined);
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  });

  useEffect(() => {
    if (boothId === null) return;
    let timer: number | undefined;
    let stopped = false;

    const schedule = (delayMs: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(flush, delayMs);
    };

    function flush() {
      if (stopped || boothId === null) return;
      window.clearTimeout(timer);
      timer = undefined;
      const wait = waitBeforeTryMs(Date.now(), resendState.lastRefusedAt);
      if (wait > 0) {
        schedule(wait);
        return;
      }
      boothScanQueue.flush(boothId).then(
        (report) => {
          if (report.delivered > 0) {
            noteAccepted();
            callbacksRef.current.onDelivered?.();
          }
          const status = report.interrupted ? (report.error?.status ?? 0) : null;
          if (status === null && report.delivered === 0 && report.rejected > 0) noteAccepted();
          if (status !== null) noteRefused();
          const next = afterFlush(status, resendState.attempt, Math.random());
          if (stopped) return;
          if (next.kind === 'idle') resendState.attempt = 0;
          else if (next.kind === 'signed-out') {
            stopped = true;
            window.clearTimeout(timer);
            callbacksRef.current.onSignedOut?.();
          } else {
            resendState.attempt = next.attempt;
            schedule(next.delayMs);
          }
        },
        (error: unknown) => {
          console.warn(error); // storage unavailable: the scans stay where they are
        },
      );
    }

    // a scan queued meanwhile (the screen's own send failed) goes out when nothing is scheduled already
    kickRef.current = () => {
      if (timer === undefined && !boothScanQueue.isFlushing()) flush();
    };
    flush();
    window.addEventListener('online', flush);
    return () => {
      kickRef.current = () => undefined;
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', flush);
    };
  }, [boothId]);

  useEffect(() => {
    if (pending > 0) kickRef.current();
  }, [pending]);

  const dismissFailed = useCallback(() => {
    if (boothId !== null) boothScanQueue.dismissFailed(boothId);
  }, [boothId]);

  return { pending, failed, dismissFailed };
}
