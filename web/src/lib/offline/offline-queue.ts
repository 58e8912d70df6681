/**
 * An offline queue: requests the server could not take (no connection, 5xx, 408, 429, a login to renew) wait
 * in storage and are resent with the same Idempotency-Key (`clientEventId`) until the server answers for good;
 * what it refuses is kept for display. Booth phones queue scans in it, desk laptops check-ins and prints.
 * Pure: the storage and the sender are given, so the logic runs anywhere (and in unit tests).
 */

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** localStorage, or nothing where it cannot be read (a private window that refuses it). */
export const browserStorage: KeyValueStorage = {
  getItem(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    window.localStorage.setItem(key, value);
  },
};

/** What a failed request tells: the HTTP status (0: no answer) and the server's message. */
export interface DeliveryError {
  status: number;
  message: string;
}

export type DeliveryOutcome = 'delivered' | 'rejected' | 'retry';

/** No answer, a timeout, too many requests or a server error: the request may go through later. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** How a send ended: 2xx (error null) is delivered; a retryable status or a 401 (a new login) waits. */
export function deliveryOutcome(error: DeliveryError | null): DeliveryOutcome {
  if (error === null) return 'delivered';
  if (isRetryableStatus(error.status) || error.status === 401) return 'retry';
  return 'rejected';
}

export function toDeliveryError(error: unknown): DeliveryError {
  if (typeof error === 'object' && error !== null && 'status' in error && 'message' in error) {
    const { status, message } = error;
    if (typeof status === 'number' && typeof message === 'string') return { status, message };
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

function parseList<T>(raw: string | null, isItem: (value: unknown) => value is T): T[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

export type Failed<T> = T & { message: string };

export interface QueueSnapshot<T> {
  pending: readonly T[];
  failed: readonly Failed<T>[];
}

export interface FlushReport {
  delivered: number;
  rejected: number;
  /** True when the round stopped at a request that has to wait (server unreachable). */
  interrupted: boolean;
  /** Why it stopped (the status and message of the request that has to wait), when it did. */
  error?: DeliveryError;
}

export interface OfflineQueueOptions<T> {
  storage: KeyValueStorage;
  /** The storage keys of the waiting and of the refused requests. */
  keys: { pending: string; failed: string };
  /** Whether a stored value is a request of this queue (storage may hold anything). */
  isItem: (value: unknown) => value is T;
  /** Two requests for the same thing: the second is not queued. */
  sameAs: (a: T, b: T) => boolean;
  /** Sends one request; resolves on 2xx, throws (an error with status and message) otherwise. */
  send: (item: T) => Promise<unknown>;
  /** How a send ended (default `deliveryOutcome`). */
  outcome?: (error: DeliveryError | null) => DeliveryOutcome;
}

/** Refused requests kept for display; older ones are dropped. */
const MAX_FAILED = 50;

export class OfflineQueue<T extends { clientEventId: string }> {
  private readonly listeners = new Set<() => void>();
  private running: Promise<FlushReport> | null = null;
  private cachedRaw: string | null = null;
  private cached: QueueSnapshot<T> = { pending: [], failed: [] };
  private readonly isFailed: (value: unknown) => value is Failed<T>;

  constructor(private readonly options: OfflineQueueOptions<T>) {
    this.isFailed = (value): value is Failed<T> =>
      options.isItem(value) && typeof (value as Record<string, unknown>).message === 'string';
  }

  /** The queue as stored, the same object while storage is unchanged. */
  snapshot(): QueueSnapshot<T> {
    const { storage, keys, isItem } = this.options;
    const pendingRaw = storage.getItem(keys.pending);
    const failedRaw = storage.getItem(keys.failed);
    const raw = JSON.stringify([pendingRaw, failedRaw]);
    if (raw !== this.cachedRaw) {
      this.cachedRaw = raw;
      this.cached = { pending: parseList(pendingRaw, isItem), failed: parseList(failedRaw, this.isFailed) };
    }
    return this.cached;
  }

  /** Keeps a request for later, unless one for the same thing waits already. */
  add(item: T): void {
    const { pending } = this.snapshot();
    if (pending.some((waiting) => this.options.sameAs(waiting, item))) return;
    this.write(this.options.keys.pending, [...pending, item]);
  }

  /** Keeps a request for later in place of one for the same thing that waits (a changed answer: the last wins). */
  replace(item: T): void {
    const { pending } = this.snapshot();
    this.write(this.options.keys.pending, [
      ...pending.filter((waiting) => !this.options.sameAs(waiting, item)),
      item,
    ]);
  }

  /** Forgets the refused requests that `seen` picks (all of them by default) once they were shown. */
  dismissFailed(seen: (item: Failed<T>) => boolean = () => true): void {
    this.write(
      this.options.keys.failed,
      this.snapshot().failed.filter((item) => !seen(item)),
    );
  }

  isFlushing(): boolean {
    return this.running !== null;
  }

  /** Sends the waiting requests `which` picks, in order, one at a time; a call during a flush joins it. */
  flush(which: (item: T) => boolean = () => true): Promise<FlushReport> {
    this.running ??= this.runFlush(which).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Tells the listeners that storage may have changed elsewhere (another tab). */
  notify(): void {
    this.listeners.forEach((listener) => {
      listener();
    });
  }

  private async runFlush(which: (item: T) => boolean): Promise<FlushReport> {
    const outcomeOf = this.options.outcome ?? deliveryOutcome;
    const report: FlushReport = { delivered: 0, rejected: 0, interrupted: false };
    const tried = new Set<string>();
    for (;;) {
      // read storage afresh: a request may have been added while the last one was on its way
      const next = this.snapshot().pending.find((item) => which(item) && !tried.has(item.clientEventId));
      if (!next) return report;
      tried.add(next.clientEventId);
      let error: DeliveryError | null = null;
      try {
        await this.options.send(next);
      } catch (caught) {
        error = toDeliveryError(caught);
      }
      const outcome = outcomeOf(error);
      if (outcome === 'retry') return { ...report, interrupted: true, error: error ?? undefined };
      this.remove(next.clientEventId);
      if (outcome === 'delivered') report.delivered += 1;
      else {
        report.rejected += 1;
        const failed = [...this.snapshot().failed, { ...next, message: error?.message ?? '' }];
        this.write(this.options.keys.failed, failed.slice(-MAX_FAILED));
      }
    }
  }

  private remove(clientEventId: string): void {
    this.write(
      this.options.keys.pending,
      this.snapshot().pending.filter((item) => item.clientEventId !== clientEventId),
    );
  }

  private write(key: string, list: readonly T[]): void {
    this.options.storage.setItem(key, JSON.stringify(list));
    this.notify();
  }
}
