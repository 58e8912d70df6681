import { describe, expect, it } from 'vitest';

import type { QrSendReceipt } from '@expo/contract/messaging';
import type { QrMessageStatus } from '@expo/contract/messaging-values';
import type { AttendeeQrMessage } from './api/get-attendee-messages';
import { followQrSend } from './follow-qr-send';

const pending: QrSendReceipt = { sendId: 'send-2', status: 'PENDING', channel: 'ALIMTALK' };

const row = (id: string, status: QrMessageStatus, lastError: string | null = null): AttendeeQrMessage => ({
  id,
  status,
  channel: 'ALIMTALK',
  lastError,
});

/** A clock that moves only when the follower sleeps; `answers` are returned one per look (the last repeats). */
function harness(answers: (AttendeeQrMessage[] | Error)[]) {
  let time = 0;
  const sleeps: number[] = [];
  let looks = 0;
  return {
    sleeps,
    looks: () => looks,
    options: {
      now: () => time,
      sleep: (ms: number) => {
        sleeps.push(ms);
        time += ms;
        return Promise.resolve();
      },
    },
    read: () => {
      const answer = answers[Math.min(looks, answers.length - 1)];
      looks += 1;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
}

describe('followQrSend', () => {
  it('given a KEPT answer, then kept without reading the messages', async () => {
    const h = harness([[]]);
    const outcome = await followQrSend({ sendId: 'x', status: 'KEPT', channel: 'KEPT' }, h.read, h.options);
    expect(outcome).toEqual({ kind: 'kept' });
    expect(h.looks()).toBe(0);
  });

  it('given the message turns SENT on the third look, then sent after about 1.5 s', async () => {
    const h = harness([
      [row('send-2', 'PENDING')],
      [row('send-2', 'PENDING')],
      [row('send-2', 'SENT'), row('send-1', 'FAILED')],
    ]);
    expect(await followQrSend(pending, h.read, h.options)).toEqual({ kind: 'sent' });
    expect(h.sleeps).toEqual([500, 500, 500]);
  });

  it('given only an older row of the attendee settled, then that row is not taken for this send', async () => {
    const h = harness([[row('send-2', 'PENDING'), row('send-1', 'SENT')]]);
    expect(await followQrSend(pending, h.read, h.options)).toEqual({ kind: 'pending', channel: 'ALIMTALK' });
    expect(h.sleeps.reduce((a, b) => a + b, 0)).toBe(5000);
    expect(h.looks()).toBe(10);
  });

  it('given the message FAILED, then failed with its reason', async () => {
    const h = harness([[row('send-2', 'FAILED', '카카오 채널을 찾을 수 없습니다.')]]);
    expect(await followQrSend(pending, h.read, h.options)).toEqual({
      kind: 'failed',
      reason: '카카오 채널을 찾을 수 없습니다.',
    });
  });

  it('given a read that fails, then it looks again at the next tick', async () => {
    const h = harness([new Error('network'), [row('send-2', 'DELIVERED')]]);
    expect(await followQrSend(pending, h.read, h.options)).toEqual({ kind: 'sent' });
    expect(h.looks()).toBe(2);
  });

  it('given a numeric send id in the answer, then it still finds the row', async () => {
    const h = harness([[row('7', 'SENT')]]);
    const receipt = { ...pending, sendId: 7 as unknown as string };
    expect(await followQrSend(receipt, h.read, h.options)).toEqual({ kind: 'sent' });
  });
});
