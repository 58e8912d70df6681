import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { connectLive } from '../support/live-client.js';
import { startSmtpSink, waitFor } from '../support/smtp-sink.js';
import { SOLAPI_KAKAO_ENV, SOLAPI_SMS_ENV, startSolapiFake } from '../support/solapi-fake.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { HEADERS, uploadForm, workbook } from '../support/workbooks.js';

const KAKAO = SOLAPI_KAKAO_ENV;
const SMS_ONLY = SOLAPI_SMS_ENV;

let solapi: Awaited<ReturnType<typeof startSolapiFake>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
let token: string;

beforeAll(async () => {
  solapi = await startSolapiFake();
  solapi.routeFetch();
  smtp = await startSmtpSink();
  server = await startTestServer({ ...KAKAO, SMTP_URL: smtp.url, MESSAGE_RATE_PER_SECOND: '200' });
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

const preview = (body: Record<string, unknown>) =>
  api('/api/messages/bulk-sends/preview', { method: 'POST', body });
const start = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  api('/api/messages/bulk-sends', { method: 'POST', body, headers });
const messagesOf = async (attendeeId: number) =>
  (await api(`/api/users/${attendeeId}/messages`)).body as { id: string; status: string; channel: string }[];

describe('QR 일괄 발송', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // one event: phones (알림톡), e-mail only, both, unpaid, no contact, a landline only
    ids.phone1 = await register({ name: '일괄하나', phoneNumber: '010-3100-0001' });
    ids.phone2 = await register({ name: '일괄둘', phoneNumber: '+82 10 3100 0002' });
    ids.mail = await register({ name: '메일만', phoneNumber: '02-555-0003', email: 'mail-only@example.com' });
    ids.both = await register({ name: '둘다', phoneNumber: '010-3100-0004', email: 'both@example.com' });
    ids.unpaid = await register({ name: '미결제', phoneNumber: '010-3100-0005', paymentStatus2: 'N' });
    ids.nobody = await register({ name: '인터넷전화', phoneNumber: '070-7777-1234' });
    ids.landline = await register({ name: '유선만', phoneNumber: '02-555-1234' });
  });

  it('previews how many go by which channel and who is left out, and changes nothing', async () => {
    const before = await server.sql(`SELECT count(*)::int AS n FROM qr_messages`);
    const plan = await preview({ audience: 'ALL' });
    expect(plan.status).toBe(200);
    expect(plan.body).toEqual({
      matched: 7,
      total: 4,
      byChannel: { ALIMTALK: 3, SMS: 0, LMS: 0, EMAIL: 1, KEPT: 0 },
      skipped: { alreadySent: 0, unpaid: 1, unreachable: 2 },
    });
    expect(await server.sql(`SELECT count(*)::int AS n FROM qr_messages`)).toEqual(before);
  });

  it('sends each reachable attendee their QR once, pushing the progress live until done', async () => {
    const { token: liveToken } = await server.session();
    const live = await connectLive(server.url, liveToken);
    try {
      const started = await start({ audience: 'ALL' });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      expect(started.body).toMatchObject({ audience: 'ALL', total: 4, resend: false, done: false });
      const bulkId = started.body.id as string;

      const finished = await live.next<{ bulkSends: { id: string; done: boolean; progress: any }[] }>(
        'messages',
        (p) => p.bulkSends.some((b) => b.id === bulkId && b.done),
        20_000,
      );
      const progress = finished.bulkSends.find((b) => b.id === bulkId)!.progress;
      expect(progress.PENDING).toBe(0);
      expect(progress.SENT + progress.DELIVERED).toBe(4);

      await waitFor(() =>
        smtp.received.find(
          (m) => m.to.includes('both@example.com') || m.to.includes('mail-only@example.com'),
        ),
      );
      const phones = solapi.accepted.filter((m) =>
        ['01031000001', '01031000002', '01031000004'].includes(m.to),
      );
      expect(phones.map((m) => m.to).sort()).toEqual(['01031000001', '01031000002', '01031000004']);
      expect(phones[0].kakaoOptions?.variables?.['#{이름}']).toMatch(/일괄|둘다/);
      for (const key of ['unpaid', 'nobody', 'landline']) expect(await messagesOf(ids[key])).toEqual([]);

      const list = await api('/api/messages/bulk-sends');
      expect(list.body.items[0]).toMatchObject({ id: bulkId, done: true, total: 4 });
    } finally {
      live.close();
    }
  });

  it('never sends an attendee the same QR twice unless the admin asks for a resend', async () => {
    const again = await preview({ audience: 'ALL' });
    expect(again.body).toMatchObject({ total: 0, skipped: { alreadySent: 4, unpaid: 1, unreachable: 2 } });
    const refused = await start({ audience: 'ALL' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('보낼 참석자가 없습니다.');

    const resend = await start({ audience: 'SEARCH', keyword: '일괄하나', resend: true });
    expect(resend.status).toBe(201);
    expect(resend.body).toMatchObject({ matched: 1, total: 1, byChannel: { ALIMTALK: 1 } });
    await waitFor(
      async () =>
        (await messagesOf(ids.phone1)).filter((m) => m.status !== 'PENDING').length === 2 || undefined,
    );
    expect((await messagesOf(ids.phone2)).length).toBe(1);
  });

  it('sends to those never sent a QR, a search, and answers a repeated request with the same bulk send', async () => {
    const late = await register({ name: '늦은등록', phoneNumber: '010-3100-0008' });
    const unsent = await preview({ audience: 'UNSENT', resend: true });
    // never sent: the new one, and those left out before (unpaid, no contact, landline), who still cannot be
    expect(unsent.body).toMatchObject({ matched: 4, total: 1, skipped: { unpaid: 1, unreachable: 2 } });
    const headers = { 'idempotency-key': 'bulk-repeat-1' };
    const first = await start({ audience: 'UNSENT' }, headers);
    const second = await start({ audience: 'UNSENT' }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect((await messagesOf(late)).length).toBe(1);
  });

  it('refuses a bad request with a Korean message and changes nothing', async () => {
    const before = await server.sql(`SELECT count(*)::int AS n FROM qr_bulk_sends`);
    for (const [body, message] of [
      [{ audience: 'SEARCH' }, '검색어를 입력해주세요.'],
      [{ audience: 'SEARCH', keyword: '   ' }, '검색어를 입력해주세요.'],
      [{ audience: 'EVERYONE' }, '발송 대상은 ALL, UNSENT, SEARCH 중 하나여야 합니다.'],
      [{ audience: 'ALL', resend: 'yes' }, '다시 보내기는 true 또는 false여야 합니다.'],
    ] as const) {
      for (const call of [preview, start]) {
        const res = await call(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe(message);
      }
    }
    expect(await server.sql(`SELECT count(*)::int AS n FROM qr_bulk_sends`)).toEqual(before);
  });
});

describe('message settings: 등록 시 자동 발송 and 이메일 우선', () => {
  it('are off by default, saved per event, and name the channels this server has', async () => {
    const initial = await api('/api/message-settings');
    expect(initial.body).toEqual({
      autoSendOnRegister: false,
      emailFirst: false,
      channels: { alimtalk: true, sms: true, email: true },
    });
    const bad = await api('/api/message-settings', { method: 'PUT', body: { autoSendOnRegister: 'Y' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('등록 시 자동 발송은 true 또는 false여야 합니다.');
  });

  it('sends a new attendee their QR without a click: admin form, Excel import and walk-in form', async () => {
    const saved = await api('/api/message-settings', {
      method: 'PUT',
      body: { autoSendOnRegister: true, emailFirst: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ autoSendOnRegister: true, emailFirst: true });

    // admin form: phone and e-mail, e-mail first
    const byForm = await register({
      name: '자동폼',
      phoneNumber: '010-3200-0001',
      email: 'auto-form@example.com',
    });
    await waitFor(() => smtp.received.find((m) => m.to.includes('auto-form@example.com')));
    expect(await messagesOf(byForm)).toMatchObject([{ channel: 'EMAIL' }]);

    // Excel import (the spec's columns: phone, no e-mail)
    const file = await workbook([
      HEADERS,
      ['자동엑셀', '서울전자', '010-3200-0002', '', '대한민국', 'N', 'N', 'Y', 'PRE'],
      ['자동미결제', '서울전자', '010-3200-0003', '', '대한민국', 'N', 'N', 'N', 'PRE'],
    ]);
    const upload = await fetch(`${server.url}/api/users/upload-excel`, {
      method: 'POST',
      body: uploadForm(file),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(upload.status).toBe(201);
    await waitFor(() => solapi.accepted.find((m) => m.to === '01032000002'));
    expect(solapi.accepted.find((m) => m.to === '01032000003')).toBeUndefined();

    // the walk-in form (public, no login)
    const { eventId } = await server.session();
    const walkIn = await server.api('/api/users/register2', {
      method: 'POST',
      body: { ...attendee({ name: '자동현장', phoneNumber: '010-3200-0004' }), eventId },
    });
    expect([200, 201]).toContain(walkIn.status);
    await waitFor(() => solapi.accepted.find((m) => m.to === '01032000004'));

    // settings survive: GET shows what was saved
    expect((await api('/api/message-settings')).body).toMatchObject({ autoSendOnRegister: true });
    await api('/api/message-settings', {
      method: 'PUT',
      body: { autoSendOnRegister: false, emailFirst: false },
    });
    const manual = await register({ name: '수동등록', phoneNumber: '010-3200-0005' });
    expect(await messagesOf(manual)).toEqual([]);
  });
});

describe('QR 일괄 발송 with SMS only', () => {
  it('counts LMS apart (a longer text costs more) and sends them as LMS', async () => {
    const sms = await startTestServer({ ...SMS_ONLY, MESSAGE_RATE_PER_SECOND: '200' });
    try {
      const smsToken = await sms.login();
      await sms.api('/api/users/register', {
        method: 'POST',
        token: smsToken,
        body: attendee({ name: '문자받는분', phoneNumber: '010-3300-0001' }),
      });
      const plan = await sms.api('/api/messages/bulk-sends/preview', {
        method: 'POST',
        token: smsToken,
        body: { audience: 'ALL' },
      });
      expect(plan.body.byChannel).toEqual({ ALIMTALK: 0, SMS: 0, LMS: 1, EMAIL: 0, KEPT: 0 });
      await sms.api('/api/messages/bulk-sends', {
        method: 'POST',
        token: smsToken,
        body: { audience: 'ALL' },
      });
      const sent = await waitFor(() => solapi.accepted.find((m) => m.to === '01033000001'));
      expect(sent.type).toBe('LMS');
    } finally {
      await sms.close();
    }
  });
});
