import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  PHONE,
  UI_TIMEOUT_MS,
  eventually,
  readLocalStorage,
  seedLocalStorage,
  textOf,
} from '../../browser/support/browser.js';
import { launchWithFakeCamera } from '../../browser/support/fake-camera.js';
import { boothLogin } from '../../support/http-client.js';

/** A booth manager's phone: its own Chromium (its camera plays a badge video) on the real web app. */
export interface CameraPhone {
  browser: Browser;
  page: Page;
  /** Uncaught exceptions and console errors other than the answers `expectedStatuses` allows. */
  problems: string[];
}

/**
 * A phone whose camera shows `video`, logged in (POST /api/booth-login, as its login screen does) as the
 * booth's manager, on /booth-visits2. Console errors of loading an answer with one of `expectedStatuses`
 * (e.g. 503 during an outage) are not problems.
 */
export async function openCameraPhone(
  baseUrl: string,
  login: { loginId: string; password: string },
  video: string,
  expectedStatuses: number[] = [],
): Promise<CameraPhone> {
  const browser = await launchWithFakeCamera(video);
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    permissions: ['camera'],
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  const expected = new RegExp(`status of (${expectedStatuses.join('|') || 'none'})\\b`);
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) problems.push(message.text());
  });
  const session = await boothLogin(baseUrl, login.loginId, login.password);
  await seedLocalStorage(page, baseUrl, {
    boothId: String(session.boothId),
    boothName: session.boothName,
    boothToken: session.token,
  });
  await page.goto(`${baseUrl}/booth-visits2`);
  return { browser, page, problems };
}

/** Waits until the phone's visitor list shows the attendee (or, for null, that the empty list has loaded). */
export async function visitorRow(page: Page, userId: number | null): Promise<void> {
  if (userId === null) await page.getByText('방문자 정보가 없습니다.', { exact: true }).waitFor();
  else await page.getByTestId(`visitor-row-${userId}`).waitFor();
}

/** The scans waiting in the phone's queue (localStorage 'pendingBoothVisits'). */
export async function pendingScans(
  page: Page,
): Promise<{ boothId: number; userId: number; clientEventId: string }[]> {
  return JSON.parse((await readLocalStorage(page)).pendingBoothVisits ?? '[]');
}

/**
 * Taps QR 스캔 while the server cannot take the visit: the scan screen shows `❌ 방문 등록 실패: ` and the
 * server's `message`, keeps the scan, and returns to the list, which shows one scan waiting.
 */
export async function scanThatWaits(page: Page, baseUrl: string, message: string): Promise<void> {
  // the scan screen's texts are recorded in the page as they appear: it shows them for 2 s and returns to the
  // list, and a test on a busy machine polling from outside can miss that window (it did, in a CI run)
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { scanTexts: string[] }).scanTexts = seen;
    new MutationObserver(() => {
      for (const id of ['scan-status', 'scan-queued']) {
        const text = document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();
        if (text && !seen.includes(`${id}: ${text}`)) seen.push(`${id}: ${text}`);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'QR 스캔' }).tap();
  await eventually(() =>
    page.evaluate(() => (window as unknown as { scanTexts: string[] }).scanTexts),
  ).toEqual(
    expect.arrayContaining([
      `scan-status: ❌ 방문 등록 실패: ${message}`,
      'scan-queued: 📥 스캔이 저장되었습니다. 연결되면 자동으로 전송됩니다.',
    ]),
  );
  await page.waitForURL(`${baseUrl}/booth-visits2`);
  await eventually(() => textOf(page.getByTestId('scan-queue-pending'))).toBe(
    '전송 대기 중인 스캔 1건 — 연결되면 자동으로 전송됩니다.',
  );
}
