import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface OverflowOptions {
  /**
   * 'fit' (default): nothing sticks out of the viewport and no box scrolls sideways, not even a table
   * inside its scrolling wrapper. 'scroll': a box that scrolls sideways (a wide table's wrapper) may hold
   * wider content, as long as the box itself and the page fit.
   */
  scrollers?: 'fit' | 'scroll';
}

/** One element wider than the viewport (or sticking out of it), as the report names it. */
export interface Overflow {
  element: string;
  left: number;
  right: number;
  text: string;
}

/**
 * The elements that stick out of the viewport sideways, and the page's own width: an element counts unless
 * a box that clips (overflow hidden/clip, or with `scrollers: 'scroll'` also auto/scroll) and itself fits
 * holds it. Elements that are not rendered or have no width are left out.
 */
export async function findOverflow(
  page: Page,
  options: OverflowOptions = {},
): Promise<{ viewport: number; pageWidth: number; elements: Overflow[] }> {
  return page.evaluate(
    ({ scrollers }) => {
      const viewport = document.documentElement.clientWidth;
      const describe = (el: Element) => {
        const id = el.id ? `#${el.id}` : '';
        const testId = el.getAttribute('data-testid');
        const classes =
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).join('.')}`
            : '';
        return `${el.tagName.toLowerCase()}${id}${classes}${testId ? `[data-testid=${testId}]` : ''}`;
      };
      const clips = (el: Element) => {
        const overflowX = getComputedStyle(el).overflowX;
        if (overflowX === 'hidden' || overflowX === 'clip') return true;
        return scrollers === 'scroll' && (overflowX === 'auto' || overflowX === 'scroll');
      };
      const outside = (rect: DOMRect) => rect.right > viewport + 1 || rect.left < -1;
      const elements: { element: string; left: number; right: number; text: string }[] = [];
      // an element inside one already reported is not reported again
      const reported = new Set<Element>();
      const underReported = (el: Element) => {
        for (let up = el.parentElement; up; up = up.parentElement) if (reported.has(up)) return true;
        return false;
      };
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (underReported(el)) continue;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        // a box that scrolls sideways is itself content wider than the viewport (unless allowed)
        const style = getComputedStyle(el);
        const scrollsSideways =
          (style.overflowX === 'auto' || style.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1;
        if (scrollsSideways && scrollers !== 'scroll' && el !== document.documentElement) {
          reported.add(el);
          elements.push({
            element: `${describe(el)} (scrolls sideways: ${String(el.scrollWidth)} px in ${String(el.clientWidth)} px)`,
            left: Math.round(rect.left),
            right: Math.round(rect.left + el.scrollWidth),
            text: (el.textContent ?? '').trim().slice(0, 60),
          });
        }
        if (!outside(rect)) continue;
        // held by a clipping box that fits: what sticks out is not seen and does not widen the page
        let held = false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (clips(up)) {
            held = !outside(up.getBoundingClientRect());
            break;
          }
        }
        if (held) continue;
        reported.add(el);
        elements.push({
          element: describe(el),
          left: Math.round(rect.left),
          right: Math.round(rect.right),
          text: (el.textContent ?? '').trim().slice(0, 60),
        });
      }
      return { viewport, pageWidth: document.documentElement.scrollWidth, elements };
    },
    { scrollers: options.scrollers ?? 'fit' },
  );
}

/** Fails with the offending elements when the page is wider than the viewport or an element sticks out. */
export async function expectNoOverflow(page: Page, options: OverflowOptions = {}): Promise<void> {
  const { viewport, pageWidth, elements } = await findOverflow(page, options);
  const report = elements
    .slice(0, 15)
    .map((e) => `${e.element} spans ${String(e.left)}..${String(e.right)} px: "${e.text}"`);
  expect(
    { pageWidth, offending: report },
    `${page.url()} at ${String(viewport)} px: the page is ${String(pageWidth)} px wide; ` +
      `${String(elements.length)} element(s) stick out`,
  ).toEqual({ pageWidth: viewport, offending: [] });
}
