import { describe, expect, it } from 'vitest';

import {
  FAILED_SCANS_KEY,
  PENDING_SCANS_KEY,
  ScanQueue,
  deliveryOutcome,
  isRetryableStatus,
  type KeyValueStorage,
} from './scan-queue';
import type { BoothScan } from './types';

class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const scan = (userId: number, boothId = 7): BoothScan => ({
  boothId,
  userId,
  clientEventId: `key-${String(boothId)}-${String(userId)}`,
  scannedAt: '2026-05-01T01:02:03.000Z',
});

/** A queue whose sender answers from `answer` and records what it was given. */
function queueWith(answer: (scan: BoothScan) => Promise<unknown>, storage = new MemoryStorage()) {
  const sent: BoothScan[] = [];
  const queue = new ScanQueue({
    storage,
    send: (s) => {
      sent.push(s);
      return answer(s);
    },
  });
  return { queue, sent, storage };
}

const ok = () => Promise.resolve({});
const fail = (status: number, message: string) => () => Promise.reject(new HttpFailure(status, message));

describe('deliveryOutcome', () => {
  it('counts 2xx and a duplicate (409 with 중복) as delivered', () => {
    expect(deliveryOutcome(null)).toBe('delivered');
    expect(deliveryOutcome({ status: 409, message: '중복 방문입니다.' })).toBe('delivered');
  });

  it('keeps scans for no answer, 408, 429, 5xx and a lost booth token (401)', () => {
    for (const status of [0, 401, 408, 429, 500, 502, 503]) {
      expect(deliveryOutcome({ status, message: 'x' }), String(status)).toBe('retry');
    }
  });

  it('rejects other 4xx answers for good (unknown attendee, bad ids, another booth)', () => {
    for (const status of [400, 403, 404, 409]) {
      expect(deliveryOutcome({ status, message: '다른 오류' }), String(status)).toBe('rejected');
    }
  });

  it('says which statuses are worth queueing a scan for', () => {
    expect([0, 408, 429, 500, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409].some(isRetryableStatus)).toBe(false);
  });
});

describe('ScanQueue', () => {
  it('stores scans under pendingBoothVisits, in order, and does not queue the same attendee twice', () => {
    const { queue, storage } = queueWith(ok);
    queue.add(scan(1));
    queue.add(scan(2));
    queue.add({ ...scan(1), clientEventId: 'another-key' });
    queue.add(scan(1, 8));
    expect(JSON.parse(storage.getItem(PENDING_SCANS_KEY)!)).toEqual([scan(1), scan(2), scan(1, 8)]);
    // a fresh queue on the same storage (a reload of the page) sees them
    expect(new ScanQueue({ storage, send: ok }).snapshot().pending).toEqual([scan(1), scan(2), scan(1, 8)]);
  });

  it('delivers the booth’s scans in order with their own keys and empties the queue', async () => {
    const { queue, sent } = queueWith(ok);
    queue.add(scan(1));
    queue.add(scan(2, 8));
    queue.add(scan(3));
    const report = await queue.flush(7);
    expect(report).toEqual({ delivered: 2, rejected: 0, interrupted: false });
    expect(sent.map((s) => s.clientEventId)).toEqual(['key-7-1', 'key-7-3']);
    // another booth's scan waits for that booth
    expect(queue.snapshot().pending).toEqual([scan(2, 8)]);
  });

  it('removes a scan the server already has (409 중복)', async () => {
    const { queue } = queueWith(fail(409, '이미 등록된 방문입니다(중복).'));
    queue.add(scan(1));
    expect(await queue.flush(7)).toEqual({ delivered: 1, rejected: 0, interrupted: false });
    expect(queue.snapshot()).toEqual({ pending: [], failed: [] });
  });

  it('keeps every scan while the server is unreachable and resends the same key later', async () => {
    let online = false;
    const { queue, sent } = queueWith(() => (online ? ok() : fail(0, '네트워크')()));
    queue.add(scan(1));
    queue.add(scan(2));
    expect(await queue.flush(7)).toEqual({
      delivered: 0,
      rejected: 0,
      interrupted: true,
      error: { status: 0, message: '네트워크' },
    });
    // the round stops at the first scan that has to wait
    expect(sent.map((s) => s.userId)).toEqual([1]);
    expect(queue.snapshot().pending).toEqual([scan(1), scan(2)]);

    for (const status of [500, 503, 408, 429, 401]) {
      const again = queueWith(fail(status, '잠시 후'), new MemoryStorage());
      again.queue.add(scan(1));
      await again.queue.flush(7);
      expect(again.queue.snapshot().pending, String(status)).toEqual([scan(1)]);
    }

    online = true;
    expect(await queue.flush(7)).toEqual({ delivered: 2, rejected: 0, interrupted: false });
    expect(sent.map((s) => s.clientEventId)).toEqual(['key-7-1', 'key-7-1', 'key-7-2']);
    expect(queue.snapshot().pending).toEqual([]);
  });

  it('records a scan refused for good as failed with the server message and goes on', async () => {
    const { queue, storage } = queueWith((s) =>
      s.userId === 404 ? fail(404, '참석자를 찾을 수 없습니다.')() : ok(),
    );
    queue.add(scan(404));
    queue.add(scan(5));
    expect(await queue.flush(7)).toEqual({ delivered: 1, rejected: 1, interrupted: false });
    expect(queue.snapshot().pending).toEqual([]);
    expect(queue.snapshot().failed).toEqual([{ ...scan(404), message: '참석자를 찾을 수 없습니다.' }]);
    expect(JSON.parse(storage.getItem(FAILED_SCANS_KEY)!)).toHaveLength(1);

    queue.dismissFailed(8);
    expect(queue.snapshot().failed).toHaveLength(1);
    queue.dismissFailed(7);
    expect(queue.snapshot().failed).toEqual([]);
  });

  it('runs one flush at a time: a second call joins the running one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { queue, sent } = queueWith(() => gate);
    queue.add(scan(1));
    const first = queue.flush(7);
    const second = queue.flush(7);
    expect(second).toBe(first);
    expect(queue.isFlushing()).toBe(true);
    release();
    expect(await second).toEqual({ delivered: 1, rejected: 0, interrupted: false });
    expect(sent).toHaveLength(1);
    expect(queue.isFlushing()).toBe(false);
  });

  it('also sends a scan added while the flush is under way', async () => {
    const { queue, sent } = queueWith(async (s) => {
      if (s.userId === 1) queue.add(scan(2));
    });
    queue.add(scan(1));
    expect(await queue.flush(7)).toEqual({ delivered: 2, rejected: 0, interrupted: false });
    expect(sent.map((s) => s.userId)).toEqual([1, 2]);
  });

  it('notifies listeners on changes and keeps the same snapshot while nothing changed', () => {
    const { queue } = queueWith(ok);
    let calls = 0;
    const unsubscribe = queue.subscribe(() => (calls += 1));
    const before = queue.snapshot();
    expect(queue.snapshot()).toBe(before);
    queue.add(scan(1));
    expect(calls).toBe(1);
    expect(queue.snapshot()).not.toBe(before);
    unsubscribe();
    queue.add(scan(2));
    expect(calls).toBe(1);
  });

  it('ignores damaged storage instead of failing', () => {
    const storage = new MemoryStorage();
    storage.setItem(PENDING_SCANS_KEY, '{not json');
    storage.setItem(FAILED_SCANS_KEY, JSON.stringify([{ userId: 'x' }, { ...scan(3), message: 'm' }]));
    const { queue } = queueWith(ok, storage);
    expect(queue.snapshot()).toEqual({ pending: [], failed: [{ ...scan(3), message: 'm' }] });
  });
});
