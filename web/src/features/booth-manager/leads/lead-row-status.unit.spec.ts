import { describe, expect, it } from 'vitest';

import { leadRowStatus } from './lead-row-status';
import type { LeadEdit } from '../lead-types';

const edit = (userId: number, n: number): LeadEdit => ({
  boothId: 1,
  userId,
  clientEventId: `edit-${String(n)}`,
  changedAt: '2026-05-01T01:00:00.000Z',
  change: { interest: 'high' },
});

describe('leadRowStatus', () => {
  it('says 전송 대기 while an edit of the visitor waits, even when the server answered an earlier one', () => {
    expect(leadRowStatus(5, [edit(5, 1), edit(6, 2), edit(5, 3)], [], new Set([5]))).toEqual({
      kind: 'pending',
      count: 2,
    });
  });

  it('says why the server refused the last refused edit', () => {
    const failed = [
      { ...edit(5, 1), message: '첫째' },
      { ...edit(5, 2), message: '방문 기록이 없는 참석자입니다.' },
    ];
    expect(leadRowStatus(5, [], failed, new Set())).toEqual({
      kind: 'failed',
      message: '방문 기록이 없는 참석자입니다.',
    });
  });

  it('says 저장됨 only when the server answered and nothing waits', () => {
    expect(leadRowStatus(5, [], [], new Set([5]))).toEqual({ kind: 'saved' });
    expect(leadRowStatus(5, [edit(6, 1)], [], new Set())).toEqual({ kind: 'none' });
  });
});
