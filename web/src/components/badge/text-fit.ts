import { LINE_HEIGHT, type FitBox } from './badge-layout';

/** How a text is set in its box: the font size, and whether it may break inside a word. */
export interface TextFit {
  fontMm: number;
  breakAnywhere: boolean;
}

const PX_PER_MM = 96 / 25.4;
/** Room kept free in the box, so print's own rounding never makes a fitted text overflow. */
const SAFETY = 0.96;
/** The precision of the font size search. */
const STEP_MM = 0.1;
/** The smallest size a text is set in (on a narrow badge, a very long name or affiliation). */
const FLOOR_MM = 1.2;

const cache = new Map<string, TextFit>();
/** One hidden measurer per kind of text (each styled like the text it measures). */
const measurers = new Map<FitBox['kind'], HTMLDivElement>();

export function textFitKey(text: string, box: FitBox): string {
  return `${box.kind}|${String(box.widthMm)}|${String(box.heightMm)}|${String(box.maxFontMm)}|${String(box.minFontMm)}|${text}`;
}

/** What a text is set in before it was measured: small enough for nearly any text. */
export function provisionalTextFit(box: FitBox): TextFit {
  return { fontMm: box.minFontMm, breakAnywhere: true };
}

/** Forgets every measurement (after the fonts changed). */
export function clearTextFits(): void {
  cache.clear();
}

/**
 * The hidden element texts of this kind are measured in (styled by .badge-fit-measurer and
 * .badge-measure-<kind> like the badge's text, but with its height following the text). Only it is laid
 * out while measuring: no badge is touched.
 */
function theMeasurer(kind: FitBox['kind']): HTMLDivElement {
  const existing = measurers.get(kind);
  if (existing?.isConnected) return existing;
  const measurer = document.createElement('div');
  measurer.className = `badge-fit-measurer badge-measure-${kind}`;
  measurer.setAttribute('aria-hidden', 'true');
  document.body.append(measurer);
  measurers.set(kind, measurer);
  return measurer;
}

function fitsAt(element: HTMLDivElement, fontMm: number, box: FitBox, maxLines: number): boolean {
  element.style.fontSize = `${String(fontMm)}mm`;
  const height = element.getBoundingClientRect().height;
  const lineHeight = fontMm * PX_PER_MM * LINE_HEIGHT[box.kind];
  const lines = Math.round(height / lineHeight);
  return (
    element.scrollWidth <= element.clientWidth &&
    height <= box.heightMm * PX_PER_MM * SAFETY &&
    lines <= maxLines
  );
}

/** The largest size in [low, high] (to STEP_MM) at which the text fits, or null when even `low` does not. */
function largestFitting(
  element: HTMLDivElement,
  box: FitBox,
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

function measure(element: HTMLDivElement, text: string, box: FitBox): TextFit {
  element.textContent = text;
  element.style.width = `${String(box.widthMm * SAFETY)}mm`;
  for (const { breakAnywhere, maxLines, below } of ATTEMPTS) {
    element.classList.toggle('badge-fit-break', breakAnywhere);
    const [low, high] = below ? [FLOOR_MM, box.minFontMm] : [box.minFontMm, box.maxFontMm];
    const fontMm = largestFitting(element, box, low, high, maxLines);
    if (fontMm !== null) return { fontMm, breakAnywhere };
  }
  return { fontMm: FLOOR_MM, breakAnywhere: true };
}

/**
 * Measures every (text, box) not measured yet in one pass over the hidden measurers, and caches the fits.
 * Reads no badge's layout, so a batch of thousands costs a few small layouts per distinct text.
 */
export function fitTexts(requests: readonly { text: string; box: FitBox }[]): void {
  const used = new Set<HTMLDivElement>();
  for (const { text, box } of requests) {
    const key = textFitKey(text, box);
    if (cache.has(key)) continue;
    const element = theMeasurer(box.kind);
    used.add(element);
    cache.set(key, measure(element, text, box));
  }
  for (const element of used) element.textContent = '';
}

/** The fit of one text (measured now unless cached): the name's, the affiliation's. */
export function fitText(text: string, box: FitBox): TextFit {
  fitTexts([{ text, box }]);
  return cache.get(textFitKey(text, box)) ?? provisionalTextFit(box);
}
