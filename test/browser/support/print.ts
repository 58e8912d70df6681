import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { decodeQrFile } from './browser.js';

/**
 * What a user gets from the browser's print, checked the way a printer would see it: the page saved as
 * PDF with its CSS page size (`page.pdf({ preferCSSPageSize: true })`, Chromium's 'Save as PDF'), its
 * page sizes read by pdfinfo, its pages rendered by pdftoppm and the QR codes on them read by zbarimg.
 */

const MM_PER_PT = 25.4 / 72;

export interface PdfPageSize {
  widthMm: number;
  heightMm: number;
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { encoding: 'utf8', timeout: 120_000, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${error.message} ${stderr}`));
        else resolve(stdout);
      },
    );
  });
}

/** The page as the print dialog's 'Save as PDF' gives it, written to a new file; returns its path. */
export async function savePdf(page: Page, name = 'print.pdf'): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'expo-print-'));
  const file = join(dir, name);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true }));
  return file;
}

/** The size of every page of a PDF file, in mm (from pdfinfo's points). */
export async function pdfFilePages(file: string): Promise<PdfPageSize[]> {
  const summary = await run('pdfinfo', [file]);
  const count = Number(/^Pages:\s+(\d+)/m.exec(summary)?.[1]);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`pdfinfo found no pages in ${file}:\n${summary}`);
  const detail = await run('pdfinfo', ['-f', '1', '-l', String(count), file]);
  const sizes = [...detail.matchAll(/^Page\s+\d+\s+size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => ({
    widthMm: Number(match[1]) * MM_PER_PT,
    heightMm: Number(match[2]) * MM_PER_PT,
  }));
  if (sizes.length !== count)
    throw new Error(`pdfinfo listed ${String(sizes.length)} of ${String(count)} page sizes`);
  return sizes;
}

/** Every page of a PDF file as a PNG at `dpi` (pdftoppm), in page order. */
export async function pdfFilePngs(file: string, dpi = 300): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'expo-print-png-'));
  await run('pdftoppm', ['-r', String(dpi), '-png', file, join(dir, 'page')]);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.png'))
    .sort((a, b) => Number(/(\d+)\.png$/.exec(a)?.[1]) - Number(/(\d+)\.png$/.exec(b)?.[1]))
    .map((name) => join(dir, name));
}

/** The QR texts of each page of a PDF file (pdftoppm -r 300, then zbarimg), page by page. */
export async function pdfFileQrCodesPerPage(file: string): Promise<string[][]> {
  const pages: string[][] = [];
  for (const png of await pdfFilePngs(file)) pages.push(await decodeQrFile(png));
  return pages;
}

export interface PdfWord {
  text: string;
  xMinMm: number;
  yMinMm: number;
  xMaxMm: number;
  yMaxMm: number;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The words of each page of a PDF file with their boxes in mm from the page's top left (pdftotext -bbox). */
export async function pdfFileWords(file: string): Promise<PdfWord[][]> {
  const html = await run('pdftotext', ['-bbox', file, '-']);
  return html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [
        ...page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map((m) => ({
        text: decodeEntities(m[5]),
        xMinMm: Number(m[1]) * MM_PER_PT,
        yMinMm: Number(m[2]) * MM_PER_PT,
        xMaxMm: Number(m[3]) * MM_PER_PT,
        yMaxMm: Number(m[4]) * MM_PER_PT,
      })),
    );
}

/**
 * How wide `text` (one line, words separated by spaces) is printed on each page where it appears, in
 * mm: from its first word's left to its last word's right (the first occurrence on the page; markEdges'
 * marks skipped).
 */
export async function printedTextWidths(file: string, text: string): Promise<number[]> {
  const tokens = text.split(/\s+/).filter(Boolean);
  return (await pdfFileWords(file)).map((page) => {
    const words = page.filter((word) => !isEdgeMark(word));
    const start = words.findIndex((_, i) => tokens.every((token, k) => words[i + k]?.text === token));
    if (start < 0) return Number.NaN;
    return words[start + tokens.length - 1].xMaxMm - words[start].xMinMm;
  });
}

/** The page sizes of the page printed to PDF with its CSS page size. */
export async function pdfPages(page: Page): Promise<PdfPageSize[]> {
  return pdfFilePages(await savePdf(page));
}

/** Every QR text on the page printed to PDF, page after page. */
export async function qrCodesInPdf(page: Page): Promise<string[]> {
  return (await pdfFileQrCodesPerPage(await savePdf(page))).flat();
}

/**
 * Page sizes rounded to `stepMm` (default 1 mm) for comparing: PDF sizes are whole points, so A4's
 * 210 mm is 595 pt = 209.9 mm.
 */
export function roundedSizes(sizes: PdfPageSize[], stepMm = 1): PdfPageSize[] {
  const round = (mm: number) => Math.round(mm / stepMm) * stepMm;
  return sizes.map(({ widthMm, heightMm }) => ({ widthMm: round(widthMm), heightMm: round(heightMm) }));
}

declare global {
  interface Window {
    __printCalls?: number[];
    __clickedAt?: number;
  }
}

/**
 * Replaces window.print (before any page script runs, on every navigation) with one that records the
 * time of each call (performance.now()), so a test can save the page as PDF instead of a dialog opening.
 */
export async function stubPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__printCalls = [];
    window.print = () => {
      window.__printCalls!.push(performance.now());
    };
  });
}

/** The times window.print() was called on this page (performance.now()), oldest first. */
export function printCalls(page: Page): Promise<number[]> {
  return page.evaluate(() => window.__printCalls ?? []);
}

/** Waits until window.print() has been called `count` times in all. */
export async function waitForPrint(page: Page, count = 1, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction((n) => (window.__printCalls?.length ?? 0) >= n, count, { timeout: timeoutMs });
}

/** The name boxes of the print area as laid out for print: text, size, and overflow of it and its badge. */
export function printedNameBoxes(page: Page) {
  return printedTextBoxes(page, '.badge-name');
}

/**
 * One text of every badge of the print area (`.badge-name`, `.badge-affiliation`) as laid out for print:
 * text, size, lines, and overflow of it and its badge.
 */
export async function printedTextBoxes(page: Page, selector: string) {
  await page.emulateMedia({ media: 'print' });
  try {
    return await page.locator('.badge-print-area [data-testid="badge"]').evaluateAll(
      (badges, of) =>
        badges.map((badge) => {
          const name = badge.querySelector<HTMLElement>(of)!;
          const range = document.createRange();
          range.selectNodeContents(name);
          const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return {
            attendeeId: Number(badge.getAttribute('data-attendee-id')),
            text: name.textContent ?? '',
            fontSizePx: parseFloat(getComputedStyle(name).fontSize),
            lines: lineTops.size,
            scrollWidth: name.scrollWidth,
            clientWidth: name.clientWidth,
            scrollHeight: name.scrollHeight,
            clientHeight: name.clientHeight,
            /** Whether anything of the badge (e.g. its QR) goes past the badge's own box. */
            badgeOverflows: badge.scrollWidth > badge.clientWidth || badge.scrollHeight > badge.clientHeight,
          };
        }),
      selector,
    );
  } finally {
    await page.emulateMedia({ media: null });
  }
}

// ---------------------------------------------------------------------------------------------
// Where an element's edges were printed: page breaks that cut a block.
// ---------------------------------------------------------------------------------------------

/** The word written at an edge: `XEDGE<id>T` at a top edge, `XEDGE<id>B` at a bottom edge. */
const EDGE_MARK = /XEDGE(\d+)([TB])/;

/** Whether a PDF word is one of markEdges' marks (not the page's own text). */
export const isEdgeMark = (word: PdfWord): boolean => EDGE_MARK.test(word.text);

/**
 * Writes a tiny, almost transparent word at the top edge of every element with `data-edge-top="<id> …"` and at
 * the bottom edge of every element with `data-edge-bottom="<id> …"` (ids are whole numbers), so that the page
 * saved as PDF tells on which page and where each edge was printed (pdfEdges). A mark is absolutely
 * positioned in its element (made `position: relative` when static): it takes no room, so the page breaks
 * fall where they would without it. A top mark stands 1 px below the top edge: Chromium prints an absolutely
 * positioned box that starts right on a page break (an element pushed to the next page) at the foot of the page
 * before. On a table row, mark its first and last cells (cells are as tall as their row).
 */
export async function markEdges(page: Page): Promise<number> {
  return page.evaluate(() => {
    let marks = 0;
    const mark = (element: HTMLElement, ids: string, edge: 'top' | 'bottom') => {
      if (getComputedStyle(element).position === 'static') element.style.position = 'relative';
      const word = document.createElement('span');
      word.dataset.edgeMark = edge;
      word.setAttribute('aria-hidden', 'true');
      word.style.cssText = `position:absolute;left:0;${edge}:${edge === 'top' ? '1px' : '0'};font:1px/1px monospace;color:rgba(255,255,255,0.05);white-space:nowrap;pointer-events:none;`;
      word.textContent = ids
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => `XEDGE${id}${edge === 'top' ? 'T' : 'B'}`)
        .join(' ');
      element.append(word);
      marks += 1;
    };
    for (const element of document.querySelectorAll<HTMLElement>('[data-edge-top]'))
      mark(element, element.dataset.edgeTop ?? '', 'top');
    for (const element of document.querySelectorAll<HTMLElement>('[data-edge-bottom]'))
      mark(element, element.dataset.edgeBottom ?? '', 'bottom');
    return marks;
  });
}

/** Where markEdges' marks were printed: page (1-based) and box of each edge, every time it was printed. */
export interface PrintedEdges {
  top: Map<number, { page: number; word: PdfWord }[]>;
  bottom: Map<number, { page: number; word: PdfWord }[]>;
}

/** The marks of markEdges found in the words of a PDF (pdfFileWords). */
export function pdfEdges(pages: PdfWord[][]): PrintedEdges {
  const edges: PrintedEdges = { top: new Map(), bottom: new Map() };
  pages.forEach((words, index) => {
    for (const word of words) {
      const match = EDGE_MARK.exec(word.text);
      if (!match) continue;
      const side = match[2] === 'T' ? edges.top : edges.bottom;
      const id = Number(match[1]);
      side.set(id, [...(side.get(id) ?? []), { page: index + 1, word }]);
    }
  });
  return edges;
}

/** An area of a PDF page in mm from the page's top left. */
export interface PdfArea {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

/** The pixels of an area of one page (1-based) of a PDF file (pdftoppm at `dpi`): RGB, row by row. */
export async function pdfAreaPixels(
  file: string,
  pageNumber: number,
  area: PdfArea,
  dpi = 100,
): Promise<{ width: number; height: number; rgb: Buffer }> {
  const px = (mm: number) => String(Math.max(1, Math.round((mm / 25.4) * dpi)));
  const ppm = await new Promise<Buffer>((resolve, reject) => {
    execFile(
      'pdftoppm',
      [
        ...['-r', String(dpi), '-f', String(pageNumber), '-l', String(pageNumber)],
        ...['-x', px(area.xMm), '-y', px(area.yMm), '-W', px(area.widthMm), '-H', px(area.heightMm)],
        file,
      ],
      { encoding: 'buffer', timeout: 60_000, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdftoppm failed on ${file}: ${error.message} ${stderr.toString()}`));
        else resolve(stdout);
      },
    );
  });
  // binary PPM: "P6", width, height, maxval (255), each after whitespace, then the RGB bytes
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error(`pdftoppm gave no PPM for page ${String(pageNumber)} of ${file}`);
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, rgb: ppm.subarray(header[0].length, header[0].length + width * height * 3) };
}

/** How many pixels of an area of a PDF page have this colour (`#rrggbb`, each channel within `tolerance`). */
export async function pdfAreaColourCount(
  file: string,
  pageNumber: number,
  area: PdfArea,
  colour: string,
  tolerance = 12,
): Promise<number> {
  const { rgb } = await pdfAreaPixels(file, pageNumber, area);
  const want = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i + 2 < rgb.length; i += 3)
    if (want.every((value, k) => Math.abs(rgb[i + k] - value) <= tolerance)) count += 1;
  return count;
}
