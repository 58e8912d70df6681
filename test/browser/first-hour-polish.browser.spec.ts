import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import {
  computedStyle,
  eventually,
  launchBrowser,
  parseRgb,
  recordDialogs,
  seedLocalStorage,
  textOf,
  trackPage,
  useBrowserSuite,
} from './support/browser.js';
import { expectNoOverflow } from './support/overflow.js';

/**
 * Issue 47, point 10: Korean names and countries in the admin tables never break inside a word; a camera that
 * cannot be opened says in Korean what to do, as an error; '열람' says what it downloaded; the delete
 * confirmation names the attendee.
 */

const suite = useBrowserSuite();

const DESK = { width: 1280, height: 800 } as const;
const PHONE = { width: 360, height: 740 } as const;
/** A name that no client of ours resolves: Chromium maps it to the test server (an insecure http origin). */
const INSECURE_HOST = 'expo-polish.test';
const INSECURE_CAMERA =
  '❌ 카메라 접근 실패: 카메라는 HTTPS 주소에서만 켜집니다. 관리자에게 https:// 주소를 받아 다시 여세요.';
const BOOTH = {
  boothName: '폴리시 부스',
  name: '김부스',
  affiliation: '한빛전자',
  phone: '010-4747-0100',
  loginId: 'polish-booth',
  password: 'polish-pass-1',
};
const DESK_ACCOUNT = { name: '폴리시 데스크', loginId: 'polish-desk', password: 'polish-desk-1' };

/** Names and countries of one word each, as they fill a page of /users. */
const PEOPLE = [
  { name: '박지호', country: '대한민국', affiliation: '서울대학교병원' },
  { name: '남궁민수', country: '대한민국', affiliation: '한국과학기술연구원' },
  { name: '이서연', country: '사우디아라비아', affiliation: '미래모빌리티' },
  { name: '최도윤', country: '대한민국', affiliation: '푸른바이오' },
  { name: '정하은', country: '오스트레일리아', affiliation: '대한물산' },
  { name: 'Alexander Montgomery', country: 'United Kingdom', affiliation: 'Samsung Electronics' },
  { name: '윤수아', country: '대한민국', affiliation: '한빛전자' },
  { name: '장예준', country: '대한민국', affiliation: '(주)한빛소프트웨어' },
  // a long affiliation of many words (and a long e-mail-like word) widens its column: the others must not give
  // up whole words for it
  {
    name: '한지민',
    country: '대한민국',
    affiliation:
      'Korea Advanced Institute of Science and Technology 인공지능대학원 반도체 연구센터 jimin.han@kaist-ai.example.ac.kr',
  },
];

const registered: { id: number; name: string; country: string }[] = [];

beforeAll(async () => {
  for (const [i, person] of PEOPLE.entries()) {
    const body = attendee({ ...person, phoneNumber: `010-4747-${String(2000 + i)}` });
    const created = await suite.adminApi<{ id: number }>('/api/users/register', { method: 'POST', body });
    registered.push({ id: created.id, name: person.name, country: person.country });
  }
  await suite.adminApi('/api/booths', { method: 'POST', body: BOOTH });
  await suite.adminApi('/api/desks', { method: 'POST', body: DESK_ACCOUNT });
});

/** How many lines the element's text takes (its height over its line height). */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    // one rectangle per line box of the text (a wrapped word adds one)
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

describe('/users keeps Korean names and countries whole', () => {
  it.each([
    ['1280 px (a table)', DESK],
    ['360 px (cards)', PHONE],
  ])('at %s no name or country breaks inside its word', async (_, viewport) => {
    const phone = viewport.width < 640;
    const page = await suite.newPage({ session: 'admin', viewport, isMobile: phone, hasTouch: phone });
    await page.goto(`${suite.url}/users`);
    for (const person of registered) {
      const row = page.getByTestId(`attendee-row-${String(person.id)}`);
      await row.waitFor();
      const name = row.locator(`[title="${person.name}"]`);
      const country = row.locator(`[title="${person.country}"]`).first();
      // a one-word name or country is one line; the two-word Latin name may wrap between its words only
      const words = person.name.split(' ').length;
      expect(await lineCount(name), person.name).toBeLessThanOrEqual(words);
      expect(await lineCount(country), person.country).toBeLessThanOrEqual(person.country.split(' ').length);
      expect(await computedStyle(name, 'word-break')).toEqual({ 'word-break': 'keep-all' });
    }
    await expectNoOverflow(page);
    await page.screenshot({ path: `/tmp/polish-users-${String(viewport.width)}.png`, fullPage: true });
  });
});

describe('/users row actions say whom they concern', () => {
  it('the delete confirmation names the attendee before the spec’s question', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    const dialogs = recordDialogs(page, () => false);
    await page.goto(`${suite.url}/users`);
    const jiho = registered[0];
    const row = page.getByTestId(`attendee-row-${String(jiho.id)}`);
    await row.getByRole('button', { name: '삭제', exact: true }).click();
    await eventually(() => dialogs).toEqual([
      { type: 'confirm', message: `박지호 (ID ${String(jiho.id)}) — 정말 삭제하시겠습니까?` },
    ]);
    // dismissed: nothing deleted
    expect(await row.isVisible()).toBe(true);
  });

  it("'열람' says whose data it downloaded and in which file", async () => {
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/users`);
    const jiho = registered[0];
    const row = page.getByTestId(`attendee-row-${String(jiho.id)}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: '열람', exact: true }).click(),
    ]);
    const file = download.suggestedFilename();
    expect(file).toMatch(/\.xlsx$/);
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe(
      `박지호 (ID ${String(jiho.id)})의 보관 정보를 내려받았습니다: ${file}`,
    );
    expect(await page.getByTestId('result-message').getAttribute('role')).toBe('status');
  });
});

describe('a camera on a plain http address (not a secure context)', () => {
  let insecure: Browser | undefined;
  let origin: string;

  beforeAll(async () => {
    const port = new URL(suite.url).port;
    origin = `http://${INSECURE_HOST}:${port}`;
    insecure = await launchBrowser([`--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`]);
  });
  afterAll(async () => {
    await insecure?.close();
  });

  async function insecureContextPage(viewport: { width: number; height: number }): Promise<Page> {
    const phone = viewport.width < 640;
    const context = await insecure!.newContext({ viewport, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    trackPage(page);
    return page;
  }

  async function insecurePage(viewport: { width: number; height: number }): Promise<Page> {
    const page = await insecureContextPage(viewport);
    const login = await suite.server.api<{ boothId: number; boothName: string; token: string }>(
      '/api/booth-login',
      { method: 'POST', body: { loginId: BOOTH.loginId, password: BOOTH.password } },
    );
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    await seedLocalStorage(page, origin, {
      boothId: String(login.body.boothId),
      boothName: login.body.boothName,
      boothToken: login.body.token,
    });
    return page;
  }

  it('/qr-scan says in Korean to open the https:// address, in red as an alert', async () => {
    const page = await insecurePage(PHONE);
    await page.goto(`${origin}/qr-scan`);
    // the real insecure path: the browser itself says the page is not a secure context
    expect(await page.evaluate(() => [window.isSecureContext, typeof navigator.mediaDevices])).toEqual([
      false,
      'undefined',
    ]);
    const status = page.getByTestId('scan-status');
    await eventually(() => textOf(status)).toBe(INSECURE_CAMERA);
    expect(await status.getAttribute('role')).toBe('alert');
    // the danger red (#c8312b), not the spec's blue status colour
    expect(parseRgb((await computedStyle(status, 'color')).color)).toEqual({ r: 200, g: 49, b: 43 });
    await expectNoOverflow(page);
    await page.screenshot({ path: '/tmp/polish-qr-scan-insecure-360.png', fullPage: true });
    await page.context().close();
  });

  it('/qr-scan in continuous mode says the same in its camera problem line', async () => {
    const page = await insecurePage(PHONE);
    await page.evaluate(() => localStorage.setItem('qrScanContinuous', 'true'));
    await page.goto(`${origin}/qr-scan`);
    const problem = page.getByTestId('scan-camera-problem');
    await eventually(() => textOf(problem)).toBe(INSECURE_CAMERA);
    expect(await problem.getAttribute('role')).toBe('alert');
    await page.context().close();
  });

  it('the desk’s camera says the same, as an error', async () => {
    const login = await suite.server.api('/api/desk-login', {
      method: 'POST',
      body: { loginId: DESK_ACCOUNT.loginId, password: DESK_ACCOUNT.password },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const page = await insecureContextPage(DESK);
    await seedLocalStorage(page, origin, { deskSession: JSON.stringify(login.body) });
    await page.goto(`${origin}/desk`);
    await page.getByRole('button', { name: '📷 카메라 스캔' }).click();
    const status = page.getByTestId('desk-camera-status');
    await eventually(() => textOf(status)).toBe(INSECURE_CAMERA);
    expect(await status.getAttribute('role')).toBe('alert');
    expect(parseRgb((await computedStyle(status, 'color')).color)).toEqual({ r: 200, g: 49, b: 43 });
    await page.context().close();
  });
});
