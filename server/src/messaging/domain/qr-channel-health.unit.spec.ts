import { describe, expect, it } from 'vitest';
import { channelHealth, FAILURES_IN_A_ROW, type SendOutcome } from './qr-channel-health.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 5, minute));
const down = (minute: number, channel: SendOutcome['channel'] = 'phone'): SendOutcome => ({
  channel,
  outcome: 'channel-fault',
  at: at(minute),
  error: channel === 'phone' ? '문자 서비스에 연결하지 못했습니다' : '메일 서버에 연결하지 못했습니다',
});
const sent = (minute: number, channel: SendOutcome['channel'] = 'phone'): SendOutcome => ({
  channel,
  outcome: 'sent',
  at: at(minute),
  error: null,
});

describe('channel health from the newest tries', () => {
  it(`given ${String(FAILURES_IN_A_ROW)} tries in a row failing for the channel's fault, then failing since the newest`, () => {
    const health = channelHealth([down(5), down(4), down(3), sent(1)]);
    expect(health.phone).toEqual({
      failing: true,
      failuresInARow: 3,
      lastFailureAt: at(5),
      lastError: '문자 서비스에 연결하지 못했습니다',
    });
    expect(health.email.failing).toBe(false);
  });

  it('given fewer failures in a row, then not failing yet', () => {
    expect(channelHealth([down(5), down(4), sent(3)]).phone).toMatchObject({
      failing: false,
      failuresInARow: 2,
    });
  });

  it('given one send that went out after the failures, then well again', () => {
    expect(channelHealth([sent(9), down(5), down(4), down(3)]).phone.failing).toBe(false);
  });

  it('given a refusal of one message, then the channel answers: the run ends', () => {
    const refused: SendOutcome = { ...down(6), outcome: 'message-fault' };
    expect(channelHealth([refused, down(5), down(4), down(3)]).phone.failing).toBe(false);
  });

  it("given the other channel's sends in between, then each channel counts its own", () => {
    const health = channelHealth([
      sent(7, 'email'),
      down(6),
      sent(5, 'email'),
      down(4),
      down(3),
      down(2, 'email'),
    ]);
    expect(health.phone.failing).toBe(true);
    expect(health.email.failing).toBe(false);
  });
});
