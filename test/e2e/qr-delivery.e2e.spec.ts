import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { startSmtpSink, waitFor } from '../support/smtp-sink.js';
import { SOLAPI_KAKAO_ENV, startSolapiFake } from '../support/solapi-fake.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { HEADERS, uploadForm, workbook } from '../support/workbooks.js';

const KAKAO = SOLAPI_KAKAO_ENV;

let solapi: Awaited<ReturnType<typeof startSolapiFake>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let phone: TestServer;
let mail: TestServer;
let none: TestServer;
const tokens = new Map<TestServer, string>();
const scratch = mkdtempSync(join(tmpdir(), 'qr-delivery-'));

beforeAll(async () => {
  solapi = await startSolapiFake();
  solapi.routeFetch();
  smtp = await startSmtpSink();
  phone = await startTestServer({ ...KAKAO, MESSAGE_RATE_PER_SECOND: '200', MESSAGE_REPORT_SECONDS: '1' });
  mail = await startTestServer({ SMTP_URL: smtp.url });
  none = await startTestServer();
  for (const server of [phone, mail, none]) tokens.set(server, await server.login());
});
afterAll(async () => {
  for (const server of [phone, mail, none]) await server?.close();
  await smtp?.close();
  await solapi?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const api = (server: TestServer, path: string, init: { method?: string; body?: unknown } = {}) =>
  server.api(path, { ...init, token: tokens.get(server) });

async function register(server: TestServer, fields: Record<string, unknown>): Promise<number> {
  const res = await api(server, '/api/users/register', { method: 'POST', body: attendee(fields) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

async function messageOf(server: TestServer, sendId: string, settled = true): Promise<Record<string, any>> {
  return waitFor(async () => {
    const list = (await api(server, '/api/messages')).body as { id: string; status: string }[];
    const found = list.find((m) => m.id === sendId);
    return found && (!settled || found.status !== 'PENDING') ? (found as Record<string, any>) : undefined;
  }, 15_000);
}

const sendQr = (server: TestServer, id: number) =>
  api(server, `/api/users/${id}/send-qr`, { method: 'POST' });

describe('QR by phone: 카카오 알림톡 through SOLAPI', () => {
  it('sends an attendee imported from a spec-columns workbook (phone, no e-mail) an 알림톡 with their name and signed link', async () => {
    const file = await workbook([
      HEADERS,
      ['한소희', '서울전자', '010-7777-1234', '', '대한민국', 'N', 'N', 'Y', 'PRE'],
    ]);
    const upload = await fetch(`${phone.url}/api/users/upload-excel`, {
      method: 'POST',
      body: uploadForm(file),
      headers: { authorization: `Bearer ${tokens.get(phone)}` },
    });
    expect(upload.status).toBe(201);
    const found = await api(phone, `/api/users?keyword=${encodeURIComponent('한소희')}`);
    const id = found.body.content[0].id as number;

    const sent = await sendQr(phone, id);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'PENDING', channel: 'ALIMTALK' });
    const message = await messageOf(phone, sent.body.sendId);
    expect(message).toMatchObject({
      status: 'SENT',
      channel: 'ALIMTALK',
      transport: 'ALIMTALK',
      recipient: '010-7777-1234',
    });

    const request = solapi.accepted.find((m) => m.customFields?.sendId === sent.body.sendId)!;
    expect(request).toMatchObject({
      to: '01077771234',
      from: '0212345678',
      kakaoOptions: { pfId: KAKAO.KAKAO_PFID, templateId: KAKAO.KAKAO_TEMPLATE_ID, disableSms: false },
    });
    const variables = request.kakaoOptions!.variables!;
    expect(variables['#{이름}']).toBe('한소희');
    expect(variables['#{행사명}']).toBe('2026 서울 테스트 엑스포');
    const link = new URL(variables['#{링크}']);
    expect(link.pathname).toBe(`/qr-view/${id}`);
    expect(variables['#{QR경로}']).toBe(`qr-view/${id}${link.search}`);
    // the link the attendee got opens their QR without a login, and is the one the admin's 'QR 보기' opens
    const opened = await phone.api(`/api/users/${id}${link.search}`);
    expect(opened.status).toBe(200);
    expect(opened.body.name).toBe('한소희');
    expect(found.body.content[0].qrViewPath).toBe(`${link.pathname}${link.search}`);
    expect(message.link).toBe(link.href);
  });

  it('shows 전달됨 once the provider reports the phone received it, and 실패 with the reason when it could not', async () => {
    const received = await register(phone, { name: '수신확인', phoneNumber: '010-5555-0101' });
    const lost = await register(phone, { name: '결번', phoneNumber: '010-5555-0102' });
    const receivedId = (await sendQr(phone, received)).body.sendId as string;
    const lostId = (await sendQr(phone, lost)).body.sendId as string;
    expect(await messageOf(phone, receivedId)).toMatchObject({ status: 'SENT', deliveredAt: null });
    await new Promise((r) => setTimeout(r, 1500)); // a round of reports while the provider knows nothing yet
    expect(await messageOf(phone, receivedId)).toMatchObject({ status: 'SENT' });
    solapi.report(receivedId, '4000');
    solapi.report(lostId, '3059', '변작된 발신번호 또는 결번');
    const delivered = await waitFor(async () => {
      const m = await messageOf(phone, receivedId);
      return m.status === 'DELIVERED' ? m : undefined;
    });
    expect(delivered.deliveredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const failed = await waitFor(async () => {
      const m = await messageOf(phone, lostId);
      return m.status === 'FAILED' ? m : undefined;
    });
    expect(failed.lastError).toBe('휴대폰에 전달되지 않았습니다: 변작된 발신번호 또는 결번 (3059)');
  });

  it('falls back to SMS/LMS when the provider refuses the 알림톡, and says so', async () => {
    const id = await register(phone, { name: '대체문자', phoneNumber: '+82 10-5555-0001' });
    const refuse = {
      kind: 'refuse-alimtalk',
      statusCode: '3034',
      statusMessage: '템플릿 내용이 일치하지 않습니다.',
    } as const;
    await solapi.during(refuse, async () => {
      const sent = await sendQr(phone, id);
      const message = await messageOf(phone, sent.body.sendId);
      expect(message).toMatchObject({ status: 'SENT', channel: 'ALIMTALK' });
      expect(['SMS', 'LMS']).toContain(message.transport);
      expect(message.lastError).toContain('알림톡 접수 거절');
      expect(message.lastError).toContain('템플릿 내용이 일치하지 않습니다.');
      const text = solapi.accepted.find((m) => m.customFields?.sendId === sent.body.sendId)!;
      expect(text.kakaoOptions).toBeUndefined();
      expect(text.to).toBe('01055550001');
      expect(text.text).toContain('대체문자님의 입장 QR 코드');
      expect(text.text).toContain(`/qr-view/${id}?sig=`);
      expect(text.text).toContain('* 스캔 전 휴대폰 다크모드를 해제 해주세요.');
    });
  });

  it('shows a provider error as 실패 with the reason in Korean, and sends it again on a retry', async () => {
    const id = await register(phone, { name: '잔액부족', phoneNumber: '010-5555-0002' });
    const noBalance = {
      kind: 'error',
      status: 400,
      errorCode: 'NotEnoughBalance',
      errorMessage: 'Not enough balance',
    } as const;
    const sendId = await solapi.during(noBalance, async () => {
      const sendId = (await sendQr(phone, id)).body.sendId as string;
      const failed = await messageOf(phone, sendId);
      expect(failed).toMatchObject({ status: 'FAILED' });
      expect(failed.lastError).toBe('문자 서비스(SOLAPI) 잔액이 부족합니다. 충전 후 다시 보내주세요.');
      const onlyFailed = (await api(phone, '/api/messages?status=FAILED')).body as {
        id: string;
        status: string;
      }[];
      expect(onlyFailed.map((m) => m.id)).toContain(sendId);
      expect(onlyFailed.every((m) => m.status === 'FAILED')).toBe(true);
      return sendId;
    });
    const retried = await api(phone, `/api/messages/${sendId}/retry`, { method: 'POST' });
    expect(retried.status).toBe(200);
    expect(await messageOf(phone, sendId)).toMatchObject({
      status: 'SENT',
      transport: 'ALIMTALK',
      lastError: null,
    });
    const again = await api(phone, `/api/messages/${sendId}/retry`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('실패한 메시지만 다시 보낼 수 있습니다.');
    expect(solapi.accepted.filter((m) => m.customFields?.sendId === sendId)).toHaveLength(1);
  });

  it('records 발송 불가 when the number was changed to a landline before a retry could send it', async () => {
    const id = await register(phone, { name: '번호변경', phoneNumber: '010-5555-0003' });
    const down = {
      kind: 'error',
      status: 500,
      errorCode: 'InternalError',
      errorMessage: 'temporarily down',
    } as const;
    const sendId = await solapi.during(down, async () => {
      const sendId = (await sendQr(phone, id)).body.sendId as string;
      const waiting = await waitFor(async () => {
        const m = await messageOf(phone, sendId, false);
        return m.attempts === 1 ? m : undefined;
      });
      expect(waiting.status).toBe('PENDING');
      expect(waiting.lastError).toBe('문자 서비스에 오류가 있습니다 (500)');
      return sendId;
    });
    const edited = await api(phone, `/api/users/${id}`, {
      method: 'PUT',
      body: attendee({ name: '번호변경', phoneNumber: '02-555-0003' }),
    });
    expect(edited.status).toBe(200);
    await phone.sql(`UPDATE qr_messages SET next_attempt_at = now() WHERE id = $1`, [sendId]);
    expect(await messageOf(phone, sendId)).toMatchObject({
      status: 'UNREACHABLE',
      lastError: '휴대폰 번호로 보낼 수 없습니다 (유선 전화번호).',
    });
    expect(solapi.accepted.filter((m) => m.customFields?.sendId === sendId)).toHaveLength(0);
  });

  it("keeps a message for an unreachable provider at 대기 with a plain Korean reason (no URL), the try count and the next try's time", async () => {
    const id = await register(phone, { name: '연결실패', phoneNumber: '010-5555-0004' });
    const sendId = await solapi.during({ kind: 'down' }, async () => {
      const sendId = (await sendQr(phone, id)).body.sendId as string;
      const first = await waitFor(async () => {
        const m = await messageOf(phone, sendId, false);
        return m.attempts === 1 ? m : undefined;
      }, 30_000);
      expect(first).toMatchObject({ status: 'PENDING', lastError: '문자 서비스에 연결하지 못했습니다' });
      expect(first.lastError).not.toMatch(/http|solapi\.com|fetch failed|요청 실패/);
      // tried again about 30 seconds after the failure (Korean local time, as the other times)
      expect(first.nextAttemptAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(first.nextAttemptAt > first.createdAt).toBe(true);

      // its next try fails the same way: the count rises, the reason stays plain, the next try is later
      await phone.sql(`UPDATE qr_messages SET next_attempt_at = now() WHERE id = $1`, [sendId]);
      const second = await waitFor(async () => {
        const m = await messageOf(phone, sendId, false);
        return m.attempts === 2 ? m : undefined;
      }, 30_000);
      expect(second).toMatchObject({ status: 'PENDING', lastError: '문자 서비스에 연결하지 못했습니다' });
      expect(second.nextAttemptAt > first.nextAttemptAt).toBe(true);
      expect(second.lastError).not.toContain('http');
      return sendId;
    });
    // the provider is back: the message goes at its next try and the retry's reason is gone
    await phone.sql(`UPDATE qr_messages SET next_attempt_at = now() WHERE id = $1`, [sendId]);
    expect(await messageOf(phone, sendId)).toMatchObject({
      status: 'SENT',
      attempts: 3,
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it('says the phone channel is failing once 3 sends in a row could not reach the provider, and well again once one goes out', async () => {
    const health = async () =>
      (await api(phone, '/api/messages/channel-health')).body as Record<
        'phone' | 'email',
        Record<string, any>
      >;
    const ids = [
      await register(phone, { name: '연속실패1', phoneNumber: '010-5555-0011' }),
      await register(phone, { name: '연속실패2', phoneNumber: '010-5555-0012' }),
      await register(phone, { name: '연속실패3', phoneNumber: '010-5555-0013' }),
    ];
    const sendIds = await solapi.during({ kind: 'down' }, async () => {
      const sendIds: string[] = [];
      for (const [i, id] of ids.entries()) {
        sendIds.push((await sendQr(phone, id)).body.sendId as string);
        await waitFor(async () => (await messageOf(phone, sendIds[i], false)).attempts === 1, 30_000);
        const now = await health();
        expect(now.phone.failing, `after ${String(i + 1)} failures`).toBe(i === 2);
      }
      const failing = await health();
      expect(failing.phone).toMatchObject({
        failing: true,
        failuresInARow: 3,
        lastError: '문자 서비스에 연결하지 못했습니다',
      });
      expect(failing.phone.lastFailureAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(failing.email.failing).toBe(false);
      return sendIds;
    });
    await phone.sql(`UPDATE qr_messages SET next_attempt_at = now() WHERE id = ANY($1)`, [sendIds]);
    for (const sendId of sendIds) expect(await messageOf(phone, sendId)).toMatchObject({ status: 'SENT' });
    expect((await health()).phone).toEqual({
      failing: false,
      failuresInARow: 0,
      lastFailureAt: null,
      lastError: null,
    });
  });

  it('refuses an attendee without a mobile number or an e-mail, queuing nothing', async () => {
    // (a number without digits is refused at registration since issue 47: qr-channel.unit.spec.ts has it)
    const noContact = await register(phone, {
      name: '연락처없음',
      phoneNumber: '+1 212-555-0100',
      email: '',
    });
    const landline = await register(phone, { name: '유선전화', phoneNumber: '02-345-6789', email: '' });
    const before = solapi.requests;
    const refused = await sendQr(phone, noContact);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'MESSAGE.UNREACHABLE',
      message: '연락처가 없어 발송할 수 없습니다 (전화번호: 해외 번호, 이메일 없음).',
    });
    const wired = await sendQr(phone, landline);
    expect(wired.status).toBe(422);
    expect(wired.body.message).toContain('유선 전화번호');
    for (const id of [noContact, landline]) {
      expect(await phone.sql(`SELECT 1 FROM qr_messages WHERE attendee_id = $1`, [id])).toHaveLength(0);
      expect(
        await phone.sql(`SELECT 1 FROM event_log WHERE stream_id = $1 AND type = 'QrSendRequested'`, [
          `attendee-${id}`,
        ]),
      ).toHaveLength(0);
    }
    expect(solapi.requests).toBe(before);
  });
});

describe('QR by e-mail', () => {
  it('carries the QR itself as an inline image that decodes to the attendee id, above the signed link', async () => {
    const id = await register(mail, {
      name: '메일손님',
      phoneNumber: '010-6666-0001',
      email: 'guest@example.com',
    });
    const sent = await sendQr(mail, id);
    expect(sent.body).toMatchObject({ status: 'PENDING', channel: 'EMAIL' });
    expect(await messageOf(mail, sent.body.sendId)).toMatchObject({ status: 'SENT', transport: 'EMAIL' });
    const raw = (await waitFor(() => smtp.received.find((m) => m.to.includes('guest@example.com')))).raw;
    const parsed = await simpleParser(raw, { keepCidLinks: true });
    expect(parsed.text).toContain(`/qr-view/${id}?sig=`);
    expect(parsed.text).toContain('* 스캔 전 휴대폰 다크모드를 해제 해주세요.');
    const html = String(parsed.html);
    const image = parsed.attachments.find((a) => a.contentType === 'image/png')!;
    expect(image.contentDisposition).toBe('inline');
    expect(html).toContain(`src="cid:${image.cid}"`);
    expect(html.indexOf(`cid:${image.cid}`)).toBeLessThan(html.indexOf(`/qr-view/${id}?sig=`));
    const png = join(scratch, `qr-${id}.png`);
    writeFileSync(png, image.content);
    expect(execFileSync('zbarimg', ['--raw', '-q', png], { encoding: 'utf8' }).trim()).toBe(String(id));
  });

  it('comes in English to a walk-in who registered on the English form, in Korean to one of the Korean form', async () => {
    const { eventId } = await mail.session();
    /** A walk-in on the public form (in `lang`), given an e-mail and paid at the desk. */
    const walkIn = async (name: string, phoneNumber: string, email: string, lang?: 'ko' | 'en') => {
      const registered = await mail.api('/api/users/register2', {
        method: 'POST',
        body: { name, affiliation: 'Acme', phoneNumber, country: 'USA', eventId, ...(lang ? { lang } : {}) },
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      const id = registered.body.id as number;
      const edited = await api(mail, `/api/users/${id}`, {
        method: 'PUT',
        body: { email, paymentStatus2: 'Y' },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      const sent = await sendQr(mail, id);
      expect(sent.body).toMatchObject({ channel: 'EMAIL' });
      const message = await messageOf(mail, sent.body.sendId);
      expect(message).toMatchObject({ status: 'SENT' });
      const raw = (await waitFor(() => smtp.received.find((m) => m.to.includes(email)))).raw;
      return { id, message, parsed: await simpleParser(raw) };
    };

    const english = await walkIn('Sam Carter', '010-6666-0101', 'sam@example.com', 'en');
    expect(english.parsed.subject).toMatch(/^\[.+\] Entry QR code for Sam Carter$/);
    expect(english.parsed.text).toContain('Hello Sam Carter,');
    expect(english.parsed.text).toContain(`(ID: ${english.id})`);
    expect(english.parsed.text).toContain('* Please turn off dark mode on your phone before scanning.');
    expect(english.parsed.text).not.toMatch(/님|입장|다크모드/);
    expect(String(english.parsed.html)).toContain('<div lang="en">');
    expect(String(english.parsed.html)).toContain('Open my entry QR code');
    // the history shows what was sent
    expect(english.message.subject).toBe(english.parsed.subject);

    for (const lang of ['ko', undefined] as const) {
      const korean = await walkIn(
        '한국손님',
        `010-6666-010${lang ? 2 : 3}`,
        `ko-${lang ?? 'none'}@example.com`,
        lang,
      );
      expect(korean.parsed.subject).toMatch(/^\[.+\] 한국손님님의 입장 QR 코드$/);
      expect(korean.parsed.text).toContain('한국손님님, 안녕하세요.');
      expect(korean.parsed.text).toContain('* 스캔 전 휴대폰 다크모드를 해제 해주세요.');
      expect(String(korean.parsed.html)).toContain('입장 QR 코드 열기');
    }
  });

  it('keeps a message for an attendee with only a phone when only SMTP is set up', async () => {
    const id = await register(mail, { name: '전화만', phoneNumber: '010-6666-0002', email: '' });
    const sent = await sendQr(mail, id);
    expect(sent.body).toMatchObject({ status: 'KEPT', channel: 'KEPT' });
    expect(await messageOf(mail, sent.body.sendId)).toMatchObject({
      status: 'KEPT',
      recipient: '010-6666-0002',
    });
  });
});

describe('QR with no channel configured', () => {
  it('keeps the message (보관됨) with the link for staff to forward, and sends nothing', async () => {
    const id = await register(none, { name: '보관손님', phoneNumber: '010-8888-0001' });
    const sent = await sendQr(none, id);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'KEPT', channel: 'KEPT' });
    await new Promise((r) => setTimeout(r, 1500)); // a worker round: it must not touch a kept message
    const message = await messageOf(none, sent.body.sendId);
    expect(message).toMatchObject({ status: 'KEPT', attempts: 0, transport: null, sentAt: null });
    expect(message.link).toMatch(new RegExp(`/qr-view/${id}\\?sig=[\\w-]+$`));
    expect(message.body).toContain(message.link);
  });

  it('answers a status filter it does not know with a Korean message', async () => {
    const res = await api(none, '/api/messages?status=LOST');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('상태');
    const retry = await api(none, '/api/messages/no-such-message/retry', { method: 'POST' });
    expect(retry.status).toBe(404);
    expect(retry.body.message).toBe('발송 내역을 찾을 수 없습니다.');
  });
});

describe('/qr-view links', () => {
  it('says a link with a missing or wrong signature is invalid, and a deleted attendee is not found', async () => {
    const id = await register(none, { name: '링크손님' });
    for (const query of ['', '?sig=', '?sig=wrong-signature'])
      expect(await none.api(`/api/users/${id}${query}`)).toMatchObject({
        status: 403,
        body: { code: 'LINK.INVALID', message: '유효하지 않은 링크입니다.' },
      });
    expect((await none.api(`/api/users/99999999?sig=wrong`)).body.message).toBe('유효하지 않은 링크입니다.');
    const { qrViewPath } = (await api(none, `/api/users/${id}`)).body as { qrViewPath: string };
    const search = new URL(qrViewPath, none.url).search;
    expect((await none.api(`/api/users/${id}${search}`)).status).toBe(200);
    await api(none, `/api/users/${id}`, { method: 'DELETE' });
    expect(await none.api(`/api/users/${id}${search}`)).toMatchObject({
      status: 404,
      body: { message: '참석자를 찾을 수 없습니다.' },
    });
  });
});
