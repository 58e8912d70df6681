import { describe, expect, it } from 'vitest';

import type { BulkSendPlan } from '@expo/contract/messaging';
import {
  audienceLabel,
  bulkProgress,
  planChannelLines,
  planCostLines,
  planSkippedLines,
  progressCounts,
} from './bulk-send-plan';
import { bulkSendTexts } from './texts';

const plan = (
  over: Partial<BulkSendPlan['byChannel']> = {},
  skipped: Partial<BulkSendPlan['skipped']> = {},
) => ({
  matched: 10,
  total: 0,
  byChannel: { ALIMTALK: 0, SMS: 0, LMS: 0, EMAIL: 0, KEPT: 0, ...over },
  skipped: { alreadySent: 0, unpaid: 0, unreachable: 0, ...skipped },
});

describe('planChannelLines', () => {
  it('given counts on every channel, then one line each in the fixed order, the kept one with its note', () => {
    const lines = planChannelLines(plan({ ALIMTALK: 3, SMS: 1, LMS: 1200, EMAIL: 2, KEPT: 4 }));
    expect(lines.map((l) => l.text)).toEqual([
      '알림톡 3건',
      '문자 SMS 1건',
      '문자 LMS 1,200건',
      '이메일 2건',
      '보관 4건',
    ]);
    expect(lines.map((l) => l.note)).toEqual([null, null, null, null, '전송 수단이 없어 보관만 됩니다']);
  });

  it('given nothing to send, then no line', () => {
    expect(planChannelLines(plan())).toEqual([]);
  });
});

describe('planSkippedLines', () => {
  it('names each reason that leaves someone out, and only those', () => {
    expect(planSkippedLines(plan({}, { alreadySent: 5, unpaid: 1, unreachable: 2 }))).toEqual([
      '이미 발송됨 5명',
      '결제유무 N 1명',
      '연락처 없음 2명',
    ]);
    expect(planSkippedLines(plan({}, { unpaid: 1 }))).toEqual(['결제유무 N 1명']);
    expect(planSkippedLines(plan())).toEqual([]);
  });
});

describe('planCostLines', () => {
  it('given paid messages, then their counts; LMS adds that it costs more', () => {
    expect(planCostLines(plan({ ALIMTALK: 2, SMS: 1, EMAIL: 9 }))).toEqual([
      '문자 요금이 드는 메시지: 알림톡 2건, SMS 1건, LMS 0건',
    ]);
    expect(planCostLines(plan({ LMS: 3 }))).toEqual([
      '문자 요금이 드는 메시지: 알림톡 0건, SMS 0건, LMS 3건',
      'LMS(90바이트를 넘는 긴 문자)는 SMS보다 요금이 높습니다.',
    ]);
  });

  it('given only e-mail and kept messages, then says none costs', () => {
    expect(planCostLines(plan({ EMAIL: 4, KEPT: 1 }))).toEqual(['문자 요금이 드는 메시지는 없습니다.']);
  });
});

describe('bulkProgress', () => {
  const progress = { PENDING: 0, SENT: 0, DELIVERED: 0, FAILED: 0, KEPT: 0, UNREACHABLE: 0 };

  it('counts done as total minus pending', () => {
    expect(bulkProgress({ total: 8, progress: { ...progress, PENDING: 6, SENT: 2 } })).toEqual({
      done: 2,
      total: 8,
      percent: 25,
    });
    expect(bulkProgress({ total: 3, progress: { ...progress, PENDING: 0, FAILED: 3 } })).toEqual({
      done: 3,
      total: 3,
      percent: 100,
    });
  });

  it('never shows more than all or less than nothing', () => {
    expect(bulkProgress({ total: 2, progress: { ...progress, PENDING: 5 } }).done).toBe(0);
    expect(bulkProgress({ total: 0, progress }).percent).toBe(100);
  });
});

describe('progressCounts', () => {
  it('shows the five states, and 발송 불가 only when there are some', () => {
    const zero = { PENDING: 1, SENT: 2, DELIVERED: 3, FAILED: 4, KEPT: 5, UNREACHABLE: 0 };
    expect(progressCounts(zero).map((c) => `${c.text} ${String(c.count)}`)).toEqual([
      '대기 1',
      '발송됨 2',
      '전달됨 3',
      '실패 4',
      '보관 5',
    ]);
    expect(progressCounts({ ...zero, UNREACHABLE: 1 }).at(-1)).toEqual({
      status: 'UNREACHABLE',
      text: '발송 불가',
      count: 1,
    });
  });
});

describe('audienceLabel', () => {
  it.each([
    ['ALL', null, '전체 참석자'],
    ['UNSENT', null, '아직 QR을 받지 않은 참석자'],
    ['SEARCH', '김', '현재 검색 결과 ("김")'],
  ] as const)('given %s, then %s', (audience, keyword, text) => {
    expect(audienceLabel(audience, keyword)).toBe(text);
  });
});

describe('the finished bulk send says what it did', () => {
  it.each([
    [{ SENT: 2, DELIVERED: 1, KEPT: 3 }, '발송이 끝났습니다'],
    [{ SENT: 0, DELIVERED: 0, KEPT: 3 }, '보관이 끝났습니다 (보낸 메시지는 없습니다)'],
    [{ SENT: 0, DELIVERED: 0, KEPT: 0 }, '보내지 못했습니다'],
  ])('given %j, then %s', (counts, text) => {
    expect(bulkSendTexts.finished(counts)).toBe(text);
  });
});
