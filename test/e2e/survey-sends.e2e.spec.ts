import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { lecture } from '../support/booth-fixtures.js';
import { mailText, startSmtpSink, waitFor } from '../support/smtp-sink.js';
import { SOLAPI_KAKAO_ENV, startSolapiFake } from '../support/solapi-fake.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// 알림톡 is set up for the QR only (no KAKAO_SURVEY_TEMPLATE_ID): a survey's link goes by SMS/LMS
let solapi: Awaited<ReturnType<typeof startSolapiFake>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
let token: string;

beforeAll(async () => {
  solapi = await startSolapiFake();
  solapi.routeFetch();
  smtp = await startSmtpSink();
  server = await startTestServer({
    ...SOLAPI_KAKAO_ENV,
    SMTP_URL: smtp.url,
    MESSAGE_RATE_PER_SECOND: '200',
    PUBLIC_URL: 'https://expo.example',
  });
  token = await server.login();
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await solapi?.close();
});

const api = (
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) => server.api(path, { ...init, token });

async function register(fields: Record<string, unknown>): Promise<number> {
  const res = await api('/api/users/register', { method: 'POST', body: attendee(fields) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
async function enter(attendeeId: number) {
  const res = await api(`/api/desk/attendees/${attendeeId}/entries`, { method: 'POST', body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
async function createSurvey(body: Record<string, unknown>): Promise<number> {
  const res = await api('/api/surveys', {
    method: 'POST',
    body: {
      title: '관람객 만족도 조사',
      questions: [{ kind: 'scale5', text: '행사에 만족하셨나요?', required: true }],
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
const signedLink = async (attendeeId: number) => {
  const res = await api(`/api/users/${attendeeId}`);
  return { userId: attendeeId, sig: new URL(res.body.qrViewPath, 'http://x').searchParams.get('sig')! };
};

const preview = (surveyId: number | string, body: Record<string, unknown>) =>
  api(`/api/surveys/${surveyId}/sends/preview`, { method: 'POST', body });
const start = (surveyId: number | string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  api(`/api/surveys/${surveyId}/sends`, { method: 'POST', body, headers });
const queued = async () =>
  (
    await server.sql(
      `SELECT (SELECT count(*) FROM qr_messages)::int AS messages, (SELECT count(*) FROM qr_bulk_sends)::int AS sends`,
    )
  )[0];
const surveyMessagesOf = async (surveyId: number) =>
  server.sql<{ attendee_id: number; status: string }>(
    `SELECT attendee_id, status FROM qr_messages WHERE survey_id = $1 ORDER BY requested_at, attendee_id`,
    [surveyId],
  );
const LINK = /(https:\/\/expo\.example\/surveys\/(\d+)\/answer\?userId=(\d+)&sig=([\w-]+))/;

describe('설문 발송 (POST /api/surveys/{id}/sends)', () => {
  const ids: Record<string, number> = {};
  let surveyId: number;

  beforeAll(async () => {
    // entered: one who answers, one by phone, one by e-mail only, one unpaid; one registered who never came
    ids.answered = await register({ name: '응답함', phoneNumber: '010-4100-0001' });
    ids.phone = await register({ name: '문자받음', phoneNumber: '010-4100-0002' });
    ids.mail = await register({
      name: '메일받음',
      phoneNumber: '02-555-4103',
      email: 'survey-mail@example.com',
    });
    ids.unpaid = await register({ name: '미결제', phoneNumber: '010-4100-0004', paymentStatus2: 'N' });
    ids.absent = await register({ name: '안옴', phoneNumber: '010-4100-0005' });
    for (const key of ['answered', 'phone', 'mail', 'unpaid']) await enter(ids[key]);
    surveyId = await createSurvey({ audience: 'entered' });
    // the respondent answers without a login, by their signed link
    const answered = await server.api(`/api/surveys/${surveyId}/answer`, {
      method: 'PUT',
      body: { ...(await signedLink(ids.answered)), version: 1, answers: [{ questionId: 'q1', value: 5 }] },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  });

  it('previews everyone who entered or those who have not answered, by channel, changing nothing', async () => {
    const before = await queued();
    const everyone = await preview(surveyId, { audience: 'ENTERED' });
    expect(everyone.status, JSON.stringify(everyone.body)).toBe(200);
    expect(everyone.body).toEqual({
      matched: 4,
      total: 4,
      // no survey template: the phones go by text (the link makes it an LMS), never 알림톡; the unpaid one
      // entered all the same and is asked too
      byChannel: { ALIMTALK: 0, SMS: 0, LMS: 3, EMAIL: 1, KEPT: 0 },
      skipped: { alreadySent: 0, unpaid: 0, unreachable: 0 },
    });
    const unanswered = await preview(surveyId, { audience: 'UNANSWERED' });
    expect(unanswered.body).toEqual({
      matched: 3,
      total: 3,
      byChannel: { ALIMTALK: 0, SMS: 0, LMS: 2, EMAIL: 1, KEPT: 0 },
      skipped: { alreadySent: 0, unpaid: 0, unreachable: 0 },
    });
    expect(await queued()).toEqual(before);
  });

  it("sends the survey's link by LMS and e-mail; the link opens the form", async () => {
    const started = await start(surveyId, { audience: 'UNANSWERED' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({
      audience: 'UNANSWERED',
      survey: { id: surveyId, title: '관람객 만족도 조사' },
      total: 3,
      resend: false,
    });

    const text = await waitFor(() => solapi.accepted.find((m) => m.to === '01041000002'));
    expect(text.type).toBe('LMS');
    expect(text.kakaoOptions).toBeUndefined();
    const lines = text.text!.split('\n');
    expect(lines[0]).toMatch(/^\[.+\] 만족도 조사에 참여해주세요$/);
    expect(lines[1]).toBe('관람객 만족도 조사');
    const [, , linkSurvey, userId, sig] = LINK.exec(lines[2])!;
    expect([Number(linkSurvey), Number(userId)]).toEqual([surveyId, ids.phone]);
    const form = await server.api(`/api/surveys/${surveyId}/form?userId=${userId}&sig=${sig}`);
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect(form.body).toMatchObject({ id: surveyId, title: '관람객 만족도 조사', answer: null });

    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('survey-mail@example.com')));
    const mailed = LINK.exec(mailText(mail.raw));
    expect(Number(mailed?.[3])).toBe(ids.mail);
    expect(
      (await server.api(`/api/surveys/${surveyId}/form?userId=${mailed![3]}&sig=${mailed![4]}`)).status,
    ).toBe(200);
    expect(mail.raw).not.toMatch(/Content-Type: image\/png/i);

    // nobody else got it: not the one who answered, not who never entered
    await waitFor(
      async () => (await surveyMessagesOf(surveyId)).every((m) => m.status !== 'PENDING') || undefined,
    );
    expect((await surveyMessagesOf(surveyId)).map((m) => m.attendee_id).sort()).toEqual(
      [ids.phone, ids.mail, ids.unpaid].sort(),
    );
    // a survey's link is not their QR: the QR bulk send still has everyone to send to
    const qr = await api('/api/messages/bulk-sends/preview', { method: 'POST', body: { audience: 'ALL' } });
    expect(qr.body.skipped.alreadySent).toBe(0);
  });

  it('never sends it twice unless asked; a repeated request starts one send', async () => {
    const again = await preview(surveyId, { audience: 'UNANSWERED' });
    expect(again.body).toMatchObject({ total: 0, skipped: { alreadySent: 3, unpaid: 0 } });
    const before = await queued();
    const refused = await start(surveyId, { audience: 'UNANSWERED' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('보낼 참석자가 없습니다.');
    expect(await queued()).toEqual(before);

    // everyone who entered: only the one who answered has not had it
    expect((await preview(surveyId, { audience: 'ENTERED' })).body).toMatchObject({
      matched: 4,
      total: 1,
      skipped: { alreadySent: 3 },
    });
    const headers = { 'idempotency-key': 'survey-send-repeat-1' };
    const first = await start(surveyId, { audience: 'ENTERED', resend: true }, headers);
    const second = await start(surveyId, { audience: 'ENTERED', resend: true }, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ total: 4, resend: true });
    expect(second.body.id).toBe(first.body.id);
    expect((await surveyMessagesOf(surveyId)).length).toBe(7);
  });

  it('lists survey messages and sends with their survey in the history', async () => {
    const messages = await api('/api/messages');
    const ofSurvey = (
      messages.body as { survey: unknown; attendeeId: number; link: string; body: string }[]
    ).filter((m) => m.survey !== null);
    expect(ofSurvey.length).toBe(7);
    const phone = ofSurvey.find((m) => m.attendeeId === ids.phone)!;
    expect(phone.survey).toEqual({ id: surveyId, title: '관람객 만족도 조사' });
    expect(phone.link).toMatch(LINK);
    expect(phone.body).toContain('만족도 조사에 참여해주세요');
    const sends = await api('/api/messages/bulk-sends');
    expect(sends.body.items[0]).toMatchObject({ survey: { id: surveyId, title: '관람객 만족도 조사' } });
  });

  it("a lecture survey goes to the lecture's check-ins", async () => {
    const talk = await api('/api/lectures', { method: 'POST', body: lecture({ title: '기조연설' }) });
    const lectureSurvey = await createSurvey({ audience: 'lecture', lectureId: talk.body.id });
    for (const userId of [ids.phone, ids.absent]) {
      const checkIn = await server.api('/api/lecture-visits/checkin', {
        method: 'POST',
        body: { lectureId: talk.body.id, userId },
      });
      expect(checkIn.status).toBe(201);
    }
    const plan = await preview(lectureSurvey, { audience: 'ENTERED' });
    expect(plan.body).toMatchObject({ matched: 2, total: 2, byChannel: { LMS: 2 } });
  });

  it('refuses a 참가사, closed or unknown survey and a bad request with a Korean message, queuing nothing', async () => {
    const exhibitors = await createSurvey({ audience: 'exhibitors' });
    const closed = await createSurvey({
      audience: 'entered',
      opensAt: '2020-01-01T09:00:00+09:00',
      closesAt: '2020-01-02T00:00:00+09:00',
    });
    const before = await queued();
    for (const [id, body, status, code, message] of [
      [
        exhibitors,
        { audience: 'ENTERED' },
        409,
        'MESSAGE.SURVEY_FOR_EXHIBITORS',
        /참가사 설문은 발송하지 않습니다/,
      ],
      [closed, { audience: 'ENTERED', resend: true }, 409, 'MESSAGE.SURVEY_CLOSED', /마감된 설문은/],
      [987654, { audience: 'ENTERED' }, 404, 'SURVEY.NOT_FOUND', /설문을 찾을 수 없습니다/],
      ['abc', { audience: 'ENTERED' }, 400, undefined, /설문 ID/],
      [surveyId, { audience: 'EVERYONE' }, 400, undefined, /발송 대상은 ENTERED, UNANSWERED 중 하나/],
      [surveyId, { audience: 'ENTERED', resend: 'yes' }, 400, undefined, /다시 보내기는 true 또는 false/],
    ] as const) {
      for (const res of [await preview(id, body), await start(id, body)]) {
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        if (code) expect(res.body.code).toBe(code);
        expect(res.body.message).toMatch(message);
      }
    }
    expect(await queued()).toEqual(before);
  });
});
