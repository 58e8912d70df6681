import type { Locator, Page } from 'playwright-core';

/** The admin navigation bar's links (found with the ones folded in a closed menu). */
export function adminNav(page: Page): Locator {
  return page.getByRole('navigation', { name: '관리자 메뉴', includeHidden: true });
}

/**
 * Follows the admin navigation's link `label` as a person would: on a phone through the '메뉴' button, from
 * 640 px through the button of the link's group (참가자, 현장 운영, …).
 */
export async function followNavLink(page: Page, label: string): Promise<void> {
  const nav = adminNav(page);
  const link = nav.getByRole('link', { name: label, exact: true, includeHidden: true });
  await link.waitFor({ state: 'attached' });
  const phoneMenu = page.getByRole('button', { name: '메뉴', exact: true });
  if (await phoneMenu.isVisible()) {
    if ((await phoneMenu.getAttribute('aria-expanded')) !== 'true') await phoneMenu.click();
  } else {
    // (the inner locator of `has` is matched inside the group: it starts from the page, not from the bar)
    const inGroup = page.getByRole('link', { name: label, exact: true, includeHidden: true });
    const button = nav.locator('.nav-group', { has: inGroup }).locator('.nav-group-button');
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  await nav.getByRole('link', { name: label, exact: true }).click();
}
