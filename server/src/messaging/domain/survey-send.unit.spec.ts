import { describe, expect, it } from 'vitest';
import type { AppError } from '../../kernel/app-error.js';
import type { BulkSendOptions } from './qr-bulk-send.js';
import { planSurveySend, type SurveySendCandidate, type SurveyToSend } from './survey-send.js';

const SMS_AND_EMAIL = { alimtalk: false, sms: true, email: true };

let next = 0;
const candidate = (overrides: Partial<SurveySendCandidate> = {}): SurveySendCandidate => ({
  attendeeId: ++next,
  name: '김민수',
  phoneNumber: '010-1234-5678',
  email: '',
  paymentStatus2: 'Y',
  alreadySent: false,
  answered: false,
  version: 3,
  ...overrides,
});

const OPEN: SurveyToSend = { audience: 'entered', state: 'open' };

/** given a survey and its audience, when the admin asks for a send: the plan, or the refusal. */
const given = (survey: SurveyToSend, candidates: SurveySendCandidate[]) => ({
  when: (
    request: { audience: 'ENTERED' | 'UNANSWERED'; resend?: boolean },
    options: Partial<Omit<BulkSendOptions, 'resend'>> = {},
  ) =>
    planSurveySend(
      survey,
      candidates,
      { audience: request.audience, resend: request.resend ?? false },
      { configured: SMS_AND_EMAIL, emailFirst: false, isLong: () => false, ...options },
    ),
});

const refusal = (plan: () => unknown): AppError => {
  try {
    plan();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('the plan was not refused');
};

describe('planning a survey send (설문 발송)', () => {
  it('ENTERED: everyone of the audience, answered or not, each by the channel that reaches them', () => {
    const answered = candidate({ answered: true });
    const mail = candidate({ phoneNumber: '', email: 'mail@example.com' });
    const { plan, sends } = given(OPEN, [answered, mail]).when({ audience: 'ENTERED' });
    expect(plan).toEqual({
      matched: 2,
      total: 2,
      byChannel: { ALIMTALK: 0, SMS: 1, LMS: 0, EMAIL: 1, KEPT: 0 },
      skipped: { alreadySent: 0, unpaid: 0, unreachable: 0 },
    });
    expect(sends).toEqual([
      { attendeeId: answered.attendeeId, version: 3, channel: 'SMS' },
      { attendeeId: mail.attendeeId, version: 3, channel: 'EMAIL' },
    ]);
  });

  it('UNANSWERED: only those without an answer count and get it', () => {
    const answered = candidate({ answered: true });
    const waiting = candidate();
    const { plan, sends } = given(OPEN, [answered, waiting]).when({ audience: 'UNANSWERED' });
    expect(plan).toMatchObject({ matched: 1, total: 1 });
    expect(sends.map((s) => s.attendeeId)).toEqual([waiting.attendeeId]);
  });

  it('never sends the survey twice to one who has it unless the admin asks for a resend', () => {
    const sent = [candidate({ alreadySent: true }), candidate()];
    expect(given(OPEN, sent).when({ audience: 'ENTERED' }).plan).toMatchObject({
      matched: 2,
      total: 1,
      skipped: { alreadySent: 1 },
    });
    expect(given(OPEN, sent).when({ audience: 'ENTERED', resend: true }).plan).toMatchObject({
      total: 2,
      skipped: { alreadySent: 0 },
    });
  });

  it('asks the unpaid (결제유무 N) too, who entered all the same, and leaves out the unreachable', () => {
    const unpaid = candidate({ paymentStatus2: 'N' });
    const { plan, sends } = given(OPEN, [
      unpaid,
      candidate({ phoneNumber: '070-1234-5678', email: '' }),
    ]).when({
      audience: 'ENTERED',
      resend: true,
    });
    expect(plan).toMatchObject({ total: 1, skipped: { alreadySent: 0, unpaid: 0, unreachable: 1 } });
    expect(sends).toEqual([{ attendeeId: unpaid.attendeeId, version: 3, channel: 'SMS' }]);
  });

  it('goes by 알림톡 only when the channels given allow it, and counts a long text as LMS', () => {
    const people = [candidate()];
    expect(
      given(OPEN, people).when(
        { audience: 'ENTERED' },
        { configured: { alimtalk: true, sms: true, email: false } },
      ).plan.byChannel,
    ).toMatchObject({ ALIMTALK: 1, SMS: 0 });
    expect(
      given(OPEN, people).when({ audience: 'ENTERED' }, { isLong: () => true }).plan.byChannel,
    ).toMatchObject({ SMS: 0, LMS: 1 });
  });

  it('a lecture survey is sent to its check-ins like any other', () => {
    const { plan } = given({ audience: 'lecture', state: 'open' }, [candidate()]).when({
      audience: 'ENTERED',
    });
    expect(plan.total).toBe(1);
  });

  it.each([
    [
      { audience: 'exhibitors', state: 'open' },
      'MESSAGE.SURVEY_FOR_EXHIBITORS',
      '참가사 설문은 발송하지 않습니다',
    ],
    [{ audience: 'entered', state: 'closed' }, 'MESSAGE.SURVEY_CLOSED', '마감된 설문은 발송할 수 없습니다'],
    [{ audience: 'attendees', state: 'scheduled' }, 'MESSAGE.SURVEY_NOT_OPEN', '아직 시작하지 않은 설문은'],
  ] as const)('refuses a survey %j with a Korean reason, planning nothing', (survey, code, message) => {
    const error = refusal(() => given(survey, [candidate()]).when({ audience: 'ENTERED', resend: true }));
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
    expect(error.status).toBe(409);
  });
});
