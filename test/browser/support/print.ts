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
 * mm: from its first word's left to its last word's right (the first occurrence on the page).
 */
export async function printedTextWidths(file: string, text: string): Promise<number[]> {
  const tokens = text.split(/\s+/).filter(Boolean);
  return (await pdfFileWords(file)).map((words) => {
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
