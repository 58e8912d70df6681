import type { BoothScan, FailedBoothScan } from './types';

/**
 * The offline scan queue: scans the server could not take (no connection, 5xx, 408, 429) wait in
 * storage and are resent with the same Idempotency-Key until the server answers for good.
 * Pure: the storage and the sender are given, so the logic runs anywhere (and in unit tests).
 */
export const PENDING_SCANS_KEY = 'pendingBoothVisits';
export const FAILED_SCANS_KEY = 'failedBoothVisits';
/** Refused scans kept for display; older ones are dropped. */
const MAX_FAILED = 50;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What a failed request tells: the HTTP status (0: no answer) and the server's message. */
export interface DeliveryError {
  status: number;
  message: string;
}

export type DeliveryOutcome = 'delivered' | 'rejected' | 'retry';

/** No answer, a timeout, too many requests or a server error: the scan may go through later. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** How a send ended: 2xx (error null) or a duplicate is delivered; a 401 waits for a new login. */
export function deliveryOutcome(error: DeliveryError | null): DeliveryOutcome {
  if (error === null) return 'delivered';
  if (error.status === 409 && error.message.includes('중복')) return 'delivered';
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

function isFailedScan(value: unknown): value is FailedBoothScan {
  return isScan(value) && typeof (value as unknown as Record<string, unknown>).message === 'string';
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

export interface ScanQueueSnapshot {
  pending: readonly BoothScan[];
  failed: readonly FailedBoothScan[];
}

export interface FlushReport {
  delivered: number;
  rejected: number;
  /** True when the round stopped at a scan that has to wait (server unreachable). */
  interrupted: boolean;
}

export interface ScanQueueOptions {
  storage: KeyValueStorage;
  /** Sends one scan; resolves on 2xx, throws (an error with status and message) otherwise. */
  send: (scan: BoothScan) => Promise<unknown>;
}

export class ScanQueue {
  private readonly listeners = new Set<() => void>();
  private running: Promise<FlushReport> | null = null;
  private cachedRaw: string | null = null;
  private cached: ScanQueueSnapshot = { pending: [], failed: [] };

  constructor(private readonly options: ScanQueueOptions) {}

  /** The queue as stored, the same object while storage is unchanged. */
  snapshot(): ScanQueueSnapshot {
    const pendingRaw = this.options.storage.getItem(PENDING_SCANS_KEY);
    const failedRaw = this.options.storage.getItem(FAILED_SCANS_KEY);
    const raw = JSON.stringify([pendingRaw, failedRaw]);
    if (raw !== this.cachedRaw) {
      this.cachedRaw = raw;
      this.cached = { pending: parseList(pendingRaw, isScan), failed: parseList(failedRaw, isFailedScan) };
    }
    return this.cached;
  }

  /** Keeps a scan for later; a second scan of the same attendee at the same booth is not queued twice. */
  add(scan: BoothScan): void {
    const { pending } = this.snapshot();
    if (pending.some((s) => s.boothId === scan.boothId && s.userId === scan.userId)) return;
    this.write(PENDING_SCANS_KEY, [...pending, scan]);
  }

  /** Forgets the refused scans of a booth once they were seen. */
  dismissFailed(boothId: number): void {
    this.write(
      FAILED_SCANS_KEY,
      this.snapshot().failed.filter((s) => s.boothId !== boothId),
    );
  }

  isFlushing(): boolean {
    return this.running !== null;
  }

  /** Sends the booth's waiting scans in order, one at a time; a call during a flush joins it. */
  flush(boothId: number): Promise<FlushReport> {
    this.running ??= this.runFlush(boothId).finally(() => {
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

  private async runFlush(boothId: number): Promise<FlushReport> {
    const report: FlushReport = { delivered: 0, rejected: 0, interrupted: false };
    const tried = new Set<string>();
    for (;;) {
      // read storage afresh: a scan may have been added while the last one was on its way
      const next = this.snapshot().pending.find((s) => s.boothId === boothId && !tried.has(s.clientEventId));
      if (!next) return report;
      tried.add(next.clientEventId);
      let error: DeliveryError | null = null;
      try {
        await this.options.send(next);
      } catch (caught) {
        error = toDeliveryError(caught);
      }
      const outcome = deliveryOutcome(error);
      if (outcome === 'retry') return { ...report, interrupted: true };
      this.remove(next.clientEventId);
      if (outcome === 'delivered') report.delivered += 1;
      else {
        report.rejected += 1;
        this.recordFailure({ ...next, message: error?.message ?? '' });
      }
    }
  }

  private remove(clientEventId: string): void {
    this.write(
      PENDING_SCANS_KEY,
      this.snapshot().pending.filter((s) => s.clientEventId !== clientEventId),
    );
  }

  private recordFailure(scan: FailedBoothScan): void {
    this.write(FAILED_SCANS_KEY, [...this.snapshot().failed, scan].slice(-MAX_FAILED));
  }

  private write(key: string, list: readonly BoothScan[]): void {
    this.options.storage.setItem(key, JSON.stringify(list));
    this.notify();
  }
}
