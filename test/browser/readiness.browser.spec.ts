import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSelfSignedServer } from '../support/self-signed-server.js';
import { ADMIN, startTestServer, type TestServer } from '../support/test-server.js';
import { eventually, PHONE, sessionStorageValues, textOf, useBrowserSuite } from './support/browser.js';

/**
 * 준비 점검 (issue 47, point 8): the checklist above the attendee list of a fresh event, an item fixed through the
 * API and ticked, the page at /events/{id}/ready, and the localhost warning on the walk-in poster.
 */
const suite = useBrowserSuite();
const LAPTOP = { width: 1280, height: 800 } as const;
const shot = (name: string) =>
  process.env.READY_SHOTS ? `${process.env.READY_SHOTS}/ready-${name}.png` : null;

describe('readiness in the browser', () => {
  it('a fresh event shows the checklist on /users; an item fixed is ticked', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    await page.goto(`${suite.url}/users`);
    const panel = page.getByTestId('users-readiness');
    await panel.waitFor();
    for (const key of ['details', 'publicAddress', 'messaging', 'privacy', 'catalog', 'badge'])
      expect(await page.getByTestId(`readiness-${key}`).getAttribute('data-state')).not.toBe('done');
    expect(await textOf(panel)).toContain('남은 항목 6개');
    const path = shot('users-1280');
    if (path) await page.screenshot({ path, fullPage: true });

    await suite.adminApi(`/api/events/${String(suite.admin.eventId)}/readiness/privacy-review`, {
      method: 'POST',
      expected: 200,
    });
    await page.reload();
    await eventually(() => page.getByTestId('readiness-privacy').getAttribute('data-state')).toBe('done');
    expect(await textOf(page.getByTestId('users-readiness'))).toContain('남은 항목 5개');
    await page.setViewportSize(PHONE);
    const phone = shot('users-360');
    if (phone) await page.screenshot({ path: phone, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('the page at /events/{id}/ready: a test send kept without a channel, each item linking to its screen', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    await page.goto(`${suite.url}/events/${String(suite.admin.eventId)}/ready`);
    await page.getByTestId('readiness-list').waitFor();
    expect(await page.getByTestId('readiness-details').getByRole('link').getAttribute('href')).toBe(
      '/report',
    );
    await page.getByLabel('받을 이메일 또는 휴대폰 번호').fill('organiser@example.kr');
    await page.getByRole('button', { name: '시험 발송' }).click();
    await eventually(() => textOf(page.getByTestId('readiness-send-result'))).toContain('보관됨');
    expect(await page.getByTestId('readiness-messaging').getAttribute('data-state')).toBe('todo');
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const path = shot(`page-${String(width)}`);
      if (path) await page.screenshot({ path, fullPage: true });
    }
  });

  it('the walk-in poster and the booth login link warn while the address is localhost', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    await page.goto(`${suite.url}/users/walk-in-poster`);
    await eventually(() => textOf(page.getByTestId('public-address-warning'))).toContain('localhost');
    await page.goto(`${suite.url}/booths`);
    await eventually(() => textOf(page.getByTestId('public-address-warning'))).toContain('HTTPS');
  });
});

describe('the public address on the readiness page', () => {
  let plain: TestServer;
  let tls: Awaited<ReturnType<typeof startSelfSignedServer>>;
  beforeAll(async () => {
    [plain, tls] = await Promise.all([
      startTestServer({ PUBLIC_URL: 'http://192.168.0.10:3000' }),
      startSelfSignedServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), tls?.close()]);
  });

  /** /events/{id}/ready of `server`'s first event, as its admin, in the suite's Chromium. */
  async function readinessPage(server: TestServer) {
    const login = await server.api('/api/admin/login', { method: 'POST', body: ADMIN });
    const context = await suite.browser.newContext({ viewport: LAPTOP });
    await context.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    }, sessionStorageValues(login.body));
    const page = await context.newPage();
    await page.goto(`${server.url}/events/${String(login.body.eventId)}/ready`);
    await page.getByTestId('readiness-list').waitFor();
    return { page, context };
  }

  it('flags a plain HTTP address, saying why the cameras will not work', async () => {
    const { page, context } = await readinessPage(plain);
    const item = page.getByTestId('readiness-publicAddress');
    expect(await item.getAttribute('data-state')).not.toBe('done');
    expect(await textOf(item)).toContain('http://192.168.0.10:3000');
    expect(await textOf(item)).toContain('카메라');
    await context.close();
  });

  it('passes on an HTTPS address served by the test once its certificate is trusted', async () => {
    const { page, context } = await readinessPage(tls.server);
    const item = page.getByTestId('readiness-publicAddress');
    expect(await item.getAttribute('data-state')).toBe('warning');
    tls.trust();
    await page.reload();
    await eventually(() => item.getAttribute('data-state')).toBe('done');
    expect(await textOf(item)).toContain(tls.publicUrl);
    await context.close();
  });
});
