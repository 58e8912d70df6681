import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts a page may not have: a person relying on a screen reader or the keyboard is stopped by them. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe-core's serious and critical violations on the page as it is now (WCAG 2.1 A and AA rules and axe's best
 * practices), one line each: rule, impact, and the elements. The engine is put in through the DevTools protocol,
 * which the page's Content-Security-Policy does not stop.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? ''}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
