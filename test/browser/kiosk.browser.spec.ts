import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import {
  allowConsoleErrors,
  artifactPath,
  eventually,
  readLocalStorage,
  textOf,
  useBrowserSuite,
  type NewPageOptions,
} from './support/browser.js';
import { accessibilityProblems } from './support/axe.js';
import { screenshotsAtBothWidths } from './support/screenshots.js';
import { launchWithFakeCamera, qrVideo } from './support/fake-camera.js';
import {
  pdfFilePages,
  pdfFileQrCodesPerPage,
  printCalls,
  qrCodesInPdf,
  savePdf,
  roundedSizes,
  stubPrint,
  waitForPrint,
} from './support/print.js';

const suite = useBrowserSuite();

const PROMPT = '명찰 출력을 위해 QR 코드를 스캔해주세요';
const ALREADY_PRINTED = '이미 명찰을 출력하셨습니다. 데스크에 문의해주세요.';
const UNPAID = '결제 확인이 필요합니다. 데스크로 와주세요.';
const DESK = { name: '데스크 2', loginId: 'desk-two', password: 'desk-pass-2' };
/** A kiosk screen: a portrait touch monitor. */
const KIOSK_SCREEN = { width: 1080, height: 1600 } as const;

interface Person {
  id: number;
  name: string;
}

let minsu: Person;
let unpaid: Person;
let camera: Person;

const register = (fields: Record<string, unknown>) =>
  suite.adminApi<Person>('/api/users/register', { method: 'POST', body: attendee(fields) });

beforeAll(async () => {
  await suite.adminApi('/api/desks', { method: 'POST', body: DESK });
  minsu = await register({ name: '김민수', phoneNumber: '010-7200-0001' });
  unpaid = await register({ name: '박미납', paymentStatus2: 'N', phoneNumber: '010-7200-0002' });
  camera = await register({ name: '정카메라', phoneNumber: '010-7200-0003' });
});

/** The localStorage a desk's '키오스크 시작' leaves ('kioskSession'), made through the API. */
async function kioskSession(): Promise<Record<string, string>> {
  const login = await suite.server.api('/api/desk-login', {
    method: 'POST',
    body: { loginId: DESK.loginId, password: DESK.password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const kiosk = await suite.server.api('/api/desk/kiosk-sessions', {
    method: 'POST',
    token: login.body.token,
    body: {},
  });
  expect(kiosk.status, JSON.stringify(kiosk.body)).toBe(200);
  return { kioskSession: JSON.stringify(kiosk.body) };
}

async function kioskPage(options: NewPageOptions = {}): Promise<Page> {
  const page = await suite.newPage({
    viewport: KIOSK_SCREEN,
    localStorage: await kioskSession(),
    ...options,
  });
  await stubPrint(page);
  await page.goto(`${suite.url}/kiosk`);
  await page.getByRole('heading', { name: PROMPT, level: 1 }).waitFor();
  return page;
}

/** A barcode scanner: it types the QR's text and Enter into whatever has the focus. */
async function scan(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

const printCount = async (person: Person) =>
  (await suite.adminApi(`/api/desk/attendees/${String(person.id)}`)).badge.printCount as number;

describe('the self-service kiosk (/kiosk)', () => {
  it('says how to start a kiosk when none was started here, without any navigation', async () => {
    const page = await suite.newPage({ viewport: KIOSK_SCREEN, session: 'admin' });
    await page.goto(`${suite.url}/kiosk`);
    await eventually(() => textOf(page.getByRole('alert'))).toBe(
      '키오스크가 시작되지 않았습니다. 데스크 화면에서 ‘키오스크 시작’을 눌러주세요.',
    );
    expect(await page.getByTestId('nav-admin-name').count()).toBe(0);
  });

  it('prints a scanned attendee’s badge once, goes back to the start, and refuses the second time', async () => {
    const page = await kioskPage({ session: 'admin' });
    allowConsoleErrors(page, /status of 409/);
    // full screen: no navigation bar even with an admin signed in on this browser
    expect(await page.getByTestId('nav-admin-name').count()).toBe(0);
    // the scanner's input has the focus, hidden
    expect(
      await page.getByTestId('kiosk-scanner-input').evaluate((input) => input === document.activeElement),
    ).toBe(true);
    await page.screenshot({ path: artifactPath('kiosk-start.png') });

    await scan(page, String(minsu.id));
    await eventually(() => textOf(page.getByTestId('kiosk-welcome'))).toBe('김민수님, 환영합니다');
    await page.getByTestId('kiosk-preview').locator('.name-badge .badge-name').waitFor();
    expect(await textOf(page.getByTestId('kiosk-preview').locator('.badge-name'))).toBe('김민수');
    const button = page.getByRole('button', { name: '출력', exact: true });
    const box = (await button.boundingBox())!;
    expect(box.height, 'one big button').toBeGreaterThanOrEqual(80);
    await page.screenshot({ path: artifactPath('kiosk-welcome.png') });
    expect(await printCount(minsu)).toBe(0);

    // The printed screen goes back to the start by itself 4 s after printing, taking its badge along: the
    // page's clock stands still from the click until that screen is checked and saved, so a busy machine cannot
    // reach the 4 s first (it once did, while the PDF was being saved); its frames run as the test moves it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await button.click();
    await eventually(async () => {
      await page.clock.runFor(50);
      return (await printCalls(page)).length;
    }).toBe(1);
    await eventually(() => textOf(page.getByTestId('kiosk-message'))).toBe(
      '명찰이 출력되었습니다. 명찰을 받아가세요.',
    );
    const printed = await savePdf(page);
    expect(roundedSizes(await pdfFilePages(printed))).toEqual([{ widthMm: 90, heightMm: 120 }]);
    expect((await pdfFileQrCodesPerPage(printed)).flat()).toEqual([String(minsu.id)]);
    const recorded = await suite.adminApi(`/api/desk/attendees/${String(minsu.id)}`);
    expect(recorded.badge.printCount).toBe(1);
    expect(recorded.paymentStatus).toBe('Y');
    expect(recorded.enteredToday).not.toBeNull();

    // back to the start screen by itself, 4 s after printing
    await page.clock.runFor(4_000);
    await page.getByRole('heading', { name: PROMPT, level: 1 }).waitFor();
    await page.clock.resume();
    await scan(page, String(minsu.id));
    await eventually(() => textOf(page.getByTestId('kiosk-message'))).toBe(ALREADY_PRINTED);
    expect(await page.getByRole('button', { name: '출력', exact: true }).count()).toBe(0);
    await page.screenshot({ path: artifactPath('kiosk-already-printed.png') });
    expect(await printCalls(page)).toHaveLength(1);
    expect(await printCount(minsu)).toBe(1);
  });

  it("takes the next attendee's scan at once after a refusal, with no 처음으로 and no wait", async () => {
    const page = await kioskPage();
    await scan(page, String(unpaid.id));
    await eventually(() => textOf(page.getByTestId('kiosk-message'))).toBe(UNPAID);
    // the next person scans while the refusal is still on screen
    await scan(page, String(camera.id));
    await eventually(() => textOf(page.getByTestId('kiosk-welcome'))).toBe('정카메라님, 환영합니다');
    // and from the welcome screen too (someone walked away without printing)
    await scan(page, String(unpaid.id));
    await eventually(() => textOf(page.getByTestId('kiosk-message'))).toBe(UNPAID);
    await screenshotsAtBothWidths(page, 'kiosk-refused-after-welcome');
    expect(await printCalls(page)).toHaveLength(0);
  });

  it('sends an attendee whose payment is not confirmed to the desk', async () => {
    const page = await kioskPage();
    await scan(page, String(unpaid.id));
    await eventually(() => textOf(page.getByTestId('kiosk-message'))).toBe(UNPAID);
    expect(await page.getByRole('button', { name: '출력', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: '처음으로' }).click();
    await page.getByRole('heading', { name: PROMPT, level: 1 }).waitFor();
    expect(await printCount(unpaid)).toBe(0);
  });

  it('speaks English to the attendee who chooses it, the server’s refusals too, and Korean to the next one', async () => {
    const page = await kioskPage();
    allowConsoleErrors(page, /status of 404/);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Scan your QR code to print your badge', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // the scanner still types into the kiosk after the touch
    await scan(page, String(unpaid.id));
    await eventually(() => textOf(page.getByTestId('kiosk-message'))).toBe(
      'Your payment needs to be confirmed. Please come to the desk.',
    );
    await scan(page, '99999999');
    await eventually(() => textOf(page.getByTestId('kiosk-message'))).toBe(
      'We could not find this attendee. Please check the ID.',
    );
    await scan(page, String(camera.id));
    await eventually(() => textOf(page.getByTestId('kiosk-welcome'))).toBe('Welcome, 정카메라');
    expect(await page.getByRole('button', { name: 'Print', exact: true }).isVisible()).toBe(true);
    await screenshotsAtBothWidths(page, 'kiosk-welcome-english');
    expect(await accessibilityProblems(page)).toEqual([]);
    // the next attendee starts in Korean
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('heading', { name: PROMPT, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: '한국어' }).getAttribute('aria-pressed')).toBe('true');
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(await printCalls(page)).toHaveLength(0);
  });

  it('goes back to the start screen after 20 s without a touch', async () => {
    const page = await kioskPage();
    await scan(page, String(camera.id));
    await eventually(() => textOf(page.getByTestId('kiosk-welcome'))).toBe('정카메라님, 환영합니다');
    const shownAt = Date.now();
    await page.getByRole('heading', { name: PROMPT, level: 1 }).waitFor({ timeout: 30_000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThanOrEqual(19_000);
    expect(waited).toBeLessThanOrEqual(25_000);
    expect(await printCalls(page)).toEqual([]);
    expect(await printCount(camera)).toBe(0);
  });

  it('ends a kiosk whose token is refused and forgets it', async () => {
    const page = await suite.newPage({
      viewport: KIOSK_SCREEN,
      localStorage: {
        kioskSession: JSON.stringify({ token: 'expired', eventId: suite.admin.eventId, eventName: 'x' }),
      },
    });
    allowConsoleErrors(page, /status of 401/);
    await page.goto(`${suite.url}/kiosk`);
    await page.getByRole('heading', { name: PROMPT, level: 1 }).waitFor();
    await scan(page, String(minsu.id));
    await eventually(() => textOf(page.getByRole('alert'))).toBe(
      '키오스크 세션이 끝났습니다. 데스크 화면에서 ‘키오스크 시작’을 다시 눌러주세요.',
    );
    expect((await readLocalStorage(page)).kioskSession).toBeUndefined();
  });
});

describe('the kiosk’s camera (fake camera showing 정카메라’s badge)', () => {
  let cameraBrowser: Browser | undefined;
  let video: string | undefined;

  beforeAll(async () => {
    video = await qrVideo(String(camera.id));
    cameraBrowser = await launchWithFakeCamera(video);
  });
  afterAll(async () => {
    await cameraBrowser?.close();
    if (video) rmSync(video, { force: true });
  });

  it('welcomes the attendee whose QR the camera reads and prints their badge', async () => {
    const page = await kioskPage({ browser: cameraBrowser, permissions: ['camera'] });
    await eventually(() => textOf(page.getByTestId('kiosk-welcome'))).toBe('정카메라님, 환영합니다');
    await page.getByRole('button', { name: '출력', exact: true }).click();
    await waitForPrint(page, 1);
    expect(await qrCodesInPdf(page)).toEqual([String(camera.id)]);
    expect(await printCount(camera)).toBe(1);
  });
});
