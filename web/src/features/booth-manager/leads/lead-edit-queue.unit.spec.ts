import { describe, expect, it } from 'vitest';

import type { KeyValueStorage } from '../../../lib/offline/offline-queue';
import { FAILED_LEAD_EDITS_KEY, isLeadEdit, LeadEditQueue, PENDING_LEAD_EDITS_KEY } from './lead-edit-queue';
import type { LeadChange, LeadEdit } from '../lead-types';

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

const edit = (userId: number, change: LeadChange, n: number, boothId = 1): LeadEdit => ({
  boothId,
  userId,
  clientEventId: `edit-${String(n)}`,
  changedAt: '2026-05-01T01:00:00.000Z',
  change,
});

function queueWith(answer: (edit: LeadEdit) => Promise<unknown>) {
  const storage = new MemoryStorage();
  const sent: string[] = [];
  const queue = new LeadEditQueue({
    storage,
    send: (e) => {
      sent.push(e.clientEventId);
      return answer(e);
    },
  });
  return { queue, sent, storage };
}

describe('isLeadEdit', () => {
  it('takes an edit as stored and refuses what is not one', () => {
    expect(isLeadEdit(edit(5, { interest: null, tags: ['a'], memo: '' }, 1))).toBe(true);
    expect(isLeadEdit({ ...edit(5, {}, 1), change: { interest: 'urgent' } })).toBe(false);
    expect(isLeadEdit({ ...edit(5, {}, 1), change: { tags: [1] } })).toBe(false);
    expect(isLeadEdit({ ...edit(5, {}, 1), userId: '5' })).toBe(false);
    expect(isLeadEdit(null)).toBe(false);
  });
});

describe('LeadEditQueue', () => {
  it('given two edits of the same visitor, when flushed, sends both once, in order', async () => {
    const { queue, sent, storage } = queueWith(() => Promise.resolve({}));
    queue.add(edit(5, { interest: 'high' }, 1));
    queue.add(edit(5, { memo: '메모' }, 2));
    queue.add(edit(5, { memo: '메모' }, 2)); // the same edit again (another tab): kept once
    const report = await queue.flush(() => true);
    expect(report).toEqual({ delivered: 2, rejected: 0, interrupted: false });
    expect(sent).toEqual(['edit-1', 'edit-2']);
    expect(storage.getItem(PENDING_LEAD_EDITS_KEY)).toBe('[]');
  });

  it('given the server is away, keeps the edits and stops at the first; another booth’s edits are not sent', async () => {
    const { queue, sent } = queueWith(() => Promise.reject(new HttpFailure(0, 'offline')));
    queue.add(edit(5, { interest: 'high' }, 1, 2));
    queue.add(edit(5, { interest: 'low' }, 2));
    queue.add(edit(6, { interest: 'low' }, 3));
    const report = await queue.flush((e) => e.boothId === 1);
    expect(report.interrupted).toBe(true);
    expect(sent).toEqual(['edit-2']);
    expect(queue.snapshot().pending.map((e) => e.clientEventId)).toEqual(['edit-1', 'edit-2', 'edit-3']);
  });

  it('given a 401, keeps the edit for after the next login', async () => {
    const { queue } = queueWith(() => Promise.reject(new HttpFailure(401, '부스 로그인이 필요합니다.')));
    queue.add(edit(5, { interest: 'high' }, 1));
    const report = await queue.flush(() => true);
    expect(report.error?.status).toBe(401);
    expect(queue.snapshot().pending).toHaveLength(1);
  });

  it('given a refused edit, keeps it with the reason until dismissed, and sends the next', async () => {
    const { queue, sent, storage } = queueWith((e) =>
      e.userId === 5
        ? Promise.reject(new HttpFailure(404, '방문 기록이 없는 참석자입니다.'))
        : Promise.resolve({}),
    );
    queue.add(edit(5, { interest: 'high' }, 1));
    queue.add(edit(6, { interest: 'high' }, 2));
    expect(await queue.flush(() => true)).toEqual({ delivered: 1, rejected: 1, interrupted: false });
    expect(sent).toEqual(['edit-1', 'edit-2']);
    expect(queue.snapshot().failed).toEqual([
      { ...edit(5, { interest: 'high' }, 1), message: '방문 기록이 없는 참석자입니다.' },
    ]);
    queue.dismissFailed(1, 5);
    expect(storage.getItem(FAILED_LEAD_EDITS_KEY)).toBe('[]');
  });
});
