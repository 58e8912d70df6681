import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, eventually, launchBrowser, textOf } from './support/browser.js';
import { launchWithFakeCamera, renderQrFrame } from './support/fake-camera.js';
import { SHOTS, countVisitPosts, recentRow, useBoothPhoneSuite } from './support/booth-phone.js';

/** 연속 스캔 with cameras: a fake camera showing two badges one after the other, and a phone with two cameras. */
const run = promisify(execFile);
const { suite, people, boothSession, phonePage, visitorIds } = useBoothPhoneSuite();

/**
 * A y4m for the fake camera: 김민수's badge for `firstSeconds`, then 이서연's for `secondSeconds` (5 fps; the
 * camera loops it, and the test is over before 김민수 comes round again).
 */
async function twoBadgeVideo(firstSeconds: number, secondSeconds: number): Promise<string> {
  const first = await renderQrFrame(String(people.minsu.id));
  const second = await renderQrFrame(String(people.seoyeon.id));
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
    video = await twoBadgeVideo(7, 30);
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
    await eventually(() => textOf(page.getByTestId('scan-banner-title'))).toBe(people.minsu.name);
    expect(await banner.getAttribute('data-kind')).toBe('success');
    expect(await textOf(page.getByTestId('scan-banner-detail'))).toBe(people.minsu.affiliation);
    await eventually(() => recentRow(page, people.minsu).getAttribute('data-kind')).toBe('success');

    // then 이서연, on the same screen, the camera still running
    await eventually(() => textOf(page.getByTestId('scan-banner-title'))).toBe(people.seoyeon.name);
    expect(await banner.getAttribute('data-kind')).toBe('success');
    expect(await textOf(page.getByTestId('scan-banner-detail'))).toBe(people.seoyeon.affiliation);
    await page.screenshot({ path: `${SHOTS}/qr-scan-continuous-390.png`, fullPage: true });
    await eventually(() => recentRow(page, people.seoyeon).getAttribute('data-kind')).toBe('success');
    expect(new URL(page.url()).pathname).toBe('/qr-scan');
    expect(await page.locator('#qr-reader video').isVisible()).toBe(true);

    // 이서연's badge stays in view for seconds more: read every 100 ms, ignored (never the 3 s gap)
    await page.waitForTimeout(4_000);
    expect(posted.filter((id) => id === people.minsu.id)).toHaveLength(1);
    expect(posted.filter((id) => id === people.seoyeon.id)).toHaveLength(1);
    expect(await page.locator('[data-testid="recent-scan"]').count()).toBe(2);
    // newest first, each row with the time and the visitor
    const rows = await page.getByTestId('recent-scan-title').allInnerTexts();
    expect(rows).toEqual([people.seoyeon.name, people.minsu.name]);
    expect(await textOf(recentRow(page, people.seoyeon))).toMatch(/\d\d:\d\d:\d\d/);
    // the banner has gone back to the idle hint after about 1.5 s
    expect(await banner.getAttribute('data-kind')).toBe('idle');
    expect(new URL(page.url()).pathname).toBe('/qr-scan');
    expect(await visitorIds()).toEqual([people.minsu.id, people.seoyeon.id].sort((a, b) => a - b));
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
