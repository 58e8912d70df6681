// 100-character words at 390 px (test/browser/support/long-words.ts), and the phone's admin navigation.
import { describe, expect, it } from 'vitest';
import { expectNoOverflow } from './support/overflow.js';
import { screenshot } from './support/screenshots.js';
import { PHONE, describeLongWords } from './support/long-words.js';

const { suite, open } = describeLongWords(PHONE);

describe('the admin navigation', () => {
  it('is a 메뉴 button on a phone that opens the links, and a link there works', async () => {
    const page = await open(PHONE, { session: 'admin' });
    await page.goto(`${suite.url}/users`);
    const menu = page.getByRole('button', { name: '메뉴', exact: true });
    await menu.waitFor();
    // folded, the links are hidden: found with the hidden ones
    const nav = page.getByRole('navigation', { name: '관리자 메뉴', includeHidden: true });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getAttribute('aria-controls')).toBe(await nav.getAttribute('id'));
    expect(await nav.isVisible()).toBe(false);
    // the bar is one line: brand, 메뉴 and 로그아웃
    const bar = (await page.locator('header.nav-bar').boundingBox())!;
    expect(bar.height).toBeLessThan(70);

    await menu.tap();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: '부스 관리' }).waitFor();
    const links = await nav.getByRole('link').allInnerTexts();
    expect(links).toContain('참석자 목록');
    expect(links).toContain('개인정보');
    await expectNoOverflow(page);
    await screenshot(page, 'nav-menu-open-390.png');

    await nav.getByRole('link', { name: '부스 관리' }).tap();
    await page.waitForURL(`${suite.url}/booths`);
    // the menu folds again once a page is chosen
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    await menu.tap();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
  });
});
