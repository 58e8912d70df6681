import { readFileSync, rmSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import {
  PHONE,
  allowConsoleErrors,
  allowFailedRequests,
  artifactPath,
  computedStyle,
  eventually,
  parseRgb,
  readLocalStorage,
  textOf,
  useBrowserSuite,
  type NewPageOptions,
} from './support/browser.js';
import { launchWithFakeCamera, qrVideo } from './support/fake-camera.js';
import { firstScreen, recordScanScreens } from './support/scan-screens.js';

const suite = useBrowserSuite();

const LOGIN_FAILED = '❌ 로그인 실패: 아이디 또는 비밀번호를 확인하세요';
const REGISTERED = '✅ 방문이 등록되었습니다.';
const DUPLICATE = '이미 등록된 방문입니다.';
const NETWORK_ERROR = '❌ 네트워크 오류: 다시 시도해주세요.';
const QUEUED = '📥 스캔이 저장되었습니다. 연결되면 자동으로 전송됩니다.';
const pendingText = (n: number) => `전송 대기 중인 스캔 ${String(n)}건 — 연결되면 자동으로 전송됩니다.`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Person {
  id: number;
  name: string;
}
interface Visit {
  userId: number;
  userName: string;
}
interface BoothLogin {
  boothId: number;
  boothName: string;
  eventId: number;
  token: string;
}

const BOOTH = {
  boothName: 'AI 체험관',
  name: '박부스',
  affiliation: '한빛전자',
  phone: '010-5555-0001',
  loginId: 'scan-booth',
  password: 'booth-pass-1',
};

let boothId: number;
/** Scanned while the server runs. */
let minsu: Person;
/** Scanned while the server is down. */
let seoyeon: Person;

beforeAll(async () => {
  const eventId = suite.admin.eventId;
  boothId = (
    await suite.adminApi<{ id: number }>(`/api/booths?eventId=${String(eventId)}`, {
      method: 'POST',
      body: BOOTH,
    })
  ).id;
  minsu = await suite.adminApi<Person>('/api/users/register', {
    method: 'POST',
    body: attendee({ name: '김민수', phoneNumber: '010-7000-0001' }),
  });
  seoyeon = await suite.adminApi<Person>('/api/users/register', {
    method: 'POST',
    body: attendee({ name: '이서연', affiliation: '서울대학교', phoneNumber: '010-7000-0002' }),
  });
});

function phonePage(options: NewPageOptions = {}): Promise<Page> {
  return suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, ...options });
}

/** The localStorage a booth login leaves (boothId, boothName, boothToken), made through the API. */
async function boothSession(): Promise<Record<string, string>> {
  const res = await suite.server.api<BoothLogin>('/api/booth-login', {
    method: 'POST',
    body: { loginId: BOOTH.loginId, password: BOOTH.password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { boothId: String(res.body.boothId), boothName: res.body.boothName, boothToken: res.body.token };
}

async function loginThroughBoothUi(page: Page, password = BOOTH.password): Promise<void> {
  await page.goto(`${suite.url}/booth-login`);
  await page.getByLabel('로그인 ID').fill(BOOTH.loginId);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).tap();
}

async function boothVisits(): Promise<Visit[]> {
  return suite.adminApi<Visit[]>(
    `/api/booth-visits/${String(boothId)}?eventId=${String(suite.admin.eventId)}`,
  );
}

const scanStatus = (page: Page) => textOf(page.getByTestId('scan-status'));
const visitorRow = (page: Page, person: Person) => page.getByTestId(`visitor-row-${String(person.id)}`);

async function expectFitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('booth manager login and visitor list (/booth-login, /booth-visits2) on a phone', () => {
  it('sends a phone without a stored booth from /booth-visits2 to /booth-login', async () => {
    const page = await phonePage();
    await page.goto(`${suite.url}/booth-visits2`);
    await page.waitForURL(`${suite.url}/booth-login`);
    await page.getByRole('heading', { name: '부스 관리자 로그인', level: 1 }).waitFor();
    expect(await page.getByTestId('nav-admin-name').count()).toBe(0);
  });

  it('refuses a wrong password with the spec text, then logs in and shows the booth with no visitors', async () => {
    const page = await phonePage();
    allowConsoleErrors(page, /status of 401/);
    await loginThroughBoothUi(page, 'wrong-password');
    await eventually(() => textOf(page.getByRole('alert'))).toBe(LOGIN_FAILED);
    expect(new URL(page.url()).pathname).toBe('/booth-login');
    expect(await readLocalStorage(page)).toEqual({});
    await expectFitsPhone(page);
    await page.screenshot({ path: artifactPath('booth-login-phone.png'), fullPage: true });

    await page.getByLabel('비밀번호').fill(BOOTH.password);
    await page.getByRole('button', { name: '로그인', exact: true }).tap();
    await page.waitForURL(`${suite.url}/booth-visits2`);
    await eventually(() => textOf(page.getByTestId('booth-name'))).toBe(BOOTH.boothName);
    await page.getByText('방문자 정보가 없습니다.', { exact: true }).waitFor();
    expect(await readLocalStorage(page)).toMatchObject({
      boothId: String(boothId),
      boothName: BOOTH.boothName,
      boothToken: expect.any(String),
    });
    const scanButton = page.getByRole('button', { name: 'QR 스캔' });
    const box = (await scanButton.boundingBox())!;
    expect(box.height, 'a big touch target').toBeGreaterThanOrEqual(48);
    expect(box.width).toBeGreaterThanOrEqual(300);
    await expectFitsPhone(page);
  });

  it('sends a manager whose booth token is no longer valid back to /booth-login and forgets the booth', async () => {
    const page = await phonePage({
      localStorage: { boothId: String(boothId), boothName: BOOTH.boothName, boothToken: 'expired' },
    });
    allowConsoleErrors(page, /status of 401/);
    await page.goto(`${suite.url}/booth-visits2`);
    await page.waitForURL(`${suite.url}/booth-login`);
    const stored = await readLocalStorage(page);
    expect(stored.boothId).toBeUndefined();
    expect(stored.boothToken).toBeUndefined();
  });

  it('logs out with the 로그아웃 link', async () => {
    const page = await phonePage({ localStorage: await boothSession() });
    await page.goto(`${suite.url}/booth-visits2`);
    await page.getByRole('link', { name: '로그아웃' }).tap();
    await page.waitForURL(`${suite.url}/booth-login`);
    expect(await readLocalStorage(page)).toEqual({});
    await page.goto(`${suite.url}/booth-visits2`);
    await page.waitForURL(`${suite.url}/booth-login`);
  });

  it('shows a queued scan the server refuses for good as 전송 실패 and drops it from the queue', async () => {
    const refused = {
      boothId,
      userId: 987654,
      clientEventId: crypto.randomUUID(),
      scannedAt: new Date().toISOString(),
    };
    const page = await phonePage({
      localStorage: { ...(await boothSession()), pendingBoothVisits: JSON.stringify([refused]) },
    });
    allowConsoleErrors(page, /status of 404/);
    await page.goto(`${suite.url}/booth-visits2`);
    const failure = page.getByText(/^전송 실패: ID 987654 — .*[가-힣]/);
    await failure.waitFor();
    expect(await page.getByTestId('scan-queue-pending').count()).toBe(0);
    const stored = await readLocalStorage(page);
    expect(JSON.parse(stored.pendingBoothVisits)).toEqual([]);
    await page.getByRole('button', { name: '확인' }).tap();
    await eventually(() => failure.count()).toBe(0);
  });
});

describe('QR scan (/qr-scan) without a camera', () => {
  it('says the camera could not be opened on a device without a camera', async () => {
    const page = await phonePage({ localStorage: await boothSession() });
    await page.goto(`${suite.url}/qr-scan`);
    await page.getByRole('heading', { name: 'QR 코드 스캔', level: 1 }).waitFor();
    // (Chromium here has no camera: 'Requested device not found') said in Korean, with what to do, as an error
    await eventually(() => scanStatus(page)).toBe(
      '❌ 카메라 접근 실패: 카메라를 찾지 못했습니다. 카메라가 연결된 기기에서 열거나, 참석자 ID를 직접 입력하세요.',
    );
    expect(await page.getByTestId('scan-status').getAttribute('role')).toBe('alert');
    expect(parseRgb((await computedStyle(page.getByTestId('scan-status'), 'color')).color)).toEqual({
      r: 200,
      g: 49,
      b: 43,
    });
    // nothing was scanned: no redirect, no visit posted
    await page.waitForTimeout(2_500);
    expect(new URL(page.url()).pathname).toBe('/qr-scan');
  });
});

describe('QR scan (/qr-scan) with a fake camera showing 김민수’s badge', () => {
  let camera: Browser | undefined;
  let video: string | undefined;

  beforeAll(async () => {
    video = await qrVideo(String(minsu.id));
    camera = await launchWithFakeCamera(video);
  });
  afterAll(async () => {
    await camera?.close();
    if (video) rmSync(video, { force: true }); // 14 MB of raw frames
  });

  const cameraPage = (options: NewPageOptions = {}) =>
    phonePage({ browser: camera, permissions: ['camera'], ...options });

  it('scans the badge, registers the visit with the booth token and a UUID key, and returns to the list', async () => {
    const page = await cameraPage();
    const screens = await recordScanScreens(page);
    await loginThroughBoothUi(page);
    await page.waitForURL(`${suite.url}/booth-visits2`);

    // hold the visit until the page has shown the scan itself
    const posts: Request[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${suite.url}/api/booth-visits`, async (route) => {
      posts.push(route.request());
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'QR 스캔' }).tap();
    await page.waitForURL(`${suite.url}/qr-scan`);
    await page.getByRole('heading', { name: 'QR 코드 스캔', level: 1 }).waitFor();
    await eventually(() => scanStatus(page)).toBe(`✅ 스캔 성공: ${String(minsu.id)}`);

    expect(posts).toHaveLength(1);
    const post = posts[0];
    expect(post.method()).toBe('POST');
    expect(post.postDataJSON()).toEqual({ boothId, userId: minsu.id });
    const headers = await post.allHeaders();
    expect(headers['idempotency-key']).toMatch(UUID);
    expect(headers.authorization).toMatch(/^Bearer \S+$/);

    // spec §2/§9: a centred camera area at most 300 px wide, a blue status line beneath it
    const reader = (await page.getByTestId('qr-reader').boundingBox())!;
    expect(reader.width).toBeLessThanOrEqual(300);
    expect(reader.width).toBeGreaterThanOrEqual(250);
    expect(Math.abs(reader.x - (PHONE.width - reader.x - reader.width))).toBeLessThanOrEqual(2);
    expect(await page.locator('#qr-reader video').isVisible()).toBe(true);
    const status = (await page.getByTestId('scan-status').boundingBox())!;
    expect(status.y).toBeGreaterThanOrEqual(reader.y + reader.height);
    const { r, g, b } = parseRgb((await computedStyle(page.getByTestId('scan-status'), 'color')).color);
    expect(b).toBeGreaterThanOrEqual(200);
    expect(r + g).toBeLessThanOrEqual(100);
    await expectFitsPhone(page);
    await page.screenshot({ path: artifactPath('qr-scan-phone.png'), fullPage: true });

    release();
    // when the outcome showed and when the list came back, as the page saw them (not when a busy test saw them)
    const shown = await firstScreen(screens, (s) => s.status === REGISTERED, REGISTERED);
    await page.waitForURL(`${suite.url}/booth-visits2`);
    const back = await firstScreen(
      screens,
      (s) => s.at > shown.at && s.path === '/booth-visits2',
      'the list',
    );
    const waited = back.at - shown.at;
    expect(waited, 'redirect 2 s after the outcome').toBeGreaterThanOrEqual(1_500);
    expect(waited).toBeLessThanOrEqual(6_000);
    // the done flag kept the badge from being posted again while it stayed in view
    expect(posts).toHaveLength(1);

    const row = visitorRow(page, minsu);
    await eventually(() => textOf(row)).toContain(minsu.name);
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(0, 3)).toEqual([String(minsu.id), minsu.name, '한빛전자']);
    expect(cells[4]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    await expectFitsPhone(page);
    await page.screenshot({ path: artifactPath('booth-visits2-phone.png'), fullPage: true });

    expect((await boothVisits()).map((v) => v.userId)).toEqual([minsu.id]);
  });

  it('says 이미 등록된 방문입니다. for the same badge again and records nothing new', async () => {
    const page = await cameraPage({ localStorage: await boothSession() });
    allowConsoleErrors(page, /status of 409/);
    const screens = await recordScanScreens(page);
    await page.goto(`${suite.url}/qr-scan`);
    await firstScreen(screens, (s) => s.status === DUPLICATE, DUPLICATE);
    await page.waitForURL(`${suite.url}/booth-visits2`);
    await eventually(() => textOf(visitorRow(page, minsu))).toContain(minsu.name);
    expect(await page.locator('[data-testid^="visitor-row-"]').count()).toBe(1);
    expect((await boothVisits()).map((v) => v.userId)).toEqual([minsu.id]);
  });

  it('downloads the booth’s visitors as Excel with the booth token', async () => {
    const page = await phonePage({ localStorage: await boothSession() });
    await page.goto(`${suite.url}/booth-visits2`);
    await visitorRow(page, minsu).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '엑셀 다운로드' }).tap(),
    ]);
    expect(download.suggestedFilename()).toMatch(/[가-힣].*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await download.path())!) as never);
    const cells: unknown[] = [];
    workbook.worksheets[0].eachRow((row) => cells.push(...(row.values as unknown[])));
    expect(cells).toContain(minsu.name);
    expect(cells).not.toContain(seoyeon.name);
  });
});

describe('QR scan while the server is down (이서연’s badge)', () => {
  let camera: Browser | undefined;
  let video: string | undefined;

  beforeAll(async () => {
    video = await qrVideo(String(seoyeon.id));
    camera = await launchWithFakeCamera(video);
  });
  afterAll(async () => {
    await camera?.close();
    if (video) rmSync(video, { force: true }); // 14 MB of raw frames
  });

  it('keeps the scan in the queue and delivers it once, by itself, when the server is back', async () => {
    const page = await phonePage({ browser: camera, permissions: ['camera'] });
    // while the server is stopped, the page's requests get no answer (and the browser logs them)
    allowFailedRequests(page, /net::ERR_CONNECTION_REFUSED/);
    allowConsoleErrors(page, /net::ERR_CONNECTION_REFUSED/);
    const screens = await recordScanScreens(page);
    await loginThroughBoothUi(page);
    await page.waitForURL(`${suite.url}/booth-visits2`);
    await visitorRow(page, minsu).waitFor();
    // the scanner's code is already on the phone (prefetched by the list)
    await page.waitForLoadState('networkidle');
    await eventually(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('/assets/qr-scan-page-')),
      ),
    ).toBe(true);

    await suite.stopServer();
    await page.getByRole('button', { name: 'QR 스캔' }).tap();
    await page.waitForURL(`${suite.url}/qr-scan`);
    await firstScreen(screens, (s) => s.status === NETWORK_ERROR && s.queued === QUEUED, NETWORK_ERROR);
    if (new URL(page.url()).pathname === '/qr-scan')
      await page.screenshot({ path: artifactPath('qr-scan-offline-phone.png'), fullPage: true });
    await page.waitForURL(`${suite.url}/booth-visits2`);

    const pending = page.getByTestId('scan-queue-pending');
    await eventually(() => textOf(pending)).toBe(pendingText(1));
    await page.getByText('방문자 목록을 불러오는데 실패했습니다.', { exact: true }).waitFor();
    // the list loaded before the connection dropped is still there to read
    await page.getByText('연결이 끊겨 마지막으로 불러온 목록을 보여줍니다.', { exact: true }).waitFor();
    expect(await textOf(visitorRow(page, minsu))).toContain(minsu.name);
    const queued = JSON.parse((await readLocalStorage(page)).pendingBoothVisits) as unknown[];
    expect(queued).toEqual([
      {
        boothId,
        userId: seoyeon.id,
        clientEventId: expect.stringMatching(UUID),
        scannedAt: expect.any(String),
      },
    ]);
    await page.screenshot({ path: artifactPath('booth-visits2-offline-phone.png'), fullPage: true });
    // retries while the server is away keep exactly that one scan
    await page.waitForTimeout(3_500);
    expect(await textOf(pending)).toBe(pendingText(1));
    expect(JSON.parse((await readLocalStorage(page)).pendingBoothVisits)).toEqual(queued);

    await suite.restartServer();
    await eventually(() => textOf(visitorRow(page, seoyeon))).toContain(seoyeon.name);
    await eventually(() => pending.count()).toBe(0);
    expect(JSON.parse((await readLocalStorage(page)).pendingBoothVisits)).toEqual([]);
    expect(await page.getByText('방문자 목록을 불러오는데 실패했습니다.').count()).toBe(0);

    const visits = await boothVisits();
    expect(visits.filter((v) => v.userId === seoyeon.id)).toHaveLength(1);
    expect(visits.map((v) => v.userId).sort()).toEqual([minsu.id, seoyeon.id].sort());
  });
});
