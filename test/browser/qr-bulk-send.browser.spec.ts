import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../support/smtp-sink.js';
import { SOLAPI_SMS_ENV, startSolapiFake } from '../support/solapi-fake.js';
import { screenshot } from './support/screenshots.js';
import { eventually, textOf, useBrowserSuite, type BrowserSuite } from './support/browser.js';
import { bulkPlan, bulkSends, register, type Attendee, type QrMessage } from './support/qr-messages.js';

/**
 * 'QR 일괄 발송' on /users: the plan the server makes of the chosen set, the send followed live until done,
 * nothing sent twice; /messages: the bulk sends with their progress, the '발송 설정' panel, a long name.
 */

// the provider and the mail server: started before the suite so the server gets their addresses
const solapi = await startSolapiFake();
solapi.routeFetch();
const smtp = await startSmtpSink({ rejectRecipients: ['bounce.bulk@example.com'] });
afterAll(async () => {
  await smtp.close();
  await solapi.close();
});

const DESK = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;

/** A 40-character name without a space: the hardest case for the 참석자 cell. */
const LONG_NAME = '국제학술대회조직위원회사무국행사운영총괄책임자김수한무거북이와두루미삼천갑자동방';

const shot = screenshot;

/** Takes the screenshot at the desk size and at the phone size, and returns to the desk size. */
async function shotBoth(page: Page, name: string, fullPage = false) {
  await shot(page, `${name}-1280.png`, fullPage);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-390.png`, fullPage);
  await page.setViewportSize(DESK);
}

async function openDialog(
  suite: BrowserSuite,
  query = '',
  viewport: { width: number; height: number } = DESK,
) {
  const page = await suite.newPage({ session: 'admin', viewport });
  await page.goto(`${suite.url}/users${query}`);
  await page.getByTestId('attendee-total').waitFor();
  await page.getByRole('button', { name: 'QR 일괄 발송' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR 일괄 발송' });
  await dialog.waitFor();
  return { page, dialog };
}

const planTotal = (dialog: Locator) => textOf(dialog.getByTestId('bulk-plan-total'));
const count = (scope: Locator, status: string) => textOf(scope.getByTestId(`bulk-count-${status}`));

describe('QR 일괄 발송 with 문자 (SOLAPI, no 알림톡) and e-mail configured', () => {
  const suite = useBrowserSuite({
    ...SOLAPI_SMS_ENV,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'expo@example.com',
    MESSAGE_RATE_PER_SECOND: '200',
    MESSAGE_REPORT_SECONDS: '1',
  });
  const phones = ['010-5100-0001', '010-5100-0002'];
  let longName: Attendee;

  it('shows the plan of the set truthfully, sends on confirm and follows the progress live until done', async () => {
    expect([...LONG_NAME]).toHaveLength(40);
    await register(suite, { name: '일괄문자가', phoneNumber: phones[0] });
    await register(suite, { name: '일괄문자나', phoneNumber: phones[1] });
    await register(suite, { name: '일괄메일다', phoneNumber: '02-555-0101', email: 'bulk.mail@example.com' });
    longName = await register(suite, {
      name: LONG_NAME,
      phoneNumber: '02-555-0102',
      email: 'bounce.bulk@example.com',
    });
    await register(suite, { name: '일괄미결제', phoneNumber: '010-5100-0005', paymentStatus2: 'N' });
    await register(suite, { name: '일괄연락불가', phoneNumber: '02-123-4567', email: '' });

    // the server's plan for everyone: 2 by phone (SMS or LMS by length), 2 e-mails, the unpaid and the unreachable left out
    const plan = await bulkPlan(suite, { audience: 'ALL' });
    expect(plan).toMatchObject({
      matched: 6,
      total: 4,
      skipped: { alreadySent: 0, unpaid: 1, unreachable: 1 },
      byChannel: { ALIMTALK: 0, EMAIL: 2, KEPT: 0 },
    });
    const { SMS, LMS } = plan.byChannel;
    expect(SMS + LMS).toBe(2);

    const { page, dialog } = await openDialog(suite);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await eventually(() =>
      page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))),
    ).toBe(true);
    // no keyword in the address: no '현재 검색 결과'
    expect(await dialog.getByRole('radio').allInnerTexts()).toHaveLength(2);
    expect(await dialog.getByRole('radio', { name: '전체 참석자' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: '아직 QR을 받지 않은 참석자' }).waitFor();

    await eventually(() => planTotal(dialog)).toBe('대상 6명 중 4명에게 보냅니다.');
    const channelLines = [SMS && `문자 SMS ${SMS}건`, LMS && `문자 LMS ${LMS}건`, '이메일 2건'].filter(
      Boolean,
    );
    expect(await dialog.getByTestId('bulk-plan-channels').locator('li').allInnerTexts()).toEqual(
      channelLines,
    );
    const skipped = await textOf(dialog.getByTestId('bulk-plan-skipped'));
    expect(skipped).toContain('결제유무 N 1명');
    expect(skipped).toContain('연락처 없음 1명');
    expect(skipped).not.toContain('이미 발송됨');
    expect(await textOf(dialog.getByTestId('bulk-plan-cost'))).toContain(
      `문자 요금이 드는 메시지: 알림톡 0건, SMS ${SMS}건, LMS ${LMS}건`,
    );
    const confirm = dialog.getByRole('button', { name: '4명에게 발송' });
    expect(await confirm.isEnabled()).toBe(true);
    await shotBoth(page, 'bulk-dialog-plan');

    // the provider holds its answers: the phone messages stay 대기 until it answers
    solapi.delayAnswers(2_500);
    try {
      await confirm.click();
      const progress = dialog.getByTestId('bulk-progress');
      await progress.waitFor();
      expect(await progress.getAttribute('data-done')).toBe('false');
      expect(Number(await count(dialog, 'PENDING'))).toBeGreaterThanOrEqual(2);
      expect(await textOf(dialog)).toContain('창을 닫아도 발송은 계속됩니다.');
      await shot(page, 'bulk-dialog-progress-sending-1280.png');

      // done without a reload: the live push (or a refetch) brings every state
      await eventually(() => progress.getAttribute('data-done')).toBe('true');
    } finally {
      solapi.delayAnswers(0);
    }
    expect(await textOf(dialog)).toContain('발송이 끝났습니다');
    expect(await textOf(dialog.getByTestId('bulk-progress-done'))).toBe('4 / 4건 처리');
    expect(await count(dialog, 'PENDING')).toBe('0');
    expect(await count(dialog, 'FAILED')).toBe('1');
    expect(Number(await count(dialog, 'SENT')) + Number(await count(dialog, 'DELIVERED'))).toBe(3);
    const [bulk] = await bulkSends(suite);
    expect(bulk).toMatchObject({
      audience: 'ALL',
      total: 4,
      done: true,
      progress: { PENDING: 0, FAILED: 1 },
    });

    // the phones report receipt: 전달됨 rises in the open dialog
    const sent = solapi.accepted.filter((m) =>
      ['01051000001', '01051000002'].includes(m.to.replace(/-/g, '')),
    );
    expect(sent).toHaveLength(2);
    for (const message of sent) solapi.report(message.customFields!.sendId, '4000');
    await eventually(() => count(dialog, 'DELIVERED')).toBe('2');
    await shotBoth(page, 'bulk-dialog-progress-done');

    // the failed e-mail: a link to the failed messages
    const failedLink = dialog.getByRole('link', { name: '실패한 메시지 1건 보기' });
    expect(await failedLink.getAttribute('href')).toBe('/messages?status=FAILED');
    await failedLink.click();
    await page.waitForURL((url) => url.pathname === '/messages' && url.search === '?status=FAILED');
    await page.getByTestId('messages-table').waitFor();
    await eventually(() => textOf(page.getByTestId('messages-table'))).toContain(LONG_NAME);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('a second open shows them as 이미 발송됨 with nothing to send, unless 다시 보내기 is ticked; Esc and 취소 close', async () => {
    const { page, dialog } = await openDialog(suite, `?keyword=${encodeURIComponent('일괄문자')}`, PHONE);
    // everyone: the three sent are left out; the failed e-mail gets another try
    await eventually(() => planTotal(dialog)).toBe('대상 6명 중 1명에게 보냅니다.');
    expect(await textOf(dialog.getByTestId('bulk-plan-skipped'))).toContain('이미 발송됨 3명');
    expect(await dialog.getByRole('button', { name: '1명에게 발송' }).isEnabled()).toBe(true);

    // the search of the address: both already have their QR, nothing to send
    await dialog.getByRole('radio', { name: '현재 검색 결과 ("일괄문자")' }).check();
    await eventually(() => planTotal(dialog)).toBe('보낼 참석자가 없습니다.');
    expect(await textOf(dialog.getByTestId('bulk-plan-skipped'))).toContain('이미 발송됨 2명');
    expect(await dialog.getByRole('button', { name: '0명에게 발송' }).isDisabled()).toBe(true);
    await shot(page, 'bulk-dialog-already-sent-390.png');

    await dialog.getByRole('checkbox', { name: '이미 받은 참석자에게도 다시 보내기' }).check();
    await eventually(() => planTotal(dialog)).toBe('대상 2명 중 2명에게 보냅니다.');
    expect(await dialog.getByRole('button', { name: '2명에게 발송' }).isEnabled()).toBe(true);
    expect(await dialog.getByTestId('bulk-plan-skipped').count()).toBe(0);
    expect(await bulkPlan(suite, { audience: 'SEARCH', keyword: '일괄문자', resend: true })).toMatchObject({
      matched: 2,
      total: 2,
    });
    await shot(page, 'bulk-dialog-search-resend-390.png');

    await page.keyboard.press('Escape');
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('QR 일괄 발송');

    await page.getByRole('button', { name: 'QR 일괄 발송' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    expect(await bulkSends(suite)).toHaveLength(1);
  });

  it('/messages lists the bulk send with live progress and the new messages; a 40-character name wraps at 1280 px', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/messages`);
    await page.getByTestId('messages-table').waitFor();
    const list = page.getByTestId('bulk-send-list');
    await list.waitFor();
    expect(await list.getByTestId('bulk-send-total').allInnerTexts()).toEqual(['4건']);
    const text = await textOf(list);
    expect(text).toContain('일괄 발송');
    expect(text).toContain('전체 참석자');
    expect(text).toMatch(/시작 \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(await list.getByTestId('bulk-progress').getAttribute('data-done')).toBe('true');

    // the 참석자 cell wraps the long name and the table fits the page: no sideways scroll, 내용 on screen
    const messages = await suite.adminApi<QrMessage[]>(`/api/users/${String(longName.id)}/messages`);
    const row = page.getByTestId(`message-row-${messages[0].id}`);
    await row.waitFor();
    const frame = page.locator('.table-wrap');
    const { scrollWidth, clientWidth } = await frame.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth, 'the table is no wider than its frame').toBeLessThanOrEqual(clientWidth + 1);
    const content = await page
      .locator('[data-testid="messages-table"] thead th', { hasText: '내용' })
      .boundingBox();
    expect(content!.x + content!.width).toBeLessThanOrEqual(DESK.width);
    const nameBox = await row.locator('td').nth(1).locator('.cell-strong').boundingBox();
    expect(nameBox!.height, 'the name takes more than one line').toBeGreaterThan(30);
    await shotBoth(page, 'messages-page', true);

    // a new bulk send and its message show up without a reload
    const late = await register(suite, {
      name: '일괄늦은등록',
      phoneNumber: '02-555-0199',
      email: 'late.bulk@example.com',
    });
    await suite.adminApi('/api/messages/bulk-sends', {
      method: 'POST',
      body: { audience: 'UNSENT' },
      expected: 201,
    });
    await eventually(() => list.getByTestId('bulk-progress').count()).toBe(2);
    expect(await textOf(list)).toContain('아직 QR을 받지 않은 참석자');
    const [lateMessage] = await suite.adminApi<QrMessage[]>(`/api/users/${String(late.id)}/messages`);
    await page.getByTestId(`message-row-${lateMessage.id}`).waitFor();

    // the phone: the page itself never scrolls sideways
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("'발송 설정' shows the channels the server has, saves the choices, and they survive a reload", async () => {
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/messages`);
    const panel = page.getByTestId('message-settings');
    const auto = panel.getByRole('checkbox', { name: /등록 시 자동 발송/ });
    await auto.waitFor();
    const channels = await textOf(panel.getByTestId('message-channels'));
    expect(channels).toContain('알림톡 설정 안 됨');
    expect(channels).toContain('문자 설정됨');
    expect(channels).toContain('이메일 설정됨');
    expect(await textOf(panel)).toContain(
      '새 참석자(관리자 등록, 엑셀 업로드, 현장 등록)에게 QR을 자동으로 보냅니다',
    );
    const emailFirst = panel.getByRole('checkbox', { name: /이메일 우선/ });
    expect(await auto.isChecked()).toBe(false);
    expect(await emailFirst.isChecked()).toBe(false);

    await auto.check();
    await emailFirst.check();
    await panel.getByRole('button', { name: '저장' }).click();
    await eventually(() => textOf(panel.getByTestId('message-settings-result'))).toBe('저장되었습니다.');
    expect(await suite.adminApi('/api/message-settings')).toMatchObject({
      autoSendOnRegister: true,
      emailFirst: true,
    });

    await page.reload();
    await panel.getByRole('checkbox', { name: /등록 시 자동 발송/ }).waitFor();
    expect(await panel.getByRole('checkbox', { name: /등록 시 자동 발송/ }).isChecked()).toBe(true);
    expect(await panel.getByRole('checkbox', { name: /이메일 우선/ }).isChecked()).toBe(true);
  });
});
