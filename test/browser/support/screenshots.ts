import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { artifactPath } from './browser.js';

/** A screenshot into SHOTS_DIR when set (to look at the screens), else next to the run's other artifacts. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: dir ? join(dir, name) : artifactPath(name), fullPage });
}

/** The screen as a phone (390×844) and a laptop (1280×800) show it, then at the page's own size again. */
export async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  const own = page.viewportSize();
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${String(size.width)}.png`, true);
  }
  if (own) await page.setViewportSize(own);
}
