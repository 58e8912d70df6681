import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

import { deskQueue } from '../desk-queue';
import type { DeskQueueSnapshot } from '../desk-action-queue';

/** How often a non-empty queue is tried again. */
export const FLUSH_INTERVAL_MS = 3_000;

function subscribe(listener: () => void): () => void {
  const unsubscribe = deskQueue.subscribe(listener);
  window.addEventListener('storage', listener); // another tab of this laptop
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
}

const snapshot = () => deskQueue.snapshot();

/**
 * The desk's waiting check-ins and prints, kept flowing: a flush on mount, on the `online` event and every
 * few seconds while something waits. `onDelivered` runs after a flush delivered something.
 */
export function useDeskQueue(onDelivered: () => void): DeskQueueSnapshot & { dismissFailed: () => void } {
  const queue = useSyncExternalStore(subscribe, snapshot);
  const onDeliveredRef = useRef(onDelivered);
  useEffect(() => {
    onDeliveredRef.current = onDelivered;
  });

  const flush = useCallback(() => {
    deskQueue.flush().then(
      (report) => {
        if (report.delivered > 0) onDeliveredRef.current();
      },
      (error: unknown) => {
        console.warn(error); // storage unavailable: the actions stay where they are
      },
    );
  }, []);

  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('online', flush);
    };
  }, [flush]);

  const waiting = queue.pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(flush, FLUSH_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [waiting, flush]);

  const dismissFailed = useCallback(() => {
    deskQueue.dismissFailed();
  }, []);
  return { ...queue, dismissFailed };
}
