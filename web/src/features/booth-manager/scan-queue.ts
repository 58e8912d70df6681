import {
  deliveryOutcome as requestOutcome,
  OfflineQueue,
  type DeliveryError,
  type DeliveryOutcome,
  type FlushReport,
  type KeyValueStorage,
} from '../../lib/offline/offline-queue';
import type { BoothScan } from './types';

export { isRetryableStatus, type FlushReport, type KeyValueStorage } from '../../lib/offline/offline-queue';

/**
 * The booth phone's offline scan queue (lib/offline/offline-queue.ts): scans the server could not take wait in storage
 * and are resent with the same Idempotency-Key until the server answers for good.
 */
export const PENDING_SCANS_KEY = 'pendingBoothVisits';
export const FAILED_SCANS_KEY = 'failedBoothVisits';

/** How a scan's send ended: a duplicate ('중복': the visit is there) counts as delivered. */
export function deliveryOutcome(error: DeliveryError | null): DeliveryOutcome {
  if (error?.status === 409 && error.message.includes('중복')) return 'delivered';
  return requestOutcome(error);
}

function isScan(value: unknown): value is BoothScan {
  if (typeof value !== 'object' || value === null) return false;
  const scan = value as Record<string, unknown>;
  return (
    typeof scan.boothId === 'number' &&
    typeof scan.userId === 'number' &&
    typeof scan.clientEventId === 'string' &&
    typeof scan.scannedAt === 'string'
  );
}

export interface ScanQueueOptions {
  storage: KeyValueStorage;
  /** Sends one scan; resolves on 2xx, throws (an error with status and message) otherwise. */
  send: (scan: BoothScan) => Promise<unknown>;
}

export class ScanQueue {
  private readonly queue: OfflineQueue<BoothScan>;

  constructor({ storage, send }: ScanQueueOptions) {
    this.queue = new OfflineQueue({
      storage,
      keys: { pending: PENDING_SCANS_KEY, failed: FAILED_SCANS_KEY },
      isItem: isScan,
      // a second scan of the same attendee at the same booth is not queued twice
      sameAs: (a, b) => a.boothId === b.boothId && a.userId === b.userId,
      send,
      outcome: deliveryOutcome,
    });
  }

  /** The queue as stored, the same object while storage is unchanged. */
  snapshot() {
    return this.queue.snapshot();
  }

  add(scan: BoothScan): void {
    this.queue.add(scan);
  }

  /** Forgets the refused scans of a booth once they were seen. */
  dismissFailed(boothId: number): void {
    this.queue.dismissFailed((scan) => scan.boothId === boothId);
  }

  isFlushing(): boolean {
    return this.queue.isFlushing();
  }

  /** Sends the booth's waiting scans in order, one at a time; a call during a flush joins it. */
  flush(boothId: number): Promise<FlushReport> {
    return this.queue.flush((scan) => scan.boothId === boothId);
  }

  subscribe(listener: () => void): () => void {
    return this.queue.subscribe(listener);
  }

  /** Tells the listeners that storage may have changed elsewhere (another tab). */
  notify(): void {
    this.queue.notify();
  }
}
