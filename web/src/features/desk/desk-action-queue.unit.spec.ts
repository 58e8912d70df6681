import { describe, expect, it } from 'vitest';

import { deskActionQueue, FAILED_DESK_ACTIONS_KEY, PENDING_DESK_ACTIONS_KEY } from './desk-action-queue';
import type { DeskAction } from './types';

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const action = (kind: DeskAction['kind'], attendeeId: number, key = `${kind}-${String(attendeeId)}`) => ({
  kind,
  attendeeId,
  attendeeName: `참석자 ${String(attendeeId)}`,
  clientEventId: key,
  options: kind === 'print' ? { reprint: false } : {},
  madeAt: '2026-11-21T01:32:05.000Z',
});

const fail = (status: number, message: string) =>
  Promise.reject(Object.assign(new Error(message), { status }));

describe('DeskActionQueue', () => {
  it('keeps an action once per kind and attendee, and sends each with its own key in order', async () => {
    const sent: string[] = [];
    const queue = deskActionQueue(new MemoryStorage(), (a) => {
      sent.push(a.clientEventId);
      return Promise.resolve();
    });
    queue.add(action('entry', 1));
    queue.add(action('entry', 1, 'another'));
    queue.add(action('print', 1));
    expect(queue.snapshot().pending.map((a) => a.clientEventId)).toEqual(['entry-1', 'print-1']);
    expect((await queue.flush()).delivered).toBe(2);
    expect(sent).toEqual(['entry-1', 'print-1']);
    expect(queue.snapshot().pending).toEqual([]);
  });

  it('keeps what the server could not take now (no answer, 5xx, 408, 429, 401) for the next round', async () => {
    for (const status of [0, 500, 503, 408, 429, 401]) {
      const storage = new MemoryStorage();
      const queue = deskActionQueue(storage, () => fail(status, '잠시 후 다시 시도해주세요.'));
      queue.add(action('entry', 2));
      expect((await queue.flush()).delivered, String(status)).toBe(0);
      expect(JSON.parse(storage.getItem(PENDING_DESK_ACTIONS_KEY)!), String(status)).toHaveLength(1);
    }
  });

  it('moves an action refused for good to the failed list with the server message, and goes on', async () => {
    const storage = new MemoryStorage();
    const queue = deskActionQueue(storage, (a) =>
      a.kind === 'print'
        ? fail(409, '이미 출력된 명찰입니다 (10:32, 데스크 2). 다시 출력할까요?')
        : Promise.resolve(),
    );
    queue.add(action('print', 3));
    queue.add(action('entry', 3));
    expect((await queue.flush()).delivered).toBe(1);
    expect(queue.snapshot().pending).toEqual([]);
    expect(queue.snapshot().failed).toEqual([
      { ...action('print', 3), message: '이미 출력된 명찰입니다 (10:32, 데스크 2). 다시 출력할까요?' },
    ]);
    queue.dismissFailed();
    expect(JSON.parse(storage.getItem(FAILED_DESK_ACTIONS_KEY)!)).toEqual([]);
  });

  it('runs one flush at a time and ignores damaged storage', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PENDING_DESK_ACTIONS_KEY, '{not json');
    storage.setItem(FAILED_DESK_ACTIONS_KEY, JSON.stringify([{ kind: 'x' }]));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = deskActionQueue(storage, () => gate);
    expect(queue.snapshot()).toEqual({ pending: [], failed: [] });
    queue.add(action('entry', 4));
    const first = queue.flush();
    expect(queue.flush()).toBe(first);
    release();
    expect((await first).delivered).toBe(1);
  });
});
