import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { mailText, startSmtpSink, waitFor } from '../support/smtp-sink.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpSink({ failFirst: 1, rejectRecipients: ['nobody@example.com'] });
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'expo@example.com',
    PUBLIC_URL: 'https://expo.example',
  });
  token = await server.login();
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const register = async (overrides: Record<string, unknown>) =>
  (await server.api('/api/users/register', { method: 'POST', token, body: attendee(overrides) })).body;

describe('POST /api/users/{id}/send-qr over SMTP', () => {
  it("delivers the attendee's signed /qr-view link once, retrying a temporary failure", async () => {
    const a = await register({ email: 'minsu@example.com', phoneNumber: '010-3000-0001' });
    const res = await server.api(`/api/users/${a.id}/send-qr`, { method: 'POST', token });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sendId: expect.any(String), status: 'PENDING', channel: 'EMAIL' });

    // the first SMTP attempt is refused with 451: the message waits for its retry
    const failed = await waitFor(async () => {
      const [m] = (await server.api(`/api/users/${a.id}/messages`, { token })).body;
      return m?.attempts === 1 ? m : undefined;
    });
    expect(failed.status).toBe('PENDING');
    expect(failed.lastError).toContain('메일 서버가 잠시 받지 않습니다');
    if (server.databaseUrl) await server.sql(`UPDATE qr_messages SET next_attempt_at = now()`);

    const mail = (await waitFor(
      () => smtp.received.find((m) => m.to.includes('minsu@example.com')),
      15_000,
    ))!;
    const text = mailText(mail.raw);
    const link = /https:\/\/expo\.example\/qr-view\/(\d+)\?sig=([\w-]+)/.exec(text);
    expect(link?.[1]).toBe(String(a.id));
    expect(text).toContain('2026 서울 테스트 엑스포');

    const sent = await waitFor(async () => {
      const [m] = (await server.api(`/api/users/${a.id}/messages`, { token })).body;
      return m?.status === 'SENT' ? m : undefined;
    });
    expect(sent).toMatchObject({
      transport: 'EMAIL',
      recipient: 'minsu@example.com',
      attempts: 2,
      lastError: null,
    });

    // the signed link opens the attendee without login; a wrong signature does not
    const viewed = await server.api(`/api/users/${a.id}?sig=${link![2]}`);
    expect(viewed.status).toBe(200);
    expect(viewed.body).toMatchObject({
      id: a.id,
      name: '김민수',
      event: { name: '2026 서울 테스트 엑스포' },
    });
    expect((await server.api(`/api/users/${a.id + 1}?sig=${link![2]}`)).status).toBe(403);

    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.filter((m) => m.to.includes('minsu@example.com'))).toHaveLength(1);
  });

  it('refuses to send when paymentStatus2 is N (409) and records nothing', async () => {
    const a = await register({ paymentStatus2: 'N', phoneNumber: '010-3000-0002', email: 'x@example.com' });
    const res = await server.api(`/api/users/${a.id}/send-qr`, { method: 'POST', token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ATTENDEE.NOT_PAID');
    expect((await server.api(`/api/users/${a.id}/messages`, { token })).body).toEqual([]);
  });

  it("records an address the mail server refuses as 실패 with the server's reason, at once", async () => {
    const a = await register({ phoneNumber: '010-3000-0003', email: 'nobody@example.com' });
    await server.api(`/api/users/${a.id}/send-qr`, { method: 'POST', token });
    const failed = await waitFor(async () => {
      const [m] = (await server.api(`/api/users/${a.id}/messages`, { token })).body;
      return m?.status === 'FAILED' ? m : undefined;
    });
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toBe(
      '메일 서버가 받는 사람 주소를 거절했습니다 (550): 수신자 주소가 존재하지 않습니다.',
    );
    expect(failed.lastError).toContain('수신자 주소가 존재하지 않습니다.');
    expect(failed.lastError).not.toContain('nobody@example.com');
  });

  it('answers 404 for an unknown attendee and 401 without a token', async () => {
    expect((await server.api(`/api/users/987654/send-qr`, { method: 'POST', token })).status).toBe(404);
    expect((await server.api(`/api/users/1/send-qr`, { method: 'POST' })).status).toBe(401);
  });
});
