import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { findWebDist } from '../../server/src/http/web-app.js';
import { attendee } from '../support/attendee-fixtures.js';
import { ADMIN } from '../support/test-server.js';
import { accessibilityProblems } from './support/axe.js';
import {
  PHONE,
  allowConsoleErrors,
  allowFailedRequests,
  artifactPath,
  computedStyle,
  decodeQr,
  decodeQrFile,
  eventually,
  jpegSize,
  parseRgb,
  textOf,
  useBrowserSuite,
  waitForValue,
} from './support/browser.js';

const suite = useBrowserSuite();

const LOADING = '⏳ 참석자 정보 불러오는 중...';
const NOT_FOUND = '❌ 참석자를 찾을 수 없습니다.';
const INVALID_LINK = '❌ 유효하지 않은 링크입니다.';
const DARK_MODE_NOTICE = '* 스캔 전 휴대폰 다크모드를 해제 해주세요.';

interface Attendee {
  id: number;
  name: string;
}
interface QrMessage {
  attendeeId: number;
  body: string;
}

let minsu: Attendee;
let other: Attendee;
/** The signed link sent to 김민수, pointed at the test server: `/qr-view/{id}?sig=…`. */
let signedPath: string;
let signature: string;

/** Sends the attendee's QR as an admin would and reads the link out of the sent message. */
async function signedLinkOf(a: Attendee): Promise<URL> {
  await suite.adminApi(`/api/users/${String(a.id)}/send-qr`, { method: 'POST' });
  const text = await waitForValue(
    async () => {
      const messages = await suite.adminApi<QrMessage[]>('/api/messages');
      return messages.find((m) => m.attendeeId === a.id && m.body.includes(`/qr-view/${String(a.id)}?sig=`))
        ?.body;
    },
    `the QR message of attendee ${String(a.id)}`,
  );
  const link = /(https?:\/\/[^\s/]+)(\/qr-view\/\d+\?sig=[\w-]+)/.exec(text);
  if (!link) throw new Error(`no /qr-view link in the message: ${text}`);
  // the message is built with PUBLIC_URL: open the same path on the test server
  return new URL(link[2], suite.url);
}

beforeAll(async () => {
  minsu = await suite.adminApi<Attendee>('/api/users/register', {
    method: 'POST',
    body: attendee({ name: '김민수', phoneNumber: '010-5000-0001', email: 'minsu@example.com' }),
  });
  other = await suite.adminApi<Attendee>('/api/users/register', {
    method: 'POST',
    body: attendee({ name: '이서연', phoneNumber: '010-5000-0002' }),
  });
  const link = await signedLinkOf(minsu);
  signedPath = `${link.pathname}${link.search}`;
  signature = link.searchParams.get('sig')!;
});

function phonePage() {
  return suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

/** Opens the signed link and waits until the QR screen is shown. */
async function openSignedQr(page: Page) {
  await page.goto(`${suite.url}${signedPath}`);
  await page.getByRole('heading', { name: `${minsu.name}님의 QR 코드` }).waitFor();
}

/**
 * Runs in the page before its scripts: whether `#root` ever showed anything but the attendee's card (a
 * loading text, an empty root) between the server's page and the app's, and how often the QR element changed.
 */
function watchTheCard() {
  const seen = { emptyRoot: 0, loading: 0, cards: 0 };
  (window as unknown as { __seen: typeof seen }).__seen = seen;
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root) return;
    if (root.childElementCount === 0) seen.emptyRoot++;
    if (root.querySelector('[role="status"]')) seen.loading++;
    if (root.querySelector('.qr-card')) seen.cards++;
  }).observe(document, { childList: true, subtree: true });
}

describe('attendee QR screen (/qr-view/{id}) on a phone', () => {
  it('is in the HTML the server answers: with JavaScript off the QR decodes to the ID and is named for a screen reader', async () => {
    const page = await suite.newPage({
      viewport: PHONE,
      isMobile: true,
      deviceScaleFactor: 2,
      javaScriptEnabled: false,
    });
    // with scripts off Chromium refuses the page's module preloads (reported as blocked by 'csp')
    allowFailedRequests(page, /\.js: csp$/);
    const answer = await page.goto(`${suite.url}${signedPath}`);
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { name: `${minsu.name}님의 QR 코드`, level: 1 }).waitFor();
    expect(await textOf(page.getByTestId('qr-attendee-id'))).toBe(`ID: ${String(minsu.id)}`);
    expect(await textOf(page.getByTestId('qr-event-name'))).toBe(ADMIN.eventName);
    expect(await page.getByText(DARK_MODE_NOTICE, { exact: true }).isVisible()).toBe(true);
    const qr = page.getByRole('img', { name: `${minsu.name}님의 입장 QR 코드, ID ${String(minsu.id)}` });
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(256);
    expect(box.width).toBeLessThanOrEqual(258);
    expect(await decodeQr(await qr.screenshot(), 'qr-view-no-script.png')).toEqual([String(minsu.id)]);
    // the page's own styles came with it: the notice is red and bold before the app's stylesheet matters
    const { r, g, b } = parseRgb(
      (await computedStyle(page.getByText(DARK_MODE_NOTICE, { exact: true }), 'color')).color,
    );
    expect(r).toBeGreaterThanOrEqual(200);
    expect(g + b).toBeLessThanOrEqual(80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: artifactPath('qr-view-no-script.png'), fullPage: true });
  });

  it('is taken over by the app without a loading screen or a second lookup, and shows the name, ID, event and the red bold notice', async () => {
    const page = await phonePage();
    await page.addInitScript(watchTheCard);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/users/')) lookups.push(request.url());
    });
    const answer = await page.goto(`${suite.url}${signedPath}`);
    const drawnModules = [...((await answer!.text()).match(/ d="[^"]+"/g) ?? [])];
    expect(drawnModules.length).toBeGreaterThan(0);
    // the app has taken over once the download button is enabled (the server's is disabled: it has no handler)
    await eventually(() =>
      page.getByRole('button', { name: '📷 QR 이미지 다운로드 (JPG)' }).isEnabled(),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
    expect(seen.emptyRoot, 'an empty page between the two').toBe(0);
    expect(seen.loading, 'a loading text between the two').toBe(0);
    expect(seen.cards, 'the app drew its card').toBeGreaterThan(0);
    expect(lookups, 'the app asked for the attendee again').toEqual([]);
    // the QR is the one the server drew, module for module (a scanner may be reading it as the app takes over)
    const shownModules = await page
      .getByTestId('qr-canvas')
      .evaluate((svg) => [...svg.querySelectorAll('path')].map((path) => ` d="${path.getAttribute('d')!}"`));
    expect(shownModules).toEqual(drawnModules);

    await page.getByRole('heading', { name: `${minsu.name}님의 QR 코드`, level: 1 }).waitFor();
    expect(await page.getByText(LOADING).count()).toBe(0);
    expect(await textOf(page.getByTestId('qr-attendee-id'))).toBe(`ID: ${String(minsu.id)}`);
    expect(await textOf(page.getByTestId('qr-event-name'))).toBe(ADMIN.eventName);
    expect(await page.getByTestId('nav-admin-name').count()).toBe(0);
    expect(
      await page
        .getByRole('img', { name: `${minsu.name}님의 입장 QR 코드, ID ${String(minsu.id)}` })
        .isVisible(),
    ).toBe(true);

    const notice = page.getByText(DARK_MODE_NOTICE, { exact: true });
    expect(await notice.isVisible()).toBe(true);
    const style = await computedStyle(notice, 'color', 'font-weight');
    const { r, g, b } = parseRgb(style.color);
    expect(r, `notice colour ${style.color}`).toBeGreaterThanOrEqual(200);
    expect(g + b, `notice colour ${style.color}`).toBeLessThanOrEqual(80);
    expect(Number(style['font-weight'])).toBeGreaterThanOrEqual(700);

    // nothing sticks out sideways on a 360 px phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: artifactPath('qr-view-phone.png'), fullPage: true });
  });

  it("shows an admin's look without a signature with the loading text first, then the card", async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, session: 'admin' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const lookups: { url: string; authorization: string | undefined }[] = [];
    await page.route(
      (url) => url.pathname === `/api/users/${String(minsu.id)}`,
      async (route) => {
        lookups.push({ url: route.request().url(), authorization: route.request().headers().authorization });
        await released;
        await route.continue().catch(() => undefined); // the page may have closed meanwhile
      },
    );
    await page.goto(`${suite.url}/qr-view/${String(minsu.id)}`);
    const loading = page.getByRole('status');
    await eventually(() => textOf(loading)).toBe(LOADING);
    expect(await page.getByRole('heading', { name: `${minsu.name}님의 QR 코드` }).count()).toBe(0);
    release();
    await page.getByRole('heading', { name: `${minsu.name}님의 QR 코드`, level: 1 }).waitFor();
    expect(await page.getByText(LOADING).count()).toBe(0);
    expect(await textOf(page.getByTestId('qr-attendee-id'))).toBe(`ID: ${String(minsu.id)}`);
    expect(lookups).toHaveLength(1);
    expect(lookups[0].authorization).toMatch(/^Bearer /);
  });

  it('draws a 256 px QR code that decodes to the attendee id', async () => {
    const page = await phonePage();
    await openSignedQr(page);
    const canvas = page.getByTestId('qr-canvas');
    const box = (await canvas.boundingBox())!;
    // 256 px of QR (plus at most the 1 px border on each side)
    expect(box.width).toBeGreaterThanOrEqual(256);
    expect(box.width).toBeLessThanOrEqual(258);
    expect(box.height).toBeCloseTo(box.width, 0);

    const file = artifactPath('qr-canvas.png');
    await canvas.screenshot({ path: file });
    expect(await decodeQrFile(file)).toEqual([String(minsu.id)]);
  });

  it('downloads qr_user_{id}.jpg: a JPEG of the QR with the text band that decodes to the id', async () => {
    const page = await phonePage();
    await openSignedQr(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '📷 QR 이미지 다운로드 (JPG)' }).tap(),
    ]);
    expect(download.suggestedFilename()).toBe(`qr_user_${String(minsu.id)}.jpg`);
    expect(await download.failure()).toBeNull();
    const jpeg = readFileSync((await download.path())!);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // spec §9: the 256 px QR with 20 px padding, then an 80 px text band
    expect(jpegSize(jpeg)).toEqual({ width: 296, height: 376 });
    expect(await decodeQr(jpeg, `qr_user_${String(minsu.id)}.jpg`)).toEqual([String(minsu.id)]);
  });

  it('shows the red invalid-link text without sig, with another attendee’s signature, a tampered one, and for an id nobody has', async () => {
    const links = [
      `/qr-view/${String(minsu.id)}`,
      `/qr-view/${String(other.id)}?sig=${signature}`,
      `/qr-view/${String(minsu.id)}?sig=${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`,
      `/qr-view/999999?sig=${signature}`,
    ];
    // one phone opening each link in turn (each a fresh load of the page)
    const page = await phonePage();
    // the browser logs the 403 answer (and without a signature the app logs '참석자 정보 불러오기 실패', spec §8)
    allowConsoleErrors(page, /status of 403/, /참석자 정보 불러오기 실패/);
    for (const path of links) {
      await page.goto(`${suite.url}${path}`);
      const alert = page.getByRole('alert');
      await eventually(() => textOf(alert), path).toBe(INVALID_LINK);
      const { r, g, b } = parseRgb((await computedStyle(alert, 'color')).color);
      expect(r, path).toBeGreaterThanOrEqual(200);
      expect(g + b, path).toBeLessThanOrEqual(80);
      expect(await page.getByTestId('qr-canvas').count(), path).toBe(0);
      expect(await page.getByText(other.name).count(), path).toBe(0);
    }
  });
});

/** Waits until the attendee pages' service worker keeps `url` (its page cache), as the page asked it to. */
async function waitUntilKept(page: Page, url: string) {
  await eventually(() => page.evaluate(async (address) => Boolean(await caches.match(address)), url)).toBe(
    true,
  );
}

describe('/qr-view in English', () => {
  it('follows a browser that asks for English, and the 한국어 / English switch, which it remembers', async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' });
    const url = `${suite.url}${signedPath}`;
    await page.goto(url);
    await page.getByRole('heading', { name: `Entry QR code for ${minsu.name}`, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(
      await page.getByText('* Please turn off dark mode on your phone before scanning.').isVisible(),
    ).toBe(true);
    const english = page.getByRole('button', { name: 'English' });
    const korean = page.getByRole('button', { name: '한국어' });
    await eventually(() => korean.isEnabled()).toBe(true);
    expect(await english.getAttribute('aria-pressed')).toBe('true');
    expect(
      await page
        .getByRole('img', { name: `Entry QR code for ${minsu.name}, ID ${String(minsu.id)}` })
        .count(),
    ).toBe(1);

    await korean.tap();
    await page.getByRole('heading', { name: `${minsu.name}님의 QR 코드`, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await page.getByText(DARK_MODE_NOTICE, { exact: true }).isVisible()).toBe(true);
    expect(
      await page.getByRole('img', { name: `${minsu.name}님의 입장 QR 코드, ID ${String(minsu.id)}` }).count(),
    ).toBe(1);
    expect(await korean.getAttribute('aria-pressed')).toBe('true');
    // remembered: the server draws the next open in Korean though the browser still asks for English
    await page.reload();
    await page.getByRole('heading', { name: `${minsu.name}님의 QR 코드`, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
  });

  it('stays in the spec’s Korean for a Korean browser', async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, locale: 'ko-KR' });
    await page.goto(`${suite.url}${signedPath}`);
    await page.getByRole('heading', { name: `${minsu.name}님의 QR 코드`, level: 1 }).waitFor();
    await eventually(() => page.getByRole('button', { name: '한국어' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: '한국어' }).getAttribute('aria-pressed')).toBe('true');
    expect(await textOf(page.getByTestId('qr-attendee-id'))).toBe(`ID: ${String(minsu.id)}`);
    expect(await page.getByText(DARK_MODE_NOTICE, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '📷 QR 이미지 다운로드 (JPG)' }).isVisible()).toBe(true);
  });
});

describe('/qr-view for everyone', () => {
  it.each([
    ['ko-KR', `${'김민수'}님의 QR 코드`],
    ['en-US', `Entry QR code for ${'김민수'}`],
  ])(
    'has no serious or critical axe-core violation (%s), before and after the app takes over',
    async (locale, heading) => {
      // the page as the server drew it: the app's scripts have not arrived
      const drawn = await suite.newPage({ viewport: PHONE, isMobile: true, locale });
      await drawn.route(/\/assets\/.*\.js$/, (route) => route.abort());
      allowFailedRequests(drawn, /\/assets\/.*\.js/);
      allowConsoleErrors(drawn, /ERR_FAILED/);
      await drawn.goto(`${suite.url}${signedPath}`);
      await drawn.getByRole('heading', { name: heading }).waitFor();
      expect(await accessibilityProblems(drawn)).toEqual([]);

      const page = await suite.newPage({ viewport: PHONE, isMobile: true, locale });
      await page.goto(`${suite.url}${signedPath}`);
      await eventually(() => page.getByRole('button', { name: /JPG/ }).isEnabled()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await accessibilityProblems(page)).toEqual([]);
    },
  );

  it.each([
    ['a 1024 px window at 200 % zoom', { width: 512, height: 700 }],
    ['the narrowest phone (320 px)', { width: 320, height: 640 }],
  ])('reads on %s: nothing cut off sideways, no Korean word broken, the QR decodes', async (_, viewport) => {
    const page = await suite.newPage({ viewport, deviceScaleFactor: 2 });
    await openSignedQr(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await page.getByRole('heading', { name: `${minsu.name}님의 QR 코드` }).isVisible()).toBe(true);
    const notice = page.getByText(DARK_MODE_NOTICE, { exact: true });
    expect(await notice.isVisible()).toBe(true);
    expect((await computedStyle(notice, 'word-break'))['word-break']).toBe('keep-all');
    expect(await decodeQr(await page.getByTestId('qr-canvas').screenshot(), 'qr-view-zoom.png')).toEqual([
      String(minsu.id),
    ]);
    await page.screenshot({ path: artifactPath(`qr-view-${String(viewport.width)}.png`), fullPage: true });
  });
});

describe('/qr-view offline after one look (the service worker)', () => {
  it('opens again with no network: the same QR, name and event, and the JPG download works', async () => {
    const page = await phonePage();
    const url = `${suite.url}${signedPath}`;
    await openSignedQr(page);
    await waitUntilKept(page, url);

    await page.context().setOffline(true);
    // the page's surveys cannot be asked for offline; the page says nothing of it
    allowFailedRequests(page, /\/api\/surveys\//);
    allowConsoleErrors(page, /ERR_INTERNET_DISCONNECTED.*\/api\/surveys\//);
    await page.reload();
    await page.getByRole('heading', { name: `${minsu.name}님의 QR 코드`, level: 1 }).waitFor();
    expect(await textOf(page.getByTestId('qr-event-name'))).toBe(ADMIN.eventName);
    expect(await decodeQr(await page.getByTestId('qr-canvas').screenshot(), 'qr-view-offline.png')).toEqual([
      String(minsu.id),
    ]);
    const button = page.getByRole('button', { name: '📷 QR 이미지 다운로드 (JPG)' });
    await eventually(() => button.isEnabled()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), button.tap()]);
    const jpeg = readFileSync((await download.path())!);
    expect(await decodeQr(jpeg, 'qr-view-offline.jpg')).toEqual([String(minsu.id)]);
  });

  it('drops the kept copy when the next online open finds the attendee deleted', async () => {
    const gone = await suite.adminApi<Attendee>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '곧삭제될손님', phoneNumber: '010-5000-0010' }),
    });
    const link = await signedLinkOf(gone);
    const url = `${suite.url}${link.pathname}${link.search}`;
    const page = await phonePage();
    await page.goto(url);
    await page.getByRole('heading', { name: '곧삭제될손님님의 QR 코드' }).waitFor();
    await waitUntilKept(page, url);

    await suite.adminApi(`/api/users/${String(gone.id)}`, { method: 'DELETE' });
    allowConsoleErrors(page, /status of 404/);
    await page.reload();
    await eventually(() => textOf(page.getByRole('alert'))).toBe(NOT_FOUND);
    await eventually(() => page.evaluate(async (address) => Boolean(await caches.match(address)), url)).toBe(
      false,
    );

    // offline now, the page is not there to show: no QR of a deleted attendee
    await page.context().setOffline(true);
    allowFailedRequests(page, /qr-view/);
    await page.reload().catch(() => undefined);
    expect(await page.getByTestId('qr-canvas').count()).toBe(0);
  });
});

describe('/qr-view of an attendee deleted since the link was sent', () => {
  it('shows the red not-found text', async () => {
    const gone = await suite.adminApi<Attendee>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '삭제될손님', phoneNumber: '010-5000-0009' }),
    });
    const link = await signedLinkOf(gone);
    await suite.adminApi(`/api/users/${String(gone.id)}`, { method: 'DELETE' });
    const page = await phonePage();
    allowConsoleErrors(page, /status of 404/, /참석자 정보 불러오기 실패/);
    await page.goto(`${suite.url}${link.pathname}${link.search}`);
    await eventually(() => textOf(page.getByRole('alert'))).toBe(NOT_FOUND);
  });
});

/** The built app's manifest (web/dist/.vite/manifest.json): chunk key → its file and, for a screen, its module. */
type Manifest = Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;

const QR_VIEW_PAGE = 'src/features/attendees/qr-view-route.ts';
/** Text only the dashboard's charts (recharts) or the booth scanner (html5-qrcode) carry. */
const LIBRARIES_NOT_FOR_PHONES: [string, RegExp][] = [
  ['recharts', /recharts-(wrapper|surface|layer)/],
  ['html5-qrcode', /html5-qrcode|Html5Qrcode/],
];

describe('what the attendee phone downloads for /qr-view', () => {
  it('loads no other screen (admin screens, dashboard, scanner) and neither charts nor the scanner library', async () => {
    const webDist = findWebDist()!;
    const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    // every screen is a lazy chunk of its own; all but the QR screen are another screen's
    const otherScreens = new Map(
      Object.values(manifest)
        .filter((chunk) => chunk.isDynamicEntry && chunk.src && chunk.src !== QR_VIEW_PAGE)
        .map((chunk) => [`/${chunk.file}`, chunk.src!]),
    );
    for (const screen of [
      'src/features/dashboard/components/dashboard-page.tsx',
      'src/features/booth-manager/components/qr-scan-page.tsx',
      'src/features/attendees/components/attendee-list-page.tsx',
      'src/features/messages/components/messages-page.tsx',
    ])
      expect([...otherScreens.values()], 'a screen with a chunk of its own').toContain(screen);

    const page = await phonePage();
    const scripts: string[] = [];
    const lookups: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(url.pathname);
      if (url.pathname === `/api/users/${String(minsu.id)}`) lookups.push(request.url());
    });
    await openSignedQr(page);
    await page.getByTestId('qr-canvas').waitFor();
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => otherScreens.has(path)).map((path) => otherScreens.get(path))).toEqual(
      [],
    );
    for (const path of scripts) {
      const code = readFileSync(join(webDist, path), 'utf8');
      for (const [name, marker] of LIBRARIES_NOT_FOR_PHONES)
        expect(marker.test(code), `${name} in ${path}`).toBe(false);
    }
    // the server drew the page with the attendee: the app does not ask for them again
    expect(lookups).toEqual([]);
  });
});
