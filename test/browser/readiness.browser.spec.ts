import { describe, expect, it } from 'vitest';
import { eventually, PHONE, textOf, useBrowserSuite } from './support/browser.js';

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
