import {
  OfflineQueue,
  type FlushReport,
  type KeyValueStorage,
  type QueueSnapshot,
} from '../../../lib/offline/offline-queue';
import { LEAD_INTERESTS } from '@expo/contract/leads-values';
import type { LeadChange, LeadEdit } from '../lead-types';

/**
 * The booth phone's lead edits on their way to the server (lib/offline/offline-queue.ts, as scans): an edit waits in
 * storage until the server answers for good, and is resent with the same Idempotency-Key meanwhile.
 */
export const PENDING_LEAD_EDITS_KEY = 'pendingBoothLeadEdits';
export const FAILED_LEAD_EDITS_KEY = 'failedBoothLeadEdits';

function isChange(value: unknown): value is LeadChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  const { interest, tags, memo } = change;
  return (
    (interest === undefined || interest === null || LEAD_INTERESTS.some((known) => known === interest)) &&
    (tags === undefined || (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string'))) &&
    (memo === undefined || typeof memo === 'string')
  );
}

export function isLeadEdit(value: unknown): value is LeadEdit {
  if (typeof value !== 'object' || value === null) return false;
  const edit = value as Record<string, unknown>;
  return (
    typeof edit.boothId === 'number' &&
    typeof edit.userId === 'number' &&
    typeof edit.clientEventId === 'string' &&
    typeof edit.changedAt === 'string' &&
    isChange(edit.change)
  );
}

export interface LeadEditQueueOptions {
  storage: KeyValueStorage;
  /** Sends one edit; resolves on 2xx, throws (an error with status and message) otherwise. */
  send: (edit: LeadEdit) => Promise<unknown>;
}

export class LeadEditQueue {
  private readonly queue: OfflineQueue<LeadEdit>;

  constructor({ storage, send }: LeadEditQueueOptions) {
    this.queue = new OfflineQueue({
      storage,
      keys: { pending: PENDING_LEAD_EDITS_KEY, failed: FAILED_LEAD_EDITS_KEY },
      isItem: isLeadEdit,
      // every edit is sent, in the order it was made (each replaces only the fields it names)
      sameAs: (a, b) => a.clientEventId === b.clientEventId,
      send,
    });
  }

  /** The queue as stored, the same object while storage is unchanged. */
  snapshot(): QueueSnapshot<LeadEdit> {
    return this.queue.snapshot();
  }

  add(edit: LeadEdit): void {
    this.queue.add(edit);
  }

  /** Forgets the refused edits of a booth's visitor once they were seen. */
  dismissFailed(boothId: number, userId: number): void {
    this.queue.dismissFailed((edit) => edit.boothId === boothId && edit.userId === userId);
  }

  isFlushing(): boolean {
    return this.queue.isFlushing();
  }

  /** Sends the waiting edits `which` picks, in order, one at a time; a call during a flush joins it. */
  flush(which: (edit: LeadEdit) => boolean): Promise<FlushReport> {
    return this.queue.flush(which);
  }

  subscribe(listener: () => void): () => void {
    return this.queue.subscribe(listener);
  }

  /** Tells the listeners that storage may have changed elsewhere (another tab). */
  notify(): void {
    this.queue.notify();
  }
}
