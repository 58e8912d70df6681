import { describe, expect, it } from 'vitest';
import {
  PHONE,
  allowConsoleErrors,
  artifactPath,
  decodeQr,
  eventually,
  textOf,
  useBrowserSuite,
} from './support/browser.js';
import {
  pdfFilePages,
  pdfFileQrCodesPerPage,
  pdfFileWords,
  printCalls,
  savePdf,
  stubPrint,
} from './support/print.js';

/**
 * Walk-ins (issue 14): /manual-register's success gives the new attendee their entry QR and their own
 * QR page; /users links to the printable A4 poster whose QR opens the walk-in form.
 */

const suite = useBrowserSuite();

const REGISTERED = /^✅ 등록 성공: ID (\d+)$/;
const LAPTOP = { width: 1366, height: 768 } as const;

function phonePage() {
  return suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

describe('/manual-register success', () => {
  it("shows the walk-in's entry QR, their ID, where to go, and opens their own QR page", async () => {
    const page = await phonePage();
    await page.goto(`${suite.url}/manual-register/${String(suite.admin.eventId)}`);
    await page.getByRole('heading', { name: '현장 등록' }).waitFor();
    expect(await page.getByTestId('walk-in-qr').count()).toBe(0);

    await page.getByLabel('이름').fill('한소희');
    await page.getByLabel('소속').fill('푸른바이오');
    await page.getByLabel('전화번호').fill('010-7100-0001');
    await page.getByRole('button', { name: '등록하기' }).tap();

    // the spec's result message, as before, and the form emptied
    const message = page.getByTestId('result-message');
    await eventually(() => textOf(message)).toMatch(REGISTERED);
    const id = Number(REGISTERED.exec(await textOf(message))![1]);
    expect(await page.getByLabel('이름').inputValue()).toBe('');

    // the QR, read the way a booth phone or the desk's scanner reads it: the attendee ID
    const qr = page.getByTestId('walk-in-qr-code');
    await qr.waitFor();
    expect(await qr.evaluate((svg) => svg.getBoundingClientRect().width)).toBe(256);
    expect(await decodeQr(await qr.screenshot(), 'walk-in-qr.png')).toEqual([String(id)]);
    expect(await textOf(page.getByTestId('walk-in-qr-id'))).toBe(`ID: ${String(id)}`);
    expect(await textOf(page.getByTestId('walk-in-qr'))).toContain('데스크에서 명찰을 받으세요');
    // below the result message, within the phone's width
    const shown = (await message.boundingBox())!;
    const block = (await page.getByTestId('walk-in-qr').boundingBox())!;
    expect(block.y).toBeGreaterThanOrEqual(shown.y + shown.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: artifactPath('walk-in-success-phone.png'), fullPage: true });

    // their own QR page, from the signed link the server answered with
    await page.getByRole('link', { name: '내 QR 코드 페이지 열기' }).tap();
    await page.waitForURL(new RegExp(`/qr-view/${String(id)}\\?sig=[\\w-]+$`));
    await page.getByRole('heading', { name: '한소희님의 QR 코드' }).waitFor();
    expect(await textOf(page.getByTestId('qr-attendee-id'))).toBe(`ID: ${String(id)}`);
    expect(await decodeQr(await page.getByTestId('qr-canvas').screenshot(), 'walk-in-qr-view.png')).toEqual([
      String(id),
    ]);
  });

  it('shows no QR when the registration is refused, and the server message instead', async () => {
    const page = await phonePage();
    // the browser logs the refused request itself
    allowConsoleErrors(page, /status of 4\d\d/);
    // the event exists (an unknown one shows no form, test/browser/wording-and-flows); the name is too long
    await page.goto(`${suite.url}/manual-register/${String(suite.admin.eventId)}`);
    await page.getByLabel('이름').fill('오류테스트'.repeat(11));
    await page.getByLabel('소속').fill('대한물산');
    await page.getByLabel('전화번호').fill('010-7100-0002');
    await page.getByRole('button', { name: '등록하기' }).tap();
    await eventually(() => textOf(page.getByTestId('result-message'))).toMatch(/^❌ 등록 실패: .*[가-힣]/);
    expect(await page.getByTestId('walk-in-qr').count()).toBe(0);
  });
});

describe('/users/walk-in-poster', () => {
  it('is linked from /users and prints one A4 page whose QR opens the walk-in form', async () => {
    const { eventName } = await suite.adminApi<{ eventName: string }>(
      `/api/badge-settings?eventId=${String(suite.admin.eventId)}`,
    );
    expect(eventName).not.toBe('');
    // on the server's public address (PUBLIC_URL, as GET /api/public/events answers it; set apart from this origin in public-address.browser.spec.ts)
    const { publicUrl } = await suite.adminApi<{ publicUrl: string }>(
      `/api/public/events/${String(suite.admin.eventId)}`,
    );
    const formUrl = `${publicUrl}/manual-register/${String(suite.admin.eventId)}`;

    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    await stubPrint(page);
    await page.goto(`${suite.url}/users`);
    await page.getByRole('button', { name: '현장등록 포스터' }).click();
    await page.waitForURL(`${suite.url}/users/walk-in-poster`);

    const poster = page.getByTestId('walk-in-poster');
    await poster.waitFor();
    expect(await textOf(page.getByTestId('walk-in-poster-event'))).toBe(eventName);
    expect(await textOf(poster)).toContain('현장 등록');
    expect(await textOf(page.getByTestId('walk-in-poster-url'))).toBe(formUrl);
    expect(await decodeQr(await page.getByTestId('walk-in-poster-qr').screenshot(), 'poster-qr.png')).toEqual(
      [formUrl],
    );
    await page.screenshot({ path: artifactPath('walk-in-poster-screen.png'), fullPage: true });

    await page.getByRole('button', { name: '인쇄' }).click();
    expect(await printCalls(page)).toHaveLength(1);

    // the browser's 'Save as PDF': one A4 page, the poster alone, its QR the form's address
    const pdf = await savePdf(page, 'walk-in-poster.pdf');
    const pages = await pdfFilePages(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0].widthMm).toBeCloseTo(210, 0);
    expect(pages[0].heightMm).toBeCloseTo(297, 0);
    expect(await pdfFileQrCodesPerPage(pdf)).toEqual([[formUrl]]);
    const words = (await pdfFileWords(pdf))[0].map((word) => word.text);
    expect(words.join(' ')).toContain(eventName);
    expect(words).toContain('현장');
    for (const screenOnly of ['인쇄', '로그아웃', '참석자 목록'])
      expect(words.join(' ')).not.toContain(screenOnly);
    // the print's 15 mm margins: nothing printed closer to the edge
    const boxes = (await pdfFileWords(pdf))[0];
    expect(Math.min(...boxes.map((w) => w.xMinMm))).toBeGreaterThanOrEqual(14.5);
    expect(Math.max(...boxes.map((w) => w.xMaxMm))).toBeLessThanOrEqual(210 - 14.5);

    // the QR's address is the walk-in form (its path, opened on this test server: PUBLIC_URL names no server here)
    const phone = await phonePage();
    await phone.goto(`${suite.url}${new URL(formUrl).pathname}`);
    await phone.getByRole('heading', { name: '현장 등록' }).waitFor();
    await phone.getByRole('button', { name: '등록하기' }).waitFor();
  });

  it('is for admins only', async () => {
    const visitor = await suite.newPage();
    await visitor.goto(`${suite.url}/users/walk-in-poster`);
    await visitor.waitForURL(`${suite.url}/login`);
  });
});
