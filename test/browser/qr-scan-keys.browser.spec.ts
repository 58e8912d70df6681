import { describe, expect, it } from 'vitest';
import { allowConsoleErrors, artifactPath, eventually, readLocalStorage, textOf } from './support/browser.js';
import { screenshotsAtBothWidths } from './support/screenshots.js';
import { firstScreen, recordScanScreens } from './support/scan-screens.js';
import {
  BOOTH,
  PHONE_390,
  REGISTERED,
  SHOTS,
  countVisitPosts,
  recentRow,
  useBoothPhoneSuite,
} from './support/booth-phone.js';

/** The booth phone's scanner without a camera: a barcode scanner's keys, an expired login, the switches. */
const { suite, people, boothSession, phonePage, visitorIds } = useBoothPhoneSuite();

describe('the scanner input (a barcode scanner types the code and Enter)', () => {
  it('records a visit in 연속 스캔, the keys reaching the input with nothing focused', async () => {
    const page = await phonePage({ localStorage: { ...(await boothSession()), qrScanContinuous: 'true' } });
    const posted = countVisitPosts(page);
    await page.goto(`${suite.url}/qr-scan`);
    await page.getByTestId('continuous-scanner').waitFor();
    // (Chromium here has no camera)
    await page.getByTestId('scan-camera-problem').waitFor();
    await page.keyboard.type(String(people.jihun.id));
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('scan-banner-title'))).toBe(people.jihun.name);
    await eventually(() => recentRow(page, people.jihun).getAttribute('data-kind')).toBe('success');
    expect(await textOf(page.getByTestId('scan-banner-detail'))).toBe(people.jihun.affiliation);
    expect(await page.getByTestId('scan-banner').getAttribute('data-kind')).toBe('success');
    await page.screenshot({ path: `${SHOTS}/qr-scan-continuous-long-name-390.png`, fullPage: true });
    expect(await page.getByTestId('scan-code-input').inputValue()).toBe('');
    expect(posted).toEqual([people.jihun.id]);

    // the same id typed again: amber, nothing new recorded
    allowConsoleErrors(page, /status of 409/);
    await page.keyboard.type(String(people.jihun.id));
    await page.keyboard.press('Enter');
    await eventually(() => page.getByTestId('scan-banner').getAttribute('data-kind')).toBe('duplicate');
    expect(await textOf(page.getByTestId('scan-banner-title'))).toBe('이미 등록된 방문입니다.');
    // who it was, as the success banner says it: name and affiliation
    expect(await textOf(page.getByTestId('scan-banner-detail'))).toBe(
      `${people.jihun.name} · ${people.jihun.affiliation}`,
    );
    await screenshotsAtBothWidths(page, 'qr-scan-continuous-duplicate');
    // two rows for the visitor, one lead editor (on the newest)
    expect(await recentRow(page, people.jihun).count()).toBe(2);
    await page.getByTestId(`lead-editor-${String(people.jihun.id)}`).waitFor();
    expect(await page.getByTestId(`lead-editor-${String(people.jihun.id)}`).count()).toBe(1);
    expect(
      await recentRow(page, people.jihun)
        .first()
        .getByTestId(`lead-editor-${String(people.jihun.id)}`)
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
    expect(posted).toEqual([people.jihun.id, people.jihun.id]);
    expect(new URL(page.url()).pathname).toBe('/qr-scan');
    expect((await visitorIds()).filter((id) => id === people.jihun.id)).toHaveLength(1);
  });

  it('records a visit in the single scan, shows the name and affiliation under the spec text, and returns', async () => {
    const page = await phonePage({ localStorage: await boothSession() });
    const posted = countVisitPosts(page);
    const screens = await recordScanScreens(page);
    await page.goto(`${suite.url}/qr-scan`);
    await page.getByTestId('scan-status').waitFor();
    expect(await page.getByTestId('continuous-switch').isChecked()).toBe(false);
    await page.keyboard.type(String(people.haeun.id));
    await page.keyboard.press('Enter');
    // the screen returns to the list 2 s after the outcome: what it showed is read from the page's own record
    const shown = await firstScreen(screens, (s) => s.status === REGISTERED, REGISTERED);
    if (new URL(page.url()).pathname === '/qr-scan')
      await page.screenshot({ path: artifactPath('qr-scan-single-visitor.png'), fullPage: true });
    expect(shown.visitor).toBe(`${people.haeun.name} · ${people.haeun.affiliation}`);
    expect(shown.visitorTop).toBeGreaterThanOrEqual(shown.statusBottom!);
    await page.waitForURL(`${suite.url}/booth-visits2`);
    expect(posted).toEqual([people.haeun.id]);
    expect(await visitorIds()).toContain(people.haeun.id);
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
    await page.keyboard.type(String(people.sora.id));
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
    expect(posted).toEqual([people.sora.id]);
    const queued = JSON.parse((await readLocalStorage(page)).pendingBoothVisits) as { userId: number }[];
    expect(queued.map((scan) => scan.userId)).toEqual([people.sora.id]);

    await page.getByLabel('로그인 ID').fill(BOOTH.loginId);
    await page.getByLabel('비밀번호').fill(BOOTH.password);
    await page.getByRole('button', { name: '로그인', exact: true }).tap();
    await page.waitForURL(`${suite.url}/booth-visits2`);
    await page.getByTestId(`visitor-row-${String(people.sora.id)}`).waitFor();
    await page.waitForTimeout(2_000);
    expect(posted).toEqual([people.sora.id, people.sora.id]);
    expect((await visitorIds()).filter((id) => id === people.sora.id)).toHaveLength(1);
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
