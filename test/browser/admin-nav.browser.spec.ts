import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, textOf, useBrowserSuite } from './support/browser.js';
import { adminNav } from './support/admin-nav.js';
import { expectNoOverflow } from './support/overflow.js';
import { screenshot } from './support/screenshots.js';

/**
 * The admin navigation grouped by what an admin does (issue 47): from 1024 px one line (brand, event, five menus,
 * 로그아웃) even with long Korean names, every link reached through its menu, the spec's conditional links only
 * with their flags, menus that fold on Escape, a click outside or a chosen link; on a phone one '메뉴' panel.
 */

const suite = useBrowserSuite();

/** A long admin name and event name, in Korean words (keep-all: they never break inside a word). */
const LONG_ADMIN = '서울국제전시컨벤션센터 운영본부 총괄 책임관리자 홍길동';
const LONG_EVENT = '2026 서울 국제 스마트시티 엑스포 및 컨퍼런스 (제12회)';

const GROUPS = [
  {
    name: '참가자',
    links: [
      { label: '참석자 목록', href: '/users' },
      { label: '명찰 출력', href: '/badges' },
      { label: 'QR 발송 내역', href: '/messages' },
    ],
  },
  {
    name: '현장 운영',
    links: [
      { label: '통계 대시보드', href: '/dashboard' },
      { label: '데스크 관리', href: '/desks' },
      { label: '부스 방문자', href: '/booth-visits' },
      { label: '강연 출석', href: '/lecture-visits' },
    ],
  },
  {
    name: '부스·강연',
    links: [
      { label: '부스 관리', href: '/booths' },
      { label: '강연 관리', href: '/lectures' },
    ],
  },
  {
    name: '보고서',
    links: [
      { label: '결과보고서', href: '/report' },
      { label: '부스별 성과 보고서', href: '/report/booths' },
      { label: '만족도 조사', href: '/surveys' },
    ],
  },
  {
    name: '설정',
    links: [
      { label: '명찰 설정', href: '/badges/settings' },
      { label: '개인정보', href: '/privacy' },
    ],
  },
];
const CONDITIONAL = ['/booths', '/booth-visits', '/lectures', '/lecture-visits'];

const groupButton = (page: Page, name: string) =>
  adminNav(page).getByRole('button', { name, exact: true, includeHidden: true });

/** Every link of the bar (folded ones too): label and address, in order. */
function allLinks(page: Page) {
  return adminNav(page)
    .locator('a')
    .evaluateAll((links) =>
      links.map((a) => ({ label: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })),
    );
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
}

describe('the admin navigation from 1024 px', () => {
  it('is one line at 1024 and 1280 px with a long admin name: brand, menus and 로그아웃 side by side', async () => {
    const page = await suite.newPage({
      session: 'admin',
      localStorage: { adminName: LONG_ADMIN, eventName: LONG_EVENT },
      viewport: { width: 1024, height: 768 },
    });
    await page.goto(`${suite.url}/users`);
    await eventually(() => textOf(page.getByTestId('nav-admin-name'))).toBe(`${LONG_ADMIN} Admin`);
    // from 640 px to 1023 px the menus take a second line, within the window
    await page.setViewportSize({ width: 768, height: 768 });
    expect((await box(page, '.nav-logout')).y).toBeLessThan((await box(page, '.nav-menu')).y);
    await expectNoOverflow(page);
    await screenshot(page, 'nav-grouped-768.png');
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 768 });
      const bar = await box(page, 'header.nav-bar');
      const brand = await box(page, '[data-testid="nav-admin-name"]');
      const logout = await box(page, '.nav-logout');
      const buttons = await Promise.all(
        GROUPS.map(async (g) => (await groupButton(page, g.name).boundingBox())!),
      );
      // one row: the bar as tall as a button and its padding, every item on the same line
      expect(bar.height, `bar at ${String(width)} px`).toBeLessThan(64);
      expect(Math.abs(logout.y - brand.y), `로그아웃 and brand at ${String(width)} px`).toBeLessThan(2);
      for (const button of buttons) expect(Math.abs(button.y - brand.y)).toBeLessThan(2);
      // the long name is cut with an ellipsis on one line, never wrapped
      const brandStyle = await page
        .getByTestId('nav-admin-name')
        .evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth, ...getComputedStyle(el) }));
      expect(brandStyle.cut).toBe(true);
      expect(brandStyle.textOverflow).toBe('ellipsis');
      expect(brandStyle.wordBreak).toBe('keep-all');
      expect(await page.getByRole('button', { name: '메뉴', exact: true }).isVisible()).toBe(false);
      await expectNoOverflow(page);
      await screenshot(page, `nav-grouped-${String(width)}.png`);
      // the last menu opens leftwards and stays inside the window
      await groupButton(page, '설정').click();
      const list = await box(page, '.nav-group-open .nav-group-links');
      expect(list.x + list.width).toBeLessThanOrEqual(width);
      await screenshot(page, `nav-grouped-${String(width)}-open.png`);
      await page.keyboard.press('Escape');
      expect(await groupButton(page, '설정').getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('reaches every link through its menu, navigates, folds the menu and marks the current group', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: { width: 1280, height: 800 } });
    await page.goto(`${suite.url}/users`);
    expect(await allLinks(page)).toEqual(GROUPS.flatMap((g) => g.links));
    for (const group of GROUPS) {
      for (const link of group.links) {
        const button = groupButton(page, group.name);
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        await button.click();
        expect(await button.getAttribute('aria-expanded')).toBe('true');
        const list = page.locator(`#${(await button.getAttribute('aria-controls'))!}`);
        expect(await list.isVisible()).toBe(true);
        expect(await list.getByRole('link').allInnerTexts()).toEqual(group.links.map((l) => l.label));
        await list.getByRole('link', { name: link.label, exact: true }).click();
        await page.waitForURL(`${suite.url}${link.href}`);
        // the chosen link folds its menu; the link is the current page and its group is marked
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        expect(await list.isVisible()).toBe(false);
        const current = adminNav(page).getByRole('link', {
          name: link.label,
          exact: true,
          includeHidden: true,
        });
        await eventually(() => current.getAttribute('aria-current')).toBe('page');
        const marked = await adminNav(page).locator('.nav-group-current .nav-group-button').allTextContents();
        expect(marked).toEqual([group.name]);
      }
    }
    // /badges/settings is in 설정, not in 참가자's /badges; a page below a link is in the link's group
    await page.goto(`${suite.url}/users/register`);
    await eventually(() => adminNav(page).locator('.nav-group-current').textContent()).toContain('참가자');
  });

  it('folds a menu on Escape, on a click outside and on another menu; the keyboard reaches the links', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: { width: 1024, height: 768 } });
    await page.goto(`${suite.url}/users`);
    const attendees = groupButton(page, '참가자');
    const onSite = groupButton(page, '현장 운영');
    await attendees.click();
    await page.keyboard.press('Escape');
    expect(await attendees.getAttribute('aria-expanded')).toBe('false');
    // Escape gives the focus back to the button
    expect(await attendees.evaluate((el) => el === document.activeElement)).toBe(true);

    await attendees.click();
    await page.getByRole('heading', { name: '참석자 목록', level: 1 }).click();
    expect(await attendees.getAttribute('aria-expanded')).toBe('false');

    await attendees.click();
    await onSite.click();
    expect(await attendees.getAttribute('aria-expanded')).toBe('false');
    expect(await onSite.getAttribute('aria-expanded')).toBe('true');
    await onSite.click();
    expect(await onSite.getAttribute('aria-expanded')).toBe('false');

    // keyboard only: Enter opens, Tab goes to the first link, Escape from a link folds back to the button
    await attendees.focus();
    await page.keyboard.press('Enter');
    expect(await attendees.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('참석자 목록');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('명찰 출력');
    await page.keyboard.press('Escape');
    expect(await attendees.getAttribute('aria-expanded')).toBe('false');
    expect(await attendees.evaluate((el) => el === document.activeElement)).toBe(true);
    // ArrowDown on a folded button opens it at its first link; Enter follows the link
    await page.keyboard.press('ArrowDown');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('참석자 목록');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${suite.url}/badges`);
    expect(await attendees.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves the booth and lecture links out when the flags say the admin has none, and an empty group too', async () => {
    const page = await suite.newPage({
      session: 'admin',
      localStorage: { hasBooth: 'false', hasLecture: 'false' },
      viewport: { width: 1024, height: 768 },
    });
    await page.goto(`${suite.url}/users`);
    await adminNav(page).waitFor();
    const hrefs = (await allLinks(page)).map((l) => l.href);
    for (const href of CONDITIONAL) expect(hrefs).not.toContain(href);
    expect(hrefs).not.toContain('/events');
    expect(await groupButton(page, '부스·강연').count()).toBe(0);
    expect(await adminNav(page).locator('.nav-group-button').allTextContents()).toEqual([
      '참가자',
      '현장 운영',
      '보고서',
      '설정',
    ]);
    await groupButton(page, '현장 운영').click();
    expect(await adminNav(page).getByRole('link').allInnerTexts()).toEqual(['통계 대시보드', '데스크 관리']);
  });

  it("shows the event's name and, for an organiser, 행사 목록 under 설정", async () => {
    const page = await suite.newPage({
      session: 'admin',
      localStorage: { adminRole: 'organiser', eventName: LONG_EVENT },
      viewport: { width: 1024, height: 768 },
    });
    await page.goto(`${suite.url}/users`);
    await eventually(() => textOf(page.getByTestId('nav-event-name'))).toBe(LONG_EVENT);
    expect(await page.getByTestId('nav-event-name').getAttribute('title')).toBe(LONG_EVENT);
    await groupButton(page, '설정').click();
    const events = adminNav(page).getByRole('link', { name: '행사 목록', exact: true });
    expect(await events.getAttribute('href')).toBe('/events');
    expect((await box(page, 'header.nav-bar')).height).toBeLessThan(64);
    await expectNoOverflow(page);
    await screenshot(page, 'nav-grouped-1024-organiser.png');
  });
});

describe('the admin navigation on a phone', () => {
  it("reaches every link through the one '메뉴' panel at 360 px, grouped under headings", async () => {
    const page = await suite.newPage({
      session: 'admin',
      localStorage: { adminName: LONG_ADMIN, eventName: LONG_EVENT },
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    await page.goto(`${suite.url}/users`);
    const menu = page.getByRole('button', { name: '메뉴', exact: true });
    await menu.waitFor();
    expect(await menu.getAttribute('aria-controls')).toBe(await adminNav(page).getAttribute('id'));
    expect(await adminNav(page).isVisible()).toBe(false);
    // brand, 메뉴 and 로그아웃 on one line
    const brand = await box(page, '[data-testid="nav-admin-name"]');
    const logout = await box(page, '.nav-logout');
    expect(brand.y).toBeLessThan(logout.y + logout.height);
    expect((await box(page, 'header.nav-bar')).height).toBeLessThan(70);
    await expectNoOverflow(page);
    await screenshot(page, 'nav-grouped-360.png');

    await menu.tap();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await adminNav(page).locator('.nav-group-heading').allInnerTexts()).toEqual(
      GROUPS.map((g) => g.name),
    );
    expect(await adminNav(page).locator('.nav-group-button').first().isVisible()).toBe(false);
    const shown = await adminNav(page).getByRole('link').allInnerTexts();
    expect(shown).toEqual(GROUPS.flatMap((g) => g.links.map((l) => l.label)));
    await expectNoOverflow(page);
    await screenshot(page, 'nav-grouped-360-open.png', true);

    // Escape folds the panel
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await adminNav(page).isVisible()).toBe(false);

    // every link is in the panel with its address (the 1024 px test opens each page); the first and last of
    // each group are tapped here: they navigate and the panel folds again
    const links = GROUPS.flatMap((g) => g.links);
    expect(
      await adminNav(page)
        .getByRole('link', { includeHidden: true })
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
    ).toEqual(links.map((l) => l.href));
    const tapped = GROUPS.flatMap((g) => [...new Set([g.links[0]!, g.links.at(-1)!])]);
    for (const link of tapped) {
      await menu.tap();
      await adminNav(page).getByRole('link', { name: link.label, exact: true }).tap();
      await page.waitForURL(`${suite.url}${link.href}`);
      // (the page has rendered the new address: its link is the current one)
      const current = adminNav(page).getByRole('link', {
        name: link.label,
        exact: true,
        includeHidden: true,
      });
      await eventually(() => current.getAttribute('aria-current')).toBe('page');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
    }
  });
});
