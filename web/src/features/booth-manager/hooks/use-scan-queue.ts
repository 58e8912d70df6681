import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

import { boothScanQueue } from '../booth-scan-queue';
import type { FailedBoothScan } from '../types';

/** How often a non-empty queue is tried again. */
export const FLUSH_INTERVAL_MS = 3_000;

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

/**
 * Shows the booth's queue and keeps it flowing: a flush on mount, on the `online` event and every
 * few seconds while scans wait. `onDelivered` runs after a flush delivered something.
 */
export function useScanQueue(boothId: number | null, onDelivered?: () => void): ScanQueueView {
  const queue = useSyncExternalStore(subscribe, snapshot);
  const pending = queue.pending.filter((scan) => scan.boothId === boothId).length;
  const failed = useMemo(() => queue.failed.filter((scan) => scan.boothId === boothId), [queue, boothId]);

  const onDeliveredRef = useRef(onDelivered);
  useEffect(() => {
    onDeliveredRef.current = onDelivered;
  });

  const flush = useCallback(() => {
    if (boothId === null) return;
    boothScanQueue.flush(boothId).then(
      (report) => {
        if (report.delivered > 0) onDeliveredRef.current?.();
      },
      (error: unknown) => {
        console.warn(error); // storage unavailable: the scans stay where they are
      },
    );
  }, [boothId]);

  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('online', flush);
    };
  }, [flush]);

  const waiting = pending > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(flush, FLUSH_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [waiting, flush]);

  const dismissFailed = useCallback(() => {
    if (boothId !== null) boothScanQueue.dismissFailed(boothId);
  }, [boothId]);

  return { pending, failed, dismissFailed };
}
