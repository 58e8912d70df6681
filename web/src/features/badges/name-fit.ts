import type { NameBox } from './badge-layout';
import { NAME_LINE_HEIGHT } from './badge-layout';

/** How a name is set in its box: the font size, and whether it may break inside a word. */
export interface NameFit {
  fontMm: number;
  breakAnywhere: boolean;
}

const PX_PER_MM = 96 / 25.4;
/** Room kept free in the box, so print's own rounding never makes a fitted name overflow. */
const SAFETY = 0.96;
/** The precision of the font size search. */
const STEP_MM = 0.1;
/** The smallest size a name is set in (on a narrow badge, a very long name). */
const FLOOR_MM = 1.2;

const cache = new Map<string, NameFit>();
let measurer: HTMLDivElement | null = null;

export function nameFitKey(name: string, box: NameBox): string {
  return `${String(box.widthMm)}|${String(box.heightMm)}|${String(box.maxFontMm)}|${String(box.minFontMm)}|${name}`;
}

/** The fit measured before for this name and box, if any. */
export function cachedNameFit(name: string, box: NameBox): NameFit | undefined {
  return cache.get(nameFitKey(name, box));
}

/** What a name is set in before it was measured: small enough for nearly any name. */
export function provisionalNameFit(box: NameBox): NameFit {
  return { fontMm: box.minFontMm, breakAnywhere: true };
}

/** Forgets every measurement (after the fonts changed). */
export function clearNameFits(): void {
  cache.clear();
}

/**
 * The one hidden element names are measured in (styled by .badge-name-measurer like .badge-name, but
 * with its height following the text). Only it is laid out while measuring: no badge is touched.
 */
function theMeasurer(): HTMLDivElement {
  if (measurer?.isConnected) return measurer;
  measurer = document.createElement('div');
  measurer.className = 'badge-name-measurer';
  measurer.setAttribute('aria-hidden', 'true');
  document.body.append(measurer);
  return measurer;
}

function fitsAt(element: HTMLDivElement, fontMm: number, box: NameBox, maxLines: number): boolean {
  element.style.fontSize = `${String(fontMm)}mm`;
  const height = element.getBoundingClientRect().height;
  const lineHeight = fontMm * PX_PER_MM * NAME_LINE_HEIGHT;
  const lines = Math.round(height / lineHeight);
  return (
    element.scrollWidth <= element.clientWidth &&
    height <= box.heightMm * PX_PER_MM * SAFETY &&
    lines <= maxLines
  );
}

/** The largest size in [low, high] (to STEP_MM) at which the name fits, or null when even `low` does not. */
function largestFitting(
  element: HTMLDivElement,
  box: NameBox,
  low: number,
  high: number,
  maxLines: number,
): number | null {
  if (fitsAt(element, high, box, maxLines)) return high;
  if (!fitsAt(element, low, box, maxLines)) return null;
  let fits = low;
  let tooLarge = high;
  while (tooLarge - fits > STEP_MM) {
    const middle = (fits + tooLarge) / 2;
    if (fitsAt(element, middle, box, maxLines)) fits = middle;
    else tooLarge = middle;
  }
  return Math.floor(fits * 10) / 10;
}

/** The tries, best first: whole words, then breaks inside a word; two lines, smaller, then more lines. */
const ATTEMPTS: readonly { breakAnywhere: boolean; maxLines: number; below: boolean }[] = [
  // whole words on at most two lines, as large as the box allows
  { breakAnywhere: false, maxLines: 2, below: false },
  // one word too long for the line (a 30-syllable name without spaces): break inside it
  { breakAnywhere: true, maxLines: 2, below: false },
  // a narrow badge: still two lines, smaller than the usual smallest size
  { breakAnywhere: true, maxLines: 2, below: true },
  // nothing else fits: as many lines as the box holds
  { breakAnywhere: true, maxLines: Number.POSITIVE_INFINITY, below: true },
];

function measure(element: HTMLDivElement, name: string, box: NameBox): NameFit {
  element.textContent = name;
  element.style.width = `${String(box.widthMm * SAFETY)}mm`;
  for (const { breakAnywhere, maxLines, below } of ATTEMPTS) {
    element.classList.toggle('badge-name-break', breakAnywhere);
    const [low, high] = below ? [FLOOR_MM, box.minFontMm] : [box.minFontMm, box.maxFontMm];
    const fontMm = largestFitting(element, box, low, high, maxLines);
    if (fontMm !== null) return { fontMm, breakAnywhere };
  }
  return { fontMm: FLOOR_MM, breakAnywhere: true };
}

/**
 * Measures every (name, box) not measured yet in one pass over the hidden measurer, and caches the fits.
 * Reads no badge's layout, so a batch of thousands costs a few small layouts per distinct name.
 */
export function fitNames(requests: readonly { name: string; box: NameBox }[]): void {
  let element: HTMLDivElement | null = null;
  for (const { name, box } of requests) {
    const key = nameFitKey(name, box);
    if (cache.has(key)) continue;
    element ??= theMeasurer();
    cache.set(key, measure(element, name, box));
  }
  if (element) element.textContent = '';
}

/** The fit of one name (measured now unless cached). */
export function fitName(name: string, box: NameBox): NameFit {
  fitNames([{ name, box }]);
  return cache.get(nameFitKey(name, box)) ?? provisionalNameFit(box);
}
