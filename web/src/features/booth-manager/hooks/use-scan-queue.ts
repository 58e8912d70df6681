import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

import { boothScanQueue } from '../booth-scan-queue';
import { startQueueSender } from '../queue-sender';
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
 * Shows the booth's queue and keeps it flowing (queue-sender.ts): a round on mount (a new login) and on the
 * `online` event; back-off while the server cannot take the scans; a 401 stops the sends.
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
    const sender = startQueueSender({
      flush: () => boothScanQueue.flush(boothId),
      isFlushing: () => boothScanQueue.isFlushing(),
      onDelivered: () => callbacksRef.current.onDelivered?.(),
      onSignedOut: () => callbacksRef.current.onSignedOut?.(),
    });
    // a scan queued meanwhile (the screen's own send failed) goes out when nothing is scheduled already
    kickRef.current = sender.kick;
    return () => {
      kickRef.current = () => undefined;
      sender.stop();
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
