import type { Page } from 'playwright-core';
import { waitForValue } from './browser.js';

/** What the booth scanner showed at one moment, as the page itself saw it. */
export interface ScanScreen {
  /** Date.now() in the page when it showed this. */
  at: number;
  path: string;
  /** The blue status line ('scan-status'), or null when there is none. */
  status: string | null;
  /** The visitor's name and affiliation under a success ('scan-visitor'). */
  visitor: string | null;
  /** Why a scan was kept on the phone ('scan-queued'). */
  queued: string | null;
  /** Where the status line ends and the visitor line starts (px from the top), when both are shown. */
  statusBottom: number | null;
  visitorTop: number | null;
}

declare global {
  interface Window {
    __scanScreens?: ScanScreen[];
  }
}

/**
 * Records, inside the page, every change of the scan screen (its status, visitor and queued lines, and the path).
 * The single scan returns to the visitor list 2 s after its outcome (spec §9): a test reading the screen from
 * outside can miss that window on a busy machine, so it reads what the page recorded instead. Call it before the
 * page's first navigation; the returned function gives the screens recorded so far, oldest first.
 */
export async function recordScanScreens(page: Page): Promise<() => Promise<ScanScreen[]>> {
  await page.addInitScript(() => {
    const screens: ScanScreen[] = [];
    window.__scanScreens = screens;
    const text = (testId: string) => {
      const element = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
      return element ? element.innerText.trim() : null;
    };
    const rect = (testId: string) =>
      document.querySelector(`[data-testid="${testId}"]`)?.getBoundingClientRect() ?? null;
    const look = () => {
      const status = text('scan-status');
      const visitor = text('scan-visitor');
      const queued = text('scan-queued');
      const path = location.pathname;
      const last = screens[screens.length - 1];
      if (last?.path === path && last.status === status && last.visitor === visitor && last.queued === queued)
        return;
      screens.push({
        at: Date.now(),
        path,
        status,
        visitor,
        queued,
        statusBottom: rect('scan-status')?.bottom ?? null,
        visitorTop: rect('scan-visitor')?.top ?? null,
      });
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => window.__scanScreens ?? []);
}

/** The first recorded screen that `match` accepts, waiting for it (the UI timeout). */
export function firstScreen(
  screens: () => Promise<ScanScreen[]>,
  match: (screen: ScanScreen) => boolean,
  what: string,
): Promise<ScanScreen> {
  return waitForValue(async () => (await screens()).find(match), what);
}
