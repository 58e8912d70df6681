import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../support/smtp-sink.js';
import { SOLAPI_SMS_ENV, startSolapiFake } from '../support/solapi-fake.js';
import {
  allowConsoleErrors,
  artifactPath,
  computedStyle,
  eventually,
  parseRgb,
  recordDialogs,
  textOf,
  useBrowserSuite,
  type BrowserSuite,
} from './support/browser.js';
import { register, type Attendee, type QrMessage } from './support/qr-messages.js';
import { expectNoOverflow } from './support/overflow.js';
import { screenshotsAtBothWidths } from './support/screenshots.js';

/** /messages (QR 발송 내역): each message's status, channel, recipient and link, the status filter, retries. */

const COLUMNS = ['요청 시간', '참석자', '받는 사람', '상태', '채널', '시도', '발송·전달 시간', '내용'];

// the second suite's mail server: started before the suite so the server gets its address
const smtp = await startSmtpSink({ rejectRecipients: ['bounce@example.com'] });
afterAll(() => smtp.close());
// the third suite's provider: the real SOLAPI SDK of the server talks to it
const solapi = await startSolapiFake();
solapi.routeFetch();
afterAll(() => solapi.close());

const sendQr = (suite: BrowserSuite, a: Attendee) =>
  suite.adminApi<{ sendId: string; status: string }>(`/api/users/${String(a.id)}/send-qr`, {
    method: 'POST',
    expected: 201,
  });

/** Waits until the attendee's newest message has `status` (the outbox works in the background). */
async function settled(suite: BrowserSuite, a: Attendee, status: string): Promise<QrMessage> {
  let newest: QrMessage | undefined;
  await eventually(async () => {
    [newest] = await suite.adminApi<QrMessage[]>(`/api/users/${String(a.id)}/messages`);
    return newest?.status;
  }).toBe(status);
  return newest!;
}

const rowOf = (page: Page, message: QrMessage) => page.getByTestId(`message-row-${message.id}`);
const statusOf = (row: Locator) => textOf(row.getByTestId('message-status'));
const channelOf = (row: Locator) => textOf(row.getByTestId('message-channel'));
const shownIds = (page: Page) =>
  page
    .locator('[data-testid^="message-row-"]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')!.replace('message-row-', '')));

async function openMessages(
  suite: BrowserSuite,
  query = '',
  options: Parameters<BrowserSuite['newPage']>[0] = {},
  offlineLive = false,
) {
  const page = await suite.newPage({ session: 'admin', ...options });
  // a page whose live connection never comes up: it shows only what it fetched (a change elsewhere is unseen)
  // (socket.io tries a WebSocket first, which page.route does not see: both transports are cut)
  if (offlineLive) {
    await page.route('**/socket.io/**', (route) => route.abort());
    await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  }
  await page.goto(`${suite.url}/messages${query}`);
  await page.getByTestId('messages-table').waitFor();
  return page;
}

/** The badge's background as r, g, b. */
async function badgeColour(row: Locator) {
  return parseRgb(
    (await computedStyle(row.getByTestId('message-status'), 'background-color'))['background-color'],
  );
}

describe('/messages without a delivery channel', () => {
  const suite = useBrowserSuite();

  it("shows a kept message as 보관됨 (amber) with the attendee and phone, and copies the attendee's working link", async () => {
    const a = await register(suite, { name: '문서윤', phoneNumber: '010-6161-0001' });
    expect((await sendQr(suite, a)).status).toBe('KEPT');
    const message = await settled(suite, a, 'KEPT');

    const page = await openMessages(suite, '', { permissions: ['clipboard-read', 'clipboard-write'] });
    expect(await page.locator('[data-testid="messages-table"] thead th').allInnerTexts()).toEqual(COLUMNS);
    expect(await textOf(page.locator('.page-subtitle'))).toContain('보관');
    const row = rowOf(page, message);
    await row.waitFor();
    expect(await statusOf(row)).toBe('보관됨');
    expect(await channelOf(row)).toBe('보관');
    const text = await textOf(row);
    expect(text).toContain('문서윤');
    expect(text).toContain('010-6161-0001');
    const { r, g, b } = await badgeColour(row);
    expect(r, 'amber: red high').toBeGreaterThanOrEqual(230);
    expect(b, 'amber: blue low').toBeLessThan(g);

    const dialogs = recordDialogs(page);
    await row.getByRole('button', { name: '링크 복사' }).click();
    await eventually(() => dialogs).toEqual([{ type: 'alert', message: '링크를 복사했습니다.' }]);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(message.link);
    expect(copied).toContain(a.qrViewPath);

    // the copied link is what the attendee needs: it opens their QR without any login
    const attendeePhone = await suite.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await attendeePhone.goto(`${suite.url}${a.qrViewPath}`);
    await attendeePhone.getByRole('heading', { name: '문서윤님의 QR 코드' }).waitFor();
  });

  it('has no row for an attendee who could not be reached (422: nothing was queued)', async () => {
    const reachable = await register(suite, { name: '연락처있음', phoneNumber: '010-6161-0003' });
    const unreachable = await register(suite, { name: '연락처없음', phoneNumber: '031-123-4567', email: '' });
    await sendQr(suite, reachable);
    await suite.adminApi(`/api/users/${String(unreachable.id)}/send-qr`, { method: 'POST', expected: 422 });
    const message = await settled(suite, reachable, 'KEPT');
    const page = await openMessages(suite);
    await rowOf(page, message).waitFor();
    const table = await textOf(page.getByTestId('messages-table'));
    expect(table).toContain('연락처있음');
    expect(table).not.toContain('연락처없음');
  });

  it('stays usable on a 390 px phone: each message is a card, nothing scrolls sideways', async () => {
    const a = await register(suite, { name: '휴대폰확인', phoneNumber: '010-6161-0002' });
    await sendQr(suite, a);
    const message = await settled(suite, a, 'KEPT');
    const page = await openMessages(suite, '', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const row = rowOf(page, message);
    await row.waitFor();
    await expectNoOverflow(page);
    expect(await page.getByLabel('상태').isVisible()).toBe(true);
    await page.screenshot({ path: artifactPath('messages-phone.png'), fullPage: true });
    // every line of the card is labelled with its column, and the row's button is on screen
    for (const label of ['요청 시간', '참석자', '받는 사람', '상태', '채널', '내용'])
      expect(await row.locator(`td[data-label="${label}"]`).count(), label).toBe(1);
    const copy = row.getByRole('button', { name: '링크 복사' });
    await copy.scrollIntoViewIfNeeded();
    const box = (await copy.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});

describe('/messages with SMTP configured', () => {
  const suite = useBrowserSuite({ SMTP_URL: smtp.url, MAIL_FROM: 'expo@example.com' });

  it('shows an e-mailed message as 발송됨 (blue) on 이메일 to the address', async () => {
    const a = await register(suite, {
      name: '메일발송',
      phoneNumber: '010-6262-0001',
      email: 'sent@example.com',
    });
    await sendQr(suite, a);
    const message = await settled(suite, a, 'SENT');
    const page = await openMessages(suite);
    const row = rowOf(page, message);
    await row.waitFor();
    expect(await statusOf(row)).toBe('발송됨');
    expect(await channelOf(row)).toBe('이메일');
    const text = await textOf(row);
    expect(text).toContain('메일발송');
    expect(text).toContain('sent@example.com');
    const { r, b } = await badgeColour(row);
    expect(b, 'blue').toBeGreaterThan(r);
    await page.screenshot({ path: artifactPath('messages-desktop.png'), fullPage: true });
  });

  it('filters by status (?status=), showing only the matching rows', async () => {
    const kept = await register(suite, { name: '필터보관', phoneNumber: '010-6262-0011' });
    const sent = await register(suite, {
      name: '필터발송',
      phoneNumber: '010-6262-0012',
      email: 'f@example.com',
    });
    const failed = await register(suite, {
      name: '필터실패',
      phoneNumber: '010-6262-0013',
      email: 'bounce@example.com',
    });
    for (const a of [kept, sent, failed]) await sendQr(suite, a);
    const keptMessage = await settled(suite, kept, 'KEPT');
    const sentMessage = await settled(suite, sent, 'SENT');
    const failedMessage = await settled(suite, failed, 'FAILED');
    const all = await suite.adminApi<QrMessage[]>('/api/messages');
    const idsWith = (status: string) => all.filter((m) => m.status === status).map((m) => m.id);

    const page = await openMessages(suite);
    await eventually(() => shownIds(page)).toEqual(all.map((m) => m.id));
    const filter = page.getByLabel('상태');
    expect(await filter.locator('option').allInnerTexts()).toEqual([
      '전체',
      '대기',
      '발송됨',
      '전달됨',
      '실패',
      '보관됨',
      '발송 불가',
    ]);

    for (const [label, status, message] of [
      ['실패', 'FAILED', failedMessage],
      ['보관됨', 'KEPT', keptMessage],
      ['발송됨', 'SENT', sentMessage],
    ] as const) {
      const [request] = await Promise.all([
        page.waitForRequest((r) => new URL(r.url()).pathname === '/api/messages'),
        filter.selectOption({ label }),
      ]);
      expect(new URL(request.url()).searchParams.get('status')).toBe(status);
      await eventually(() => shownIds(page)).toEqual(idsWith(status));
      expect(await shownIds(page)).toContain(message.id);
      for (const badge of await page.getByTestId('message-status').allInnerTexts()) expect(badge).toBe(label);
    }

    await filter.selectOption({ label: '전달됨' });
    await eventually(() => textOf(page.getByTestId('messages-table').locator('tbody'))).toBe(
      '이 상태의 발송 내역이 없습니다.',
    );
    await filter.selectOption({ label: '전체' });
    await eventually(() => shownIds(page)).toEqual(all.map((m) => m.id));
  });

  it('shows a refused e-mail as 실패 (red) with its reason, and 다시 보내기 sends it once the address works', async () => {
    const a = await register(suite, {
      name: '재발송',
      phoneNumber: '010-6262-0021',
      email: 'retry.me@example.com',
    });
    smtp.rejectRecipients.add('retry.me@example.com');
    await sendQr(suite, a);
    const failed = await settled(suite, a, 'FAILED');
    expect(failed.lastError).toBeTruthy();

    const page = await openMessages(suite);
    const row = rowOf(page, failed);
    await row.waitFor();
    expect(await statusOf(row)).toBe('실패');
    expect(await textOf(row)).toContain(failed.lastError!);
    const { r, g, b } = await badgeColour(row);
    expect(r, 'red').toBeGreaterThan(g + 10);
    expect(r, 'red').toBeGreaterThan(b + 10);
    // only a failed message offers a retry
    const offers = await page.locator('[data-testid^="message-row-"]').evaluateAll((rows) =>
      rows.map((r) => ({
        status: r.querySelector('[data-testid="message-status"]')?.textContent,
        retry: [...r.querySelectorAll('button')].some((button) => button.textContent === '다시 보내기'),
      })),
    );
    expect(offers.length).toBeGreaterThan(1);
    for (const offer of offers) expect(offer.retry, `${String(offer.status)}`).toBe(offer.status === '실패');

    smtp.rejectRecipients.delete('retry.me@example.com');
    const [retry] = await Promise.all([
      page.waitForResponse((res) => res.url().includes(`/api/messages/${failed.id}/retry`)),
      row.getByRole('button', { name: '다시 보내기' }).click(),
    ]);
    expect(retry.status()).toBe(200);
    await eventually(async () => {
      await page.getByRole('button', { name: '새로고침' }).click();
      const newest = page.locator('[data-testid^="message-row-"]', { hasText: '재발송' }).first();
      return statusOf(newest);
    }).toBe('발송됨');
    expect(smtp.received.filter((m) => m.to.includes('retry.me@example.com'))).toHaveLength(1);
  });

  it("shows the server's message when a retry is refused (the message is no longer failed)", async () => {
    const a = await register(suite, {
      name: '중복재시도',
      phoneNumber: '010-6262-0031',
      email: 'twice@example.com',
    });
    smtp.rejectRecipients.add('twice@example.com');
    await sendQr(suite, a);
    const failed = await settled(suite, a, 'FAILED');
    // without live updates (a flaky venue network), so the page still offers the retry someone else made
    const page = await openMessages(suite, '', {}, true);
    allowConsoleErrors(page, /status of 409/);
    allowConsoleErrors(page, /socket\.io|ERR_FAILED/);
    const button = rowOf(page, failed).getByRole('button', { name: '다시 보내기' });
    await button.waitFor();
    // someone else retried it meanwhile
    smtp.rejectRecipients.delete('twice@example.com');
    await suite.adminApi(`/api/messages/${failed.id}/retry`, { method: 'POST', expected: 200 });
    await button.click();
    await eventually(() => textOf(page.getByTestId('message-action-error'))).toBe(
      '다시 보내기 실패: 실패한 메시지만 다시 보낼 수 있습니다.',
    );
  });
});

describe('/messages while the phone provider (SOLAPI) is unreachable', () => {
  const suite = useBrowserSuite({ ...SOLAPI_SMS_ENV, MESSAGE_RATE_PER_SECOND: '200' });

  /** The attendee's newest message once it has failed `attempts` times (waiting for its next try). */
  async function failedTimes(a: Attendee, attempts: number): Promise<QrMessage & { nextAttemptAt: string }> {
    let newest: (QrMessage & { nextAttemptAt: string }) | undefined;
    await eventually(async () => {
      [newest] = await suite.adminApi<(QrMessage & { nextAttemptAt: string })[]>(
        `/api/users/${String(a.id)}/messages`,
      );
      return newest?.attempts;
    }).toBe(attempts);
    return newest!;
  }
  const tryNow = (message: QrMessage) =>
    suite.server.sql(`UPDATE qr_messages SET next_attempt_at = now() WHERE id = $1`, [message.id]);
  const clock = (time: string) => time.slice(11, 16);

  it("shows a message the provider keeps failing as 대기 with '재시도 중 (n회째): <reason>' and the next try's time, no URL", async () => {
    const a = await register(suite, { name: '재시도표시', phoneNumber: '010-6363-0001', email: '' });
    solapi.behave({ kind: 'down' });
    try {
      await sendQr(suite, a);
      const first = await failedTimes(a, 1);
      const page = await openMessages(suite);
      const row = rowOf(page, first);
      const retrying = row.getByTestId('message-retrying');
      await eventually(() => textOf(retrying)).toBe(
        `재시도 중 (1회째): 문자 서비스에 연결하지 못했습니다\n다음 시도 ${clock(first.nextAttemptAt)}`,
      );
      expect(await statusOf(row)).toBe('대기');
      expect(await textOf(row.locator('td').nth(3))).not.toMatch(/http|solapi|fetch/i);

      // its next try fails too: the row follows (live) with the count and the later time
      await tryNow(first);
      const second = await failedTimes(a, 2);
      await eventually(() => textOf(retrying)).toBe(
        `재시도 중 (2회째): 문자 서비스에 연결하지 못했습니다\n다음 시도 ${clock(second.nextAttemptAt)}`,
      );
    } finally {
      solapi.behave({ kind: 'accept' });
    }
    // back: it goes out at its next try, and the row says so
    await tryNow(await failedTimes(a, 2));
    const sent = await settled(suite, a, 'SENT');
    const page = await openMessages(suite);
    await eventually(() => statusOf(rowOf(page, sent))).toBe('발송됨');
    expect(await rowOf(page, sent).getByTestId('message-retrying').count()).toBe(0);
  });

  it('says the phone channel is failing once 3 sends in a row failed, with the last failure time, and stops once one goes out', async () => {
    const people = [
      await register(suite, { name: '배너확인1', phoneNumber: '010-6363-0011', email: '' }),
      await register(suite, { name: '배너확인2', phoneNumber: '010-6363-0012', email: '' }),
      // a name as long as it may be and an affiliation of 100 letters, without spaces
      await register(suite, {
        name: `긴이름${'가'.repeat(47)}`,
        affiliation: 'A'.repeat(100),
        phoneNumber: '010-6363-0013',
        email: '',
      }),
    ];
    const page = await openMessages(suite);
    const banner = page.getByTestId('channel-health-phone');
    const dashboard = await suite.newPage({ session: 'admin' });
    await dashboard.goto(`${suite.url}/dashboard`);
    await dashboard.getByRole('heading', { level: 1 }).waitFor();
    const dashboardBanner = dashboard.getByTestId('channel-health-phone');
    solapi.behave({ kind: 'down' });
    const failed: QrMessage[] = [];
    try {
      for (const a of people) {
        await sendQr(suite, a);
        failed.push(await failedTimes(a, 1));
        // two failures are not yet 'keeps failing'
        if (failed.length < 3) expect(await banner.count()).toBe(0);
      }
      const health = await suite.adminApi<{ phone: { failing: boolean; lastFailureAt: string } }>(
        '/api/messages/channel-health',
      );
      expect(health.phone.failing).toBe(true);
      // the page learns it live, without a reload
      await eventually(() => banner.locator('p').allInnerTexts()).toEqual([
        `문자 발송이 연속으로 실패하고 있습니다 (마지막 실패 ${clock(health.phone.lastFailureAt)}). 문자 서비스 설정과 연결을 확인하세요.`,
        '마지막 사유: 문자 서비스에 연결하지 못했습니다',
      ]);
      await expectNoOverflow(page);
      await screenshotsAtBothWidths(page, 'messages-channel-failing');
      // the dashboard says it too
      await eventually(() => textOf(dashboardBanner)).toContain('문자 발송이 연속으로 실패하고 있습니다');
      await screenshotsAtBothWidths(dashboard, 'dashboard-channel-failing');
    } finally {
      solapi.behave({ kind: 'accept' });
    }
    // the provider is back: one send goes out and the banner goes
    await tryNow(failed[0]);
    await settled(suite, people[0], 'SENT');
    await eventually(() => banner.count()).toBe(0);
    await eventually(() => dashboardBanner.count()).toBe(0);
    for (const message of failed.slice(1)) await tryNow(message);
  });
});
