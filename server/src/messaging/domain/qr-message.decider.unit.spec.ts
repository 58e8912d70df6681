import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, qrMessageDecider as d, type QrMessageCommand } from './qr-message.decider.js';
import type { QrMessageEvent } from './qr-message.events.js';

const ids = { sendId: 's1', attendeeId: 5, eventId: 1 };
const now = new Date('2026-11-21T00:00:00Z');
const given = (events: QrMessageEvent[]) => ({
  when: (command: QrMessageCommand) => d.decide(command, events.reduce(d.evolve, d.initialState)),
});
const failure = (): QrMessageEvent => ({
  type: 'QrMessageFailed',
  data: { ...ids, error: 'x', final: false, nextAttemptAt: now.toISOString() },
});

describe('QR message decider', () => {
  it('records a delivery of a pending message', () => {
    expect(given([]).when({ type: 'RecordDelivery', data: { ...ids, transport: 'smtp' } })).toEqual([
      { type: 'QrMessageSent', data: { ...ids, transport: 'smtp' } },
    ]);
  });

  it('records nothing for a message already sent, so a redelivery is not counted twice', () => {
    const sent: QrMessageEvent = { type: 'QrMessageSent', data: { ...ids, transport: 'log' } };
    expect(given([sent]).when({ type: 'RecordDelivery', data: { ...ids, transport: 'log' } })).toEqual([]);
  });

  it('schedules a retry with exponential backoff', () => {
    const [event] = given([failure()]).when({
      type: 'RecordFailure',
      data: { ...ids, error: 'timeout', permanent: false, now },
    });
    expect(event).toEqual({
      type: 'QrMessageFailed',
      data: { ...ids, error: 'timeout', final: false, nextAttemptAt: '2026-11-21T00:01:00.000Z' },
    });
  });

  it('gives up after the last attempt', () => {
    const history = Array.from({ length: MAX_ATTEMPTS - 1 }, () => failure());
    const [event] = given(history).when({
      type: 'RecordFailure',
      data: { ...ids, error: 'x', permanent: false, now },
    });
    expect(event.type === 'QrMessageFailed' && event.data.final).toBe(true);
  });

  it('gives up at once on a permanent failure', () => {
    const [event] = given([]).when({
      type: 'RecordFailure',
      data: { ...ids, error: 'no email', permanent: true, now },
    });
    expect(event.type === 'QrMessageFailed' && event.data.final).toBe(true);
  });

  const finalFailure = (): QrMessageEvent => ({
    type: 'QrMessageFailed',
    data: { ...ids, error: '잔액 부족', final: true, nextAttemptAt: now.toISOString() },
  });

  it('records a message whose attendee has no contact left as undeliverable, once', () => {
    const command: QrMessageCommand = {
      type: 'RecordUndeliverable',
      data: { ...ids, reason: '휴대폰 번호가 없습니다.' },
    };
    const [event] = given([]).when(command);
    expect(event).toEqual({
      type: 'QrMessageUndeliverable',
      data: { ...ids, reason: '휴대폰 번호가 없습니다.' },
    });
    expect(given([event]).when(command)).toEqual([]);
  });

  it('records a delivery report for a sent message only, once', () => {
    const sent: QrMessageEvent = { type: 'QrMessageSent', data: { ...ids, transport: 'SMS' } };
    const report: QrMessageCommand = { type: 'RecordDelivered', data: ids };
    expect(given([sent]).when(report)).toEqual([{ type: 'QrMessageDelivered', data: ids }]);
    expect(given([sent, { type: 'QrMessageDelivered', data: ids }]).when(report)).toEqual([]);
    expect(given([]).when(report)).toEqual([]);
  });

  it('sends a failed message again on a retry, with a fresh round of attempts', () => {
    const history = [...Array.from({ length: MAX_ATTEMPTS - 1 }, () => failure()), finalFailure()];
    const retried = given(history).when({ type: 'Retry', data: ids });
    expect(retried).toEqual([{ type: 'QrMessageRetried', data: ids }]);
    const [next] = given([...history, ...retried]).when({
      type: 'RecordFailure',
      data: { ...ids, error: 'timeout', permanent: false, now },
    });
    expect(next.type === 'QrMessageFailed' && next.data.final).toBe(false);
  });

  it('refuses a retry of a message that has not failed', () => {
    const sent: QrMessageEvent = { type: 'QrMessageSent', data: { ...ids, transport: 'EMAIL' } };
    expect(() => given([sent]).when({ type: 'Retry', data: ids })).toThrow(
      '실패한 메시지만 다시 보낼 수 있습니다.',
    );
    expect(() => given([]).when({ type: 'Retry', data: ids })).toThrow('실패한 메시지만');
  });

  it("records a sent message the provider reports undelivered as failed for good, with the reason (not the channel's fault)", () => {
    const sent: QrMessageEvent = { type: 'QrMessageSent', data: { ...ids, transport: 'SMS' } };
    const report: QrMessageCommand = { type: 'RecordUndelivered', data: { ...ids, reason: '결번', now } };
    expect(given([sent]).when(report)).toEqual([
      {
        type: 'QrMessageFailed',
        data: { ...ids, error: '결번', final: true, nextAttemptAt: now.toISOString(), channelFault: false },
      },
    ]);
    expect(given([]).when(report)).toEqual([]);
  });

  it("keeps whether a failed send was the channel's fault in the event", () => {
    const [event] = given([]).when({
      type: 'RecordFailure',
      data: { ...ids, error: '문자 서비스에 연결하지 못했습니다', permanent: false, channelFault: true, now },
    });
    expect(event.type === 'QrMessageFailed' && event.data.channelFault).toBe(true);
  });
});
