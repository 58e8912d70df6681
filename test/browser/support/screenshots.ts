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
