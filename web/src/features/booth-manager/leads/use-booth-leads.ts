import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

import type { Failed, QueueSnapshot } from '../../../lib/offline/offline-queue';
import { type BoothLeadState, leadEditQueue, leadStore } from './lead-store';
import type { LeadEdit } from '../lead-types';

export interface BoothLeadsView {
  state: BoothLeadState;
  /** The booth's edits waiting to be sent, in order. */
  pending: readonly LeadEdit[];
  /** The booth's edits the server refused for good. */
  failed: readonly Failed<LeadEdit>[];
}

interface Snapshot {
  state: BoothLeadState;
  queue: QueueSnapshot<LeadEdit>;
}

/**
 * A booth's leads as the phone shows them: what the server holds and the edits on their way. While a screen
 * uses it, the leads are loaded and the edits sent; `onSignedOut` is called when the server refuses the token.
 */
export function useBoothLeads(boothId: number, onSignedOut?: () => void): BoothLeadsView {
  const subscribe = useCallback((listener: () => void) => leadStore.subscribe(boothId, listener), [boothId]);
  const last = useRef<Snapshot | null>(null);
  const getSnapshot = useCallback((): Snapshot => {
    const state = leadStore.state(boothId);
    const queue = leadEditQueue.snapshot();
    if (last.current?.state !== state || last.current.queue !== queue) last.current = { state, queue };
    return last.current;
  }, [boothId]);
  const { state, queue } = useSyncExternalStore(subscribe, getSnapshot);

  const signedOutRef = useRef(onSignedOut);
  useEffect(() => {
    signedOutRef.current = onSignedOut;
  });
  useEffect(
    () =>
      leadStore.onSignedOut(boothId, () => {
        signedOutRef.current?.();
      }),
    [boothId],
  );

  const pending = useMemo(() => queue.pending.filter((edit) => edit.boothId === boothId), [queue, boothId]);
  const failed = useMemo(() => queue.failed.filter((edit) => edit.boothId === boothId), [queue, boothId]);
  return { state, pending, failed };
}
