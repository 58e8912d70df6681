import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import {
  allowConsoleErrors,
  artifactPath,
  launchBrowser,
  eventually,
  readLocalStorage,
  textOf,
  useBrowserSuite,
  type NewPageOptions,
} from './support/browser.js';
import { screenshotsAtBothWidths } from './support/screenshots.js';
import { launchWithFakeCamera, renderQrFrame } from './support/fake-camera.js';
import { firstScreen, recordScanScreens } from './support/scan-screens.js';

const run = promisify(execFile);
const suite = useBrowserSuite();

/** The phone of the screenshots. */
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = '/tmp/issue15-shots';
const REGISTERED = '✅ 방문이 등록되었습니다.';

interface Person {
  id: number;
  name: string;
  affiliation: string;
}
interface BoothLogin {
  boothId: number;
  boothName: string;
  token: string;
}

const BOOTH = {
  boothName: '연속 스캔 체험관',
  name: '한부스',
  affiliation: '한빛전자',
  phone: '010-5555-0201',
  loginId: 'continuous-booth',
  password: 'continuous-pass-1',
};

let boothId: number;
/** Shown to the camera first, then 이서연. */
let minsu: Person;
let seoyeon: Person;
/** Typed on the scanner input in continuous mode. */
let jihun: Person;
/** Typed on the scanner input in the single scan. */
let haeun: Person;
/** Typed in 연속 스캔 after the booth login expired. */
let sora: Person;

async function register(name: string, affiliation: string, phone: string): Promise<Person> {
  const created = await suite.adminApi<{ id: number; name: string }>('/api/users/register', {
    method: 'POST',
    body: attendee({ name, affiliation, phoneNumber: phone }),
  });
  return { id: created.id, name: created.name, affiliation };
}

beforeAll(async () => {
  boothId = (
    await suite.adminApi<{ id: number }>(`/api/booths?eventId=${String(suite.admin.eventId)}`, {
      method: 'POST',
      body: BOOTH,
    })
  ).id;
  minsu = await register('김민수', '한빛전자', '010-7200-0001');
  seoyeon = await register('이서연', '서울대학교 컴퓨터공학부', '010-7200-0002');
  // a long name and affiliation: the banner and the list wrap them on a phone
  jihun = await register(
    '남궁지훈알렉산더크리스토퍼',
    '한국과학기술원 전기및전자공학부 지능형반도체시스템연구실',
    '010-7200-0003',
  );
  haeun = await register('최하은', '부산대학교', '010-7200-0004');
  sora = await register('윤소라', '제주대학교', '010-7200-0005');
  mkdirSync(SHOTS, { recursive: true });
});

async function boothSession(): Promise<Record<string, string>> {
  const res = await suite.server.api<BoothLogin>('/api/booth-login', {
    method: 'POST',
    body: { loginId: BOOTH.loginId, password: BOOTH.password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { boothId: String(res.body.boothId), boothName: res.body.boothName, boothToken: res.body.token };
}

function phonePage(options: NewPageOptions = {}): Promise<Page> {
  return suite.newPage({
    viewport: PHONE_390,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    ...options,
  });
}

/** The attendee ids of the POST /api/booth-visits requests the page sent. */
function countVisitPosts(page: Page): number[] {
  const posted: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/booth-visits') {
      posted.push((request.postDataJSON() as { userId: number }).userId);
    }
  });
  return posted;
}

async function visitorIds(): Promise<number[]> {
  const visits = await suite.adminApi<{ userId: number }[]>(
    `/api/booth-visits/${String(boothId)}?eventId=${String(suite.admin.eventId)}`,
  );
  return visits.map((visit) => visit.userId).sort((a, b) => a - b);
}

const recentRow = (page: Page, person: Person) =>
  page.locator(`[data-testid="recent-scan"][data-attendee-id="${String(person.id)}"]`);

/**
 * A y4m for the fake camera: 김민수's badge for `firstSeconds`, then 이서연's for `secondSeconds` (5 fps; the
 * camera loops it, and the test is over before 김민수 comes round again).
 */
async function twoBadgeVideo(browser: Browser, firstSeconds: number, secondSeconds: number): Promise<string> {
  const first = await renderQrFrame(browser, String(minsu.id));
  const second = await renderQrFrame(browser, String(seoyeon.id));
  const video = artifactPath('camera-two-badges.y4m');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-loop', '1', '-t', String(firstSeconds), '-i', first],
    ...['-loop', '1', '-t', String(secondSeconds), '-i', second],
    ...['-filter_complex', '[0:v][1:v]concat=n=2:v=1:a=0,fps=5,format=yuv420p', video],
  ]);
  return video;
}

describe('연속 스캔 on /qr-scan with a camera showing one badge, then another', () => {
  let camera: Browser | undefined;
  let video: string | undefined;

  beforeAll(async () => {
    video = await twoBadgeVideo(suite.browser, 7, 30);
    camera = await launchWithFakeCamera(video);
  });
  afterAll(async () => {
    await camera?.close();
    if (video) rmSync(video, { force: true }); // raw frames
  });

  it('records both visitors without leaving /qr-scan, names each, and posts each badge held in view once', async () => {
    const page = await phonePage({
      browser: camera,
      permissions: ['camera'],
      localStorage: { ...(await boothSession()), qrScanContinuous: 'true' },
    });
    const posted = countVisitPosts(page);
    await page.goto(`${suite.url}/qr-scan`);
    await page.getByRole('heading', { name: 'QR 코드 스캔', level: 1 }).waitFor();
    expect(await page.getByTestId('continuous-switch').isChecked()).toBe(true);

    // 김민수: green banner with the name and the affiliation
    const banner = page.getByTestId('scan-banner');
    await eventually(() => textOf(page.getByTestId('scan-banner-title'))).toBe(minsu.name);
    expect(await banner.getAttribute('data-kind')).toBe('success');
    expect(await textOf(page.getByTestId('scan-banner-detail'))).toBe(minsu.affiliation);
    await eventually(() => recentRow(page, minsu).getAttribute('data-kind')).toBe('success');

    // then 이서연, on the same screen, the camera still running
    await eventually(() => textOf(page.getByTestId('scan-banner-title'))).toBe(seoyeon.name);
    expect(await banner.getAttribute('data-kind')).toBe('success');
    expect(await textOf(page.getByTestId('scan-banner-detail'))).toBe(seoyeon.affiliation);
    await page.screenshot({ path: `${SHOTS}/qr-scan-continuous-390.png`, fullPage: true });
    await eventually(() => recentRow(page, seoyeon).getAttribute('data-kind')).toBe('success');
    expect(new URL(page.url()).pathname).toBe('/qr-scan');
    expect(await page.locator('#qr-reader video').isVisible()).toBe(true);

    // 이서연's badge stays in view for seconds more: read every 100 ms, ignored (never the 3 s gap)
    await page.waitForTimeout(4_000);
    expect(posted.filter((id) => id === minsu.id)).toHaveLength(1);
    expect(posted.filter((id) => id === seoyeon.id)).toHaveLength(1);
    expect(await page.locator('[data-testid="recent-scan"]').count()).toBe(2);
    // newest first, each row with the time and the visitor
    const rows = await page.getByTestId('recent-scan-title').allInnerTexts();
    expect(rows).toEqual([seoyeon.name, minsu.name]);
    expect(await textOf(recentRow(page, seoyeon))).toMatch(/\d\d:\d\d:\d\d/);
    // the banner has gone back to the idle hint after about 1.5 s
    expect(await banner.getAttribute('data-kind')).toBe('idle');
    expect(new URL(page.url()).pathname).toBe('/qr-scan');
    expect(await visitorIds()).toEqual([minsu.id, seoyeon.id].sort((a, b) => a - b));
  });
});

describe('the scanner input (a barcode scanner types the code and Enter)', () => {
  it('records a visit in 연속 스캔, the keys reaching the input with nothing focused', async () => {
    const page = await phonePage({ localStorage: { ...(await boothSession()), qrScanContinuous: 'true' } });
    const posted = countVisitPosts(page);
    await page.goto(`${suite.url}/qr-scan`);
    await page.getByTestId('continuous-scanner').waitFor();
    // (Chromium here has no camera)
    await page.getByTestId('scan-camera-problem').waitFor();
    await page.keyboard.type(String(jihun.id));
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('scan-banner-title'))).toBe(jihun.name);
    await eventually(() => recentRow(page, jihun).getAttribute('data-kind')).toBe('success');
    expect(await textOf(page.getByTestId('scan-banner-detail'))).toBe(jihun.affiliation);
    expect(await page.getByTestId('scan-banner').getAttribute('data-kind')).toBe('success');
    await page.screenshot({ path: `${SHOTS}/qr-scan-continuous-long-name-390.png`, fullPage: true });
    expect(await page.getByTestId('scan-code-input').inputValue()).toBe('');
    expect(posted).toEqual([jihun.id]);

    // the same id typed again: amber, nothing new recorded
    allowConsoleErrors(page, /status of 409/);
    await page.keyboard.type(String(jihun.id));
    await page.keyboard.press('Enter');
    await eventually(() => page.getByTestId('scan-banner').getAttribute('data-kind')).toBe('duplicate');
    expect(await textOf(page.getByTestId('scan-banner-title'))).toBe('이미 등록된 방문입니다.');
    // who it was, as the success banner says it: name and affiliation
    expect(await textOf(page.getByTestId('scan-banner-detail'))).toBe(`${jihun.name} · ${jihun.affiliation}`);
    await screenshotsAtBothWidths(page, 'qr-scan-continuous-duplicate');
    // two rows for the visitor, one lead editor (on the newest)
    expect(await recentRow(page, jihun).count()).toBe(2);
    await page.getByTestId(`lead-editor-${String(jihun.id)}`).waitFor();
    expect(await page.getByTestId(`lead-editor-${String(jihun.id)}`).count()).toBe(1);
    expect(
      await recentRow(page, jihun)
        .first()
        .getByTestId(`lead-editor-${String(jihun.id)}`)
        .count(),
    ).toBe(1);

    // something that is no attendee id: red with the reason, nothing sent
    await page.keyboard.type('https://example.com/x');
    await page.keyboard.press('Enter');
    await eventually(() => page.getByTestId('scan-banner').getAttribute('data-kind')).toBe('failure');
    expect(await textOf(page.getByTestId('scan-banner-title'))).toMatch(/^❌ 참석자 QR 코드가 아닙니다/);
    await page.screenshot({ path: `${SHOTS}/qr-scan-continuous-error-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_390.width,
    );
    expect(posted).toEqual([jihun.id, jihun.id]);
    expect(new URL(page.url()).pathname).toBe('/qr-scan');
    expect((await visitorIds()).filter((id) => id === jihun.id)).toHaveLength(1);
  });

  it('records a visit in the single scan, shows the name and affiliation under the spec text, and returns', async () => {
    const page = await phonePage({ localStorage: await boothSession() });
    const posted = countVisitPosts(page);
    const screens = await recordScanScreens(page);
    await page.goto(`${suite.url}/qr-scan`);
    await page.getByTestId('scan-status').waitFor();
    expect(await page.getByTestId('continuous-switch').isChecked()).toBe(false);
    await page.keyboard.type(String(haeun.id));
    await page.keyboard.press('Enter');
    // the screen returns to the list 2 s after the outcome: what it showed is read from the page's own record
    const shown = await firstScreen(screens, (s) => s.status === REGISTERED, REGISTERED);
    if (new URL(page.url()).pathname === '/qr-scan')
      await page.screenshot({ path: artifactPath('qr-scan-single-visitor.png'), fullPage: true });
    expect(shown.visitor).toBe(`${haeun.name} · ${haeun.affiliation}`);
    expect(shown.visitorTop).toBeGreaterThanOrEqual(shown.statusBottom!);
    await page.waitForURL(`${suite.url}/booth-visits2`);
    expect(posted).toEqual([haeun.id]);
    expect(await visitorIds()).toContain(haeun.id);
  });
});

describe('연속 스캔 when the booth login has expired', () => {
  it('keeps the scan, says so, stops sending, and delivers it once after the next login', async () => {
    const session = await boothSession();
    const page = await phonePage({
      localStorage: { ...session, boothToken: 'expired', qrScanContinuous: 'true' },
    });
    allowConsoleErrors(page, /status of 401/);
    const posted = countVisitPosts(page);
    await page.goto(`${suite.url}/qr-scan`);
    await page.getByTestId('continuous-scanner').waitFor();
    await page.keyboard.type(String(sora.id));
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('scan-banner-title'))).toBe(
      '부스 로그인이 만료되었습니다. 다시 로그인해주세요.',
    );
    expect(await page.getByTestId('scan-banner').getAttribute('data-kind')).toBe('queued');
    expect(await textOf(page.getByTestId('scan-banner-detail'))).toBe(
      '📥 스캔이 저장되었습니다. 다시 로그인하면 자동으로 전송됩니다.',
    );
    await page.waitForURL(`${suite.url}/booth-login`);
    await page.waitForTimeout(3_000);
    expect(posted).toEqual([sora.id]);
    const queued = JSON.parse((await readLocalStorage(page)).pendingBoothVisits) as { userId: number }[];
    expect(queued.map((scan) => scan.userId)).toEqual([sora.id]);

    await page.getByLabel('로그인 ID').fill(BOOTH.loginId);
    await page.getByLabel('비밀번호').fill(BOOTH.password);
    await page.getByRole('button', { name: '로그인', exact: true }).tap();
    await page.waitForURL(`${suite.url}/booth-visits2`);
    await page.getByTestId(`visitor-row-${String(sora.id)}`).waitFor();
    await page.waitForTimeout(2_000);
    expect(posted).toEqual([sora.id, sora.id]);
    expect((await visitorIds()).filter((id) => id === sora.id)).toHaveLength(1);
  });
});

describe('the 연속 스캔 switch and the signal switches', () => {
  it('are remembered on the phone after a reload', async () => {
    const page = await phonePage({ localStorage: await boothSession() });
    await page.goto(`${suite.url}/qr-scan`);
    await page.getByTestId('scan-status').waitFor();
    expect(await page.getByTestId('continuous-scanner').count()).toBe(0);

    await page.getByText('연속 스캔', { exact: true }).tap();
    await page.getByTestId('continuous-scanner').waitFor();
    expect(await page.getByTestId('scan-status').count()).toBe(0);
    expect((await readLocalStorage(page)).qrScanContinuous).toBe('true');
    await page.getByText('소리', { exact: true }).tap();
    expect(await page.getByTestId('scanner-sound').isChecked()).toBe(false);
    expect(await page.getByTestId('scanner-vibration').isChecked()).toBe(true);

    await page.reload();
    await page.getByTestId('continuous-scanner').waitFor();
    expect(await page.getByTestId('continuous-switch').isChecked()).toBe(true);
    expect(await page.getByTestId('scanner-sound').isChecked()).toBe(false);
    expect(await page.getByTestId('scanner-vibration').isChecked()).toBe(true);

    await page.getByText('연속 스캔', { exact: true }).tap();
    await page.getByTestId('scan-status').waitFor();
    await page.reload();
    await page.getByTestId('scan-status').waitFor();
    expect(await page.getByTestId('continuous-switch').isChecked()).toBe(false);
    expect((await readLocalStorage(page)).qrScanContinuous).toBe('false');
  });
});

describe('a phone with two cameras (front and back)', () => {
  let camera: Browser | undefined;

  beforeAll(async () => {
    // (Chromium's generated fake cameras: with a video file there is only one)
    camera = await launchBrowser([
      '--use-fake-device-for-media-stream=device-count=2',
      '--use-fake-ui-for-media-stream',
    ]);
  });
  afterAll(async () => {
    await camera?.close();
  });

  it('offers 카메라 전환, which moves the running scanner to the other camera', async () => {
    const page = await phonePage({
      browser: camera,
      permissions: ['camera'],
      localStorage: { ...(await boothSession()), qrScanContinuous: 'true' },
    });
    // the camera whose video plays ('' while none does): a tap is made once the screen has settled on it,
    // not while its video is still taking its size (a busy machine's tap would land beside the button)
    const runningCamera = () =>
      page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('#qr-reader video');
        const stream = video?.srcObject;
        if (!(stream instanceof MediaStream) || video!.readyState < HTMLMediaElement.HAVE_CURRENT_DATA)
          return '';
        return stream.getVideoTracks()[0]?.label ?? '';
      });
    await page.goto(`${suite.url}/qr-scan`);
    const switchButton = page.getByRole('button', { name: '카메라 전환' });
    await switchButton.waitFor();
    await eventually(runningCamera).toMatch(/^fake_device_\d$/);
    const before = await runningCamera();
    await switchButton.tap();
    await eventually(async () => {
      const now = await runningCamera();
      return now !== '' && now !== before;
    }).toBe(true);
    expect(await runningCamera()).toMatch(/^fake_device_\d$/);
    expect(await page.locator('#qr-reader video').count()).toBe(1);
    await switchButton.tap();
    await eventually(runningCamera).toBe(before);
    expect(await page.locator('#qr-reader video').count()).toBe(1);
    // (the fake cameras have no torch: no torch button)
    expect(await page.getByRole('button', { name: /플래시/ }).count()).toBe(0);
  });
});
