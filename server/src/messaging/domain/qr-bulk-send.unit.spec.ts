import { describe, expect, it } from 'vitest';
import { planBulkSend, type BulkCandidate, type BulkSendOptions } from './qr-bulk-send.js';

const ALL = { alimtalk: true, sms: true, email: true };
const SMS_ONLY = { alimtalk: false, sms: true, email: false };
const NONE = { alimtalk: false, sms: false, email: false };

let next = 0;
const candidate = (overrides: Partial<BulkCandidate> = {}): BulkCandidate => ({
  attendeeId: ++next,
  name: '김민수',
  phoneNumber: '010-1234-5678',
  email: '',
  paymentStatus2: 'Y',
  alreadySent: false,
  version: 1,
  ...overrides,
});

const given = (candidates: BulkCandidate[]) => ({
  when: (options: Partial<BulkSendOptions> = {}) =>
    planBulkSend(candidates, {
      configured: ALL,
      emailFirst: false,
      resend: false,
      isLong: () => true,
      ...options,
    }),
});

describe('planning a QR bulk send', () => {
  it('sends by the channel that reaches each attendee, counting each channel', () => {
    const phone = candidate();
    const mail = candidate({ phoneNumber: '02-555-1234', email: 'a@example.com' });
    const { plan, sends } = given([phone, mail]).when();
    expect(plan).toEqual({
      matched: 2,
      total: 2,
      byChannel: { ALIMTALK: 1, SMS: 0, LMS: 0, EMAIL: 1, KEPT: 0 },
      skipped: { alreadySent: 0, unpaid: 0, unreachable: 0 },
    });
    expect(sends).toEqual([
      { attendeeId: phone.attendeeId, version: 1, channel: 'ALIMTALK' },
      { attendeeId: mail.attendeeId, version: 1, channel: 'EMAIL' },
    ]);
  });

  it('never queues an attendee already sent their QR unless the admin asks for a resend', () => {
    const sent = [candidate({ alreadySent: true })];
    expect(given(sent).when().plan).toMatchObject({ total: 0, skipped: { alreadySent: 1 } });
    expect(given(sent).when({ resend: true }).plan).toMatchObject({ total: 1, skipped: { alreadySent: 0 } });
  });

  it('leaves out the unpaid (결제유무 N) and those with no contact, even on a resend', () => {
    const { plan } = given([
      candidate({ paymentStatus2: 'N' }),
      candidate({ phoneNumber: '070-1234-5678', email: '' }),
    ]).when({ resend: true });
    expect(plan).toMatchObject({ total: 0, skipped: { alreadySent: 0, unpaid: 1, unreachable: 1 } });
  });

  it('counts SMS and LMS apart without 알림톡 (an LMS costs more)', () => {
    const short = candidate({ name: '짧음' });
    const long = candidate({ name: '긴 이름' });
    const { plan } = given([short, long]).when({
      configured: SMS_ONLY,
      isLong: (c) => c.attendeeId === long.attendeeId,
    });
    expect(plan.byChannel).toEqual({ ALIMTALK: 0, SMS: 1, LMS: 1, EMAIL: 0, KEPT: 0 });
  });

  it('keeps the messages when no channel is configured, and prefers e-mail when the event says so', () => {
    const both = candidate({ email: 'both@example.com' });
    expect(given([both]).when({ configured: NONE }).plan.byChannel.KEPT).toBe(1);
    expect(given([both]).when({ emailFirst: true }).sends[0].channel).toBe('EMAIL');
  });
});
