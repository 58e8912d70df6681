import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { mailText, startSmtpSink } from '../support/smtp-sink.js';
import {
  allowConsoleErrors,
  eventually,
  recordDialogs,
  textOf,
  useBrowserSuite,
  type BrowserSuite,
} from './support/browser.js';
import { register, type Attendee, type QrMessage } from './support/qr-messages.js';

/** 'QR 발송' on /users tells what became of the message; 'QR 보기' opens the signed link the attendee gets. */

const KEPT_ALERT = '전송 수단이 설정되지 않아 보관되었습니다. QR 발송 내역에서 링크를 복사해 전달해주세요.';

// a real SMTP server for the second half; started before its suite so the server gets its address
const smtp = await startSmtpSink();
afterAll(() => smtp.close());

const row = (page: Page, id: number) => page.getByTestId(`attendee-row-${String(id)}`);

async function openList(suite: BrowserSuite, a: Attendee) {
  const page = await suite.newPage({ session: 'admin' });
  await page.goto(`${suite.url}/users?keyword=${encodeURIComponent(a.name)}`);
  await row(page, a.id).waitFor();
  return page;
}

/** Clicks 'QR 발송' on the attendee's row and waits for the one alert; the row stays busy until then. */
async function sendQrFromList(suite: BrowserSuite, a: Attendee, page?: Page) {
  const list = page ?? (await openList(suite, a));
  const dialogs = recordDialogs(list);
  const button = row(list, a.id).getByRole('button', { name: 'QR 발송' });
  expect(await button.isEnabled()).toBe(true);
  await button.click();
  await eventually(() => dialogs.length).toBe(1);
  expect(dialogs[0].type).toBe('alert');
  await eventually(() => button.isEnabled()).toBe(true);
  return { page: list, alert: dialogs[0].message };
}

describe('without a delivery channel (nothing configured)', () => {
  const suite = useBrowserSuite();

  it("says the message was kept, not sent, and keeps it for /messages with the attendee's link", async () => {
    const a = await register(suite, { name: '보관대상', phoneNumber: '010-7100-0001' });
    const { alert } = await sendQrFromList(suite, a);
    expect(alert).toBe(KEPT_ALERT);
    const messages = await suite.adminApi<QrMessage[]>(`/api/users/${String(a.id)}/messages`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ status: 'KEPT', channel: 'KEPT', recipient: '010-7100-0001' });
    expect(messages[0].link).toContain(a.qrViewPath);
  });

  it('refuses an attendee it cannot reach (no mobile number, no e-mail) with the reason and queues nothing', async () => {
    const a = await register(suite, { name: '연락불가', phoneNumber: '02-123-4567', email: '' });
    const page = await openList(suite, a);
    // the browser logs the refused request (422) as an error
    allowConsoleErrors(page, /status of 422/);
    const { alert } = await sendQrFromList(suite, a, page);
    expect(alert).toMatch(/^연락처가 없어 발송할 수 없습니다/);
    expect(alert).not.toContain('QR 발송 실패');
    expect(alert).not.toContain('완료');
    expect(await suite.adminApi<QrMessage[]>(`/api/users/${String(a.id)}/messages`)).toEqual([]);
    const all = await suite.adminApi<QrMessage[]>('/api/messages');
    expect(all.filter((m) => m.attendeeId === a.id)).toEqual([]);
  });

  it("'QR 보기' opens the signed link, which shows the QR in a fresh browser without login", async () => {
    const a = await register(suite, { name: '링크확인', phoneNumber: '010-7100-0002' });
    expect(a.qrViewPath).toMatch(new RegExp(`^/qr-view/${String(a.id)}\\?sig=[\\w-]+$`));
    const page = await openList(suite, a);
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      row(page, a.id).getByRole('button', { name: 'QR 보기' }).click(),
    ]);
    await popup.waitForURL((url) => url.pathname === `/qr-view/${String(a.id)}`);
    const opened = new URL(popup.url());
    expect(`${opened.pathname}${opened.search}`).toBe(a.qrViewPath);
    await popup.getByRole('heading', { name: `${a.name}님의 QR 코드` }).waitFor();

    const stranger = await suite.newPage();
    await stranger.goto(`${suite.url}${a.qrViewPath}`);
    await stranger.getByRole('heading', { name: `${a.name}님의 QR 코드` }).waitFor();
    expect(await textOf(stranger.getByTestId('qr-attendee-id'))).toBe(`ID: ${String(a.id)}`);
  });
});

describe('with SMTP configured', () => {
  const suite = useBrowserSuite({ SMTP_URL: smtp.url, MAIL_FROM: 'expo@example.com' });

  it('says QR 코드 발송 완료! once the e-mail has gone out, and the mail holds the signed link', async () => {
    const a = await register(suite, {
      name: '메일수신',
      phoneNumber: '010-7200-0001',
      email: 'mail.receiver@example.com',
    });
    const page = await openList(suite, a);
    const dialogs = recordDialogs(page);
    const button = row(page, a.id).getByRole('button', { name: 'QR 발송' });
    await button.click();
    // busy (disabled) while the send is followed, usable again after the alert
    await eventually(() => button.isDisabled()).toBe(true);
    await eventually(() => dialogs).toEqual([{ type: 'alert', message: 'QR 코드 발송 완료!' }]);
    await eventually(() => button.isEnabled()).toBe(true);

    const mail = smtp.received.find((m) => m.to.includes('mail.receiver@example.com'));
    expect(mail, 'the e-mail reached the SMTP server before the alert said so').toBeDefined();
    expect(mailText(mail!.raw)).toContain(a.qrViewPath);
    const [message] = await suite.adminApi<QrMessage[]>(`/api/users/${String(a.id)}/messages`);
    expect(message).toMatchObject({
      status: 'SENT',
      channel: 'EMAIL',
      recipient: 'mail.receiver@example.com',
    });
  });

  it('says QR 발송 실패 with the reason when the mail server refuses the address', async () => {
    smtp.rejectRecipients.add('no.such.user@example.com');
    const a = await register(suite, {
      name: '반송대상',
      phoneNumber: '010-7200-0002',
      email: 'no.such.user@example.com',
    });
    const { alert } = await sendQrFromList(suite, a);
    const [message] = await suite.adminApi<{ status: string; lastError: string }[]>(
      `/api/users/${String(a.id)}/messages`,
    );
    expect(message.status).toBe('FAILED');
    expect(message.lastError).toBeTruthy();
    expect(alert).toBe(`QR 발송 실패\n${message.lastError}`);
    expect(smtp.received.filter((m) => m.to.includes('no.such.user@example.com'))).toEqual([]);
  });
});
