import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../../support/attendee-fixtures.js';
import { visitBoothAndLecture } from '../../support/booth-fixtures.js';
import {
  type BrowserSuite,
  type NewPageOptions,
  eventually,
  recordDialogs,
  textOf,
  useBrowserSuite,
} from './browser.js';
import { expectNoOverflow } from './overflow.js';
import { screenshot } from './screenshots.js';
import { privacySettings } from '../../support/privacy-settings.mjs';

/**
 * Names, affiliations, booth names and titles of 100 characters without a space never widen a page, at
 * 390 px (a phone: layout-long-words-phone) or 1280 px (a desk: layout-long-words-desk): every admin page
 * and the booth phone's pages fit, the full text is reachable (title), /users keeps its row actions on the
 * phone, and an unpaid attendee's QR buttons say why they cannot be used. One file for each width, each with
 * its own server, so that each stays short.
 */

export const PHONE = { width: 390, height: 844 } as const;
export const DESK = { width: 1280, height: 800 } as const;

/** `length` characters without a space (100, or the field's limit): `prefix`, then Hangul and Latin letters. */
const word = (prefix: string, length = 100) =>
  `${prefix}${'가나다라마바사아자차ABCDEFGHIJ'.repeat(10)}`.slice(0, length);
const LONG = {
  name: word('이름', 50),
  affiliation: word('소속'),
  country: word('국가', 50),
  boothName: word('부스'),
  manager: word('담당', 50),
  title: word('강연'),
  instructor: word('강사'),
  location: word('장소'),
  desk: word('데스크', 50),
};
const BOOTH = { loginId: 'long-booth', password: 'long-pass-1' };

/**
 * The file's server with the long texts in every field, and the tests of every page at `viewport`; the
 * suite and a page opener for the file's own tests.
 */
export function describeLongWords(viewport: { width: number; height: number }): {
  suite: BrowserSuite;
  open: (viewport: { width: number; height: number }, options?: NewPageOptions) => Promise<Page>;
} {
  const suite = useBrowserSuite();
  let paid: { id: number };
  let unpaid: { id: number };
  /** Scanned at /qr-scan. */
  let scanned: { id: number };
  let boothId: number;
  let boothToken: string;
  /** Registered on the walk-in form (/manual-register): in the desk's list of the last walk-ins. */
  let walkIn: { id: number };

  beforeAll(async () => {
    const register = (fields: Record<string, unknown>) =>
      suite.adminApi<{ id: number }>('/api/users/register', { method: 'POST', body: attendee(fields) });
    paid = await register({
      name: LONG.name,
      affiliation: LONG.affiliation,
      country: LONG.country,
      phoneNumber: '010-8800-0001',
      paymentStatus2: 'Y',
    });
    unpaid = await register({
      name: `${LONG.name.slice(0, 49)}N`,
      affiliation: LONG.affiliation,
      phoneNumber: '010-8800-0002',
      paymentStatus2: 'N',
    });
    scanned = await register({
      name: LONG.name,
      affiliation: LONG.affiliation,
      phoneNumber: '010-8800-0003',
    });
    boothId = (
      await suite.adminApi<{ id: number }>('/api/booths', {
        method: 'POST',
        body: {
          boothName: LONG.boothName,
          name: LONG.manager,
          affiliation: LONG.affiliation,
          phone: '010-8800-0100',
          ...BOOTH,
        },
      })
    ).id;
    const login = await suite.server.api<{ token: string }>('/api/booth-login', {
      method: 'POST',
      body: BOOTH,
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    boothToken = login.body.token;
    const lectureId = (
      await suite.adminApi<{ id: number }>('/api/lectures', {
        method: 'POST',
        body: {
          title: LONG.title,
          instructor: LONG.instructor,
          date: '2026-11-21',
          time: '10:00',
          location: LONG.location,
        },
      })
    ).id;
    // a kept QR message (no channel is set up here) for /messages
    await suite.adminApi(`/api/users/${String(paid.id)}/send-qr`, { method: 'POST' });
    await suite.adminApi('/api/desks', {
      method: 'POST',
      body: { name: LONG.desk, loginId: 'long-desk', password: 'long-desk-1' },
    });
    const registered = await suite.server.api<{ id: number }>('/api/users/register2', {
      method: 'POST',
      body: {
        name: LONG.name,
        affiliation: LONG.affiliation,
        phoneNumber: '010-8800-0005',
        eventId: suite.admin.eventId,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    walkIn = registered.body;
    await visitBoothAndLecture(suite.server, { boothId, boothToken, lectureId }, [paid, unpaid]);
  });

  const boothStorage = () => ({ boothId: String(boothId), boothName: LONG.boothName, boothToken });

  function open(viewport: { width: number; height: number }, options: NewPageOptions = {}): Promise<Page> {
    const phone = viewport.width < 640;
    return suite.newPage({ viewport, isMobile: phone, hasTouch: phone, ...options });
  }

  /** Every admin page with what shows that it has loaded its long texts. */
  const ADMIN_PAGES: { path: string; shows: string | null }[] = [
    { path: '/users', shows: LONG.name },
    { path: '/booths', shows: LONG.boothName },
    { path: '/booth-visits', shows: LONG.name },
    { path: '/desks', shows: LONG.desk },
    { path: '/badges', shows: LONG.name },
    { path: '/badges/settings', shows: null },
    { path: '/lectures', shows: LONG.title },
    { path: '/lecture-visits', shows: LONG.name },
    { path: '/messages', shows: LONG.name },
    { path: '/privacy', shows: null },
    { path: '/privacy/access', shows: null },
    { path: '/users/register', shows: null },
    { path: '/users/walk-in-poster', shows: null },
    { path: '/dashboard', shows: null },
  ];

  /** Waits for the text in a title (the full text on hover) and its element shown. */
  async function waitForTitled(page: Page, text: string) {
    await page.locator(`[title="${text}"]`).first().waitFor();
  }

  describe(`with 100-character words at ${String(viewport.width)} px`, () => {
    const phone = viewport.width < 640;

    it('no admin page is wider than the screen, and the long texts are whole in a title', async () => {
      const page = await open(viewport, { session: 'admin' });
      for (const { path, shows } of ADMIN_PAGES) {
        await page.goto(`${suite.url}${path}`);
        await page.locator('main h1, main h2').first().waitFor();
        if (shows) await waitForTitled(page, shows);
        await page.waitForLoadState('networkidle');
        // no table scrolls sideways either: on a phone each row is a card
        await expectNoOverflow(page);
        await screenshot(page, `long-words${path.replaceAll('/', '-')}-${String(viewport.width)}.png`, true);
      }
    });

    it('/users shows the long name and affiliation whole on hover and on a tap, with every row action on screen', async () => {
      const page = await open(viewport, { session: 'admin' });
      await page.goto(`${suite.url}/users`);
      const row = page.getByTestId(`attendee-row-${String(paid.id)}`);
      await row.waitFor();
      const name = row.locator(`[title="${LONG.name}"]`);
      expect(await name.textContent()).toBe(LONG.name);
      expect(await row.locator(`[title="${LONG.affiliation}"]`).count()).toBe(1);
      // clamped to two lines (an ellipsis), a tap shows all of it
      const clampedHeight = (await name.boundingBox())!.height;
      const lineHeight = parseFloat(await name.evaluate((el) => getComputedStyle(el).lineHeight));
      expect(clampedHeight).toBeLessThanOrEqual(lineHeight * 2 + 1);
      if (phone) await name.tap();
      else await name.click();
      await eventually(async () => (await name.boundingBox())!.height).toBeGreaterThan(clampedHeight);
      await expectNoOverflow(page);
      await screenshot(page, `users-long-words-${String(viewport.width)}.png`, true);

      for (const action of ['수정', '삭제', 'QR 발송', 'QR 보기', '열람']) {
        const button = row.getByRole('button', { name: action, exact: true });
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        expect(box.x, action).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, action).toBeLessThanOrEqual(viewport.width);
      }
      // the spec's desk layout stays a table with its column headers
      expect(await page.getByRole('columnheader', { name: '관리' }).isVisible()).toBe(!phone);
    });

    it('/users row actions work on the phone: 수정 opens the form', async () => {
      const page = await open(viewport, { session: 'admin' });
      await page.goto(`${suite.url}/users`);
      const row = page.getByTestId(`attendee-row-${String(paid.id)}`);
      const edit = row.getByRole('button', { name: '수정', exact: true });
      if (phone) await edit.tap();
      else await edit.click();
      await page.waitForURL(`${suite.url}/users/${String(paid.id)}/edit`);
    });

    it('says why QR 발송 and QR 보기 cannot be used for an unpaid attendee, on hover and on a tap', async () => {
      const page = await open(viewport, { session: 'admin' });
      const dialogs = recordDialogs(page);
      let opened = 0;
      page.context().on('page', () => {
        opened += 1;
      });
      const sends: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/qr|send/i.test(new URL(request.url()).pathname))
          sends.push(request.url());
      });
      await page.goto(`${suite.url}/users`);
      const row = page.getByTestId(`attendee-row-${String(unpaid.id)}`);
      await row.waitFor();
      for (const action of ['QR 발송', 'QR 보기']) {
        const button = row.getByRole('button', { name: action, exact: true });
        expect(await button.isDisabled(), action).toBe(true);
        expect(await button.getAttribute('title'), action).toBe('결제 확인 후 사용할 수 있습니다');
      }
      expect(await row.getByTestId('qr-payment-hint').count()).toBe(0);
      // a tap (the button takes it though unusable) shows the reason, and nothing is sent nor opened
      const send = row.getByRole('button', { name: 'QR 발송', exact: true });
      await send.dispatchEvent('click');
      await eventually(() => textOf(row.getByTestId('qr-payment-hint'))).toBe(
        '결제 확인 후 사용할 수 있습니다',
      );
      await row.getByRole('button', { name: 'QR 보기', exact: true }).dispatchEvent('click');
      expect(dialogs).toEqual([]);
      expect(opened).toBe(0);
      expect(sends).toEqual([]);
      // a paid attendee's buttons have no such title
      const paidSend = page
        .getByTestId(`attendee-row-${String(paid.id)}`)
        .getByRole('button', { name: 'QR 발송', exact: true });
      expect(await paidSend.isEnabled()).toBe(true);
      expect(await paidSend.getAttribute('title')).toBeNull();
    });

    it("'열람' asks its reason in a dialog within the screen, its error shown for an empty '기타'", async () => {
      await suite.adminApi(`/api/privacy-settings?eventId=${String(suite.admin.eventId)}`, {
        method: 'PUT',
        body: privacySettings({ askDownloadReason: true }),
      });
      const page = await open(viewport, { session: 'admin' });
      await page.goto(`${suite.url}/users`);
      const row = page.getByTestId(`attendee-row-${String(paid.id)}`);
      await row.waitFor();
      const view = row.getByRole('button', { name: '열람', exact: true });
      await view.scrollIntoViewIfNeeded();
      if (phone) await view.tap();
      else await view.click();
      const dialog = page.getByRole('dialog', { name: '다운로드 사유' });
      await dialog.waitFor();
      await dialog.getByLabel('기타 (직접 입력)').check();
      await dialog.getByRole('button', { name: '다운로드' }).click();
      await eventually(() => textOf(dialog.getByRole('alert'))).toBe('다운로드 사유를 입력해주세요.');
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expectNoOverflow(page);
      await screenshot(page, `view-reason-long-words-${String(viewport.width)}.png`, true);
      await dialog.getByRole('button', { name: '취소' }).click();
      await eventually(() => page.getByRole('dialog').count()).toBe(0);
    });

    it('/booth-visits2 (the booth phone) clamps the long booth name to two lines and fits', async () => {
      const page = await open(viewport, { localStorage: boothStorage() });
      await page.goto(`${suite.url}/booth-visits2`);
      const heading = page.getByTestId('booth-name');
      await heading.waitFor();
      await page.getByTestId(`visitor-row-${String(paid.id)}`).waitFor();
      const name = heading.locator(`[title="${LONG.boothName}"]`);
      expect(await name.textContent()).toBe(LONG.boothName);
      const lineHeight = parseFloat(await name.evaluate((el) => getComputedStyle(el).lineHeight));
      expect((await name.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
      await expectNoOverflow(page);
      await screenshot(page, `booth-visits2-${String(viewport.width)}.png`, true);
    });

    it('/qr-scan shows a scanned long name within the screen', async () => {
      const page = await open(viewport, { localStorage: { ...boothStorage(), qrScanContinuous: 'true' } });
      await page.goto(`${suite.url}/qr-scan`);
      await page.getByTestId('continuous-scanner').waitFor();
      await page.getByTestId('scan-camera-problem').waitFor();
      await page.getByTestId('scan-code-input').fill(String(scanned.id));
      await page.getByTestId('scan-code-input').press('Enter');
      await eventually(() => textOf(page.getByTestId('scan-banner-title'))).toBe(LONG.name);
      await expectNoOverflow(page);
    });

    it('/desk (a desk laptop) shows its long desk name and a long walk-in within the screen', async () => {
      const login = await suite.server.api('/api/desk-login', {
        method: 'POST',
        body: { loginId: 'long-desk', password: 'long-desk-1' },
      });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const page = await open(viewport, { localStorage: { deskSession: JSON.stringify(login.body) } });
      await page.goto(`${suite.url}/desk`);
      await eventually(() => textOf(page.getByTestId('desk-station'))).toContain(LONG.desk);
      // the last walk-ins: a long name and affiliation stay within the list
      const row = page.getByTestId(`desk-walk-in-${String(walkIn.id)}`);
      await eventually(() => textOf(row)).toContain(LONG.name);
      await page.waitForLoadState('networkidle');
      await expectNoOverflow(page);
      await screenshot(page, `desk-long-name-${String(viewport.width)}.png`, true);
    });
  });
  return { suite, open };
}
