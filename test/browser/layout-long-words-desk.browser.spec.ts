// 100-character words at 1280 px (test/browser/support/long-words.ts), the desk's admin navigation and the /users header.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/screenshots.js';
import { DESK, describeLongWords } from './support/long-words.js';

const { suite, open } = describeLongWords(DESK);

describe('the admin navigation', () => {
  it('shows every menu of links and 로그아웃 on one line at 1280 px, without a 메뉴 button', async () => {
    const page = await open(DESK, { session: 'admin' });
    await page.goto(`${suite.url}/users`);
    const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
    await nav.waitFor();
    expect(
      await page.getByRole('button', { name: '메뉴', exact: true, includeHidden: true }).isVisible(),
    ).toBe(false);
    // the links are grouped in menus (참가자, 현장 운영, 부스·강연, 보고서, 설정): admin-nav.browser.spec.ts
    const boxes = await Promise.all(
      [
        page.getByTestId('nav-admin-name'),
        ...(await nav.getByRole('button').all()),
        page.getByRole('button', { name: '로그아웃' }),
      ].map(async (item) => (await item.boundingBox())!),
    );
    expect(boxes.length).toBe(7);
    // one line: every item's middle at the same height
    const middles = boxes.map((box) => box.y + box.height / 2);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(3);
    await screenshot(page, 'nav-1280.png');
  });
});

describe('/users header', () => {
  it("links the walk-in form of the admin's event (new tab) next to 현장등록 포스터", async () => {
    const page = await open(DESK, { session: 'admin' });
    await page.goto(`${suite.url}/users`);
    const link = page.getByRole('link', { name: '현장 등록 양식' });
    expect(await link.getAttribute('href')).toBe(`/manual-register/${String(suite.admin.eventId)}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [form] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await form.waitForURL(`${suite.url}/manual-register/${String(suite.admin.eventId)}`);
    await form.getByRole('heading', { level: 1 }).first().waitFor();
  });
});
