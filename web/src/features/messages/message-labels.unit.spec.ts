import { describe, expect, it } from 'vitest';

import { channelLabel, statusBadgeClass, statusFromParam, statusLabel } from './message-labels';

describe('channelLabel', () => {
  it.each([
    ['ALIMTALK', null, '알림톡'],
    ['ALIMTALK', 'ALIMTALK', '알림톡'],
    ['ALIMTALK', 'SMS', '알림톡 → 문자'],
    ['ALIMTALK', 'LMS', '알림톡 → 문자(LMS)'],
    ['SMS', 'SMS', '문자'],
    ['EMAIL', 'EMAIL', '이메일'],
    ['EMAIL', 'smtp', '이메일'],
    ['KEPT', null, '보관'],
    ['KEPT', 'log', '보관'],
    [null, 'smtp', '이메일'],
    [null, 'log', '보관'],
    [null, null, '-'],
  ])('given channel %s carried by %s, then %s', (channel, transport, text) => {
    expect(channelLabel(channel, transport)).toBe(text);
  });
});

describe('statusLabel and statusBadgeClass', () => {
  it.each([
    ['PENDING', '대기'],
    ['SENT', '발송됨'],
    ['DELIVERED', '전달됨'],
    ['FAILED', '실패'],
    ['KEPT', '보관됨'],
    ['UNREACHABLE', '발송 불가'],
  ])('given %s, then %s with its own colour class', (status, text) => {
    expect(statusLabel(status)).toBe(text);
    expect(statusBadgeClass(status)).toBe(`badge message-status message-status-${status.toLowerCase()}`);
  });

  it('given an unknown status, then the code itself', () => {
    expect(statusLabel('LOST')).toBe('LOST');
  });
});

describe('statusFromParam', () => {
  it('given one of the six statuses, then it', () => {
    expect(statusFromParam('FAILED')).toBe('FAILED');
  });

  it.each([null, '', 'failed', 'ALL'])('given %j, then all (null)', (value) => {
    expect(statusFromParam(value)).toBeNull();
  });
});
