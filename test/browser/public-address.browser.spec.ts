import { describe, expect, it } from 'vitest';
import { decodeQr, eventually, textOf, useBrowserSuite } from './support/browser.js';
import { screenshotsAtBothWidths } from './support/screenshots.js';

/**
 * Printed and shared addresses are the server's public address (PUBLIC_URL), not the address the admin's
 * browser happens to use (issue 26, item 10): an admin preparing the poster on a laptop at 127.0.0.1 (or at an
 * internal address) still prints a QR that visitors' phones can open.
 */
const PUBLIC_URL = 'https://expo.example.kr';
const suite = useBrowserSuite({ PUBLIC_URL });
const LAPTOP = { width: 1280, height: 800 } as const;

describe('addresses shown for others to open', () => {
  it("the walk-in poster's QR and address are the form on PUBLIC_URL, not the admin's origin", async () => {
    expect(suite.url).not.toContain('expo.example.kr');
    const formUrl = `${PUBLIC_URL}/manual-register/${String(suite.admin.eventId)}`;
    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    await page.goto(`${suite.url}/users/walk-in-poster`);
    await page.getByTestId('walk-in-poster').waitFor();
    expect(await textOf(page.getByTestId('walk-in-poster-url'))).toBe(formUrl);
    expect(
      await decodeQr(await page.getByTestId('walk-in-poster-qr').screenshot(), 'poster-public-url-qr.png'),
    ).toEqual([formUrl]);
    await screenshotsAtBothWidths(page, 'walk-in-poster-public-url');
  });

  it("the desk and booth login hints name PUBLIC_URL's login pages", async () => {
    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    await page.goto(`${suite.url}/desks`);
    await eventually(() => textOf(page.getByTestId('desk-login-hint'))).toBe(
      `데스크 로그인: ${PUBLIC_URL}/desk-login`,
    );
    await screenshotsAtBothWidths(page, 'desks-public-url');
    await page.goto(`${suite.url}/booths`);
    await eventually(() => textOf(page.getByTestId('booth-login-hint'))).toBe(
      `부스 담당자 로그인: ${PUBLIC_URL}/booth-login`,
    );
    await screenshotsAtBothWidths(page, 'booths-public-url');
  });
});
