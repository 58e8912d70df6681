import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  isEdgeMark,
  markEdges,
  pdfEdges,
  pdfFilePages,
  pdfFileWords,
  printedTextWidths,
  savePdf,
  type PdfPageSize,
  type PdfWord,
} from './print.js';

/**
 * A report printed the way a reader gets it, checked the way a reader would: every word inside the page's
 * margins, at full scale (not shrunk to fit), and no block cut by a page break. The blocks are named by the
 * report's print rules (its CSS's `break-inside: avoid` and headings' `break-after: avoid`), tagged for
 * markEdges, and found again on paper with pdfEdges.
 */

/** A paper and the report's @page margins, in mm. */
export interface Paper {
  widthMm: number;
  heightMm: number;
  marginXMm: number;
  marginYMm: number;
}

/** A4 with the reports' @page margins (reports.css, booth-reports.css: 14 mm top and bottom, 12 mm left and right). */
export const A4_REPORT: Paper = { widthMm: 210, heightMm: 297, marginXMm: 12, marginYMm: 14 };

const PX_PER_MM = 96 / 25.4;

/** What of a report a page break must not cut, as selectors of its print rules. */
export interface PrintBlockRules {
  /** The report: blocks are looked for inside every element it matches (every booth's report of a print job). */
  root: string;
  /**
   * Headings a page break must not leave alone at the foot of a page, kind → selector: each one is a block with
   * the first element of `firsts` that follows it in its parent (a section's heading with its first card, chart
   * or row; a part's small heading with its chart).
   */
  headings: Record<string, string>;
  /** What counts as the first thing under a heading. */
  firsts: string;
  /**
   * What a page break must not cut, kind → selector: each element is a block from its top to its bottom (a
   * table row from its first cell's top to its last cell's bottom: cells are as tall as their row).
   */
  atoms: Record<string, string>;
  /** Elements kept with the element after them (a <dt> with its <dd>), kind → selector. */
  pairs?: Record<string, string>;
  /** The charts among the atoms: their bar colours are kept to look for on paper (PrintedChart). */
  charts?: string;
  /**
   * A one-line text whose printed width is compared with its width laid out for print: a page wider than the
   * paper is shrunk to fit it, which would keep every word inside the margins. The first element it matches.
   */
  scaleProbe: string;
}

export interface PrintBlock {
  id: number;
  kind: string;
  label: string;
  /** The data-testid of the report it is in (of the root element; its index when it has none). */
  report: string;
}

export interface PrintedChart {
  blockId: number;
  /** The chart's own or nearest data-testid. */
  testId: string;
  /** The colours of its bars (recharts' rectangles). */
  fills: string[];
}

export interface PrintedReport {
  file: string;
  sizes: PdfPageSize[];
  words: PdfWord[][];
  blocks: PrintBlock[];
  charts: PrintedChart[];
  /** The scale probe's text and its width as laid out for print, in mm. */
  probe: { text: string; widthMm: number };
}

/** Tags the blocks of `rules` with data-edge-top / data-edge-bottom for markEdges. */
function tagPrintBlocks(page: Page, rules: PrintBlockRules) {
  return page.evaluate(({ root, headings, firsts, atoms, pairs, charts: chartSelector }) => {
    const blocks: PrintBlock[] = [];
    const charts: PrintedChart[] = [];
    const tag = (element: HTMLElement, name: 'edgeTop' | 'edgeBottom', id: number) => {
      element.dataset[name] = `${element.dataset[name] ?? ''} ${String(id)}`.trim();
    };
    const label = (element: Element) => {
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return testId ? `[${testId}] ${text}` : text;
    };
    let report = '';
    const block = (kind: string, top: Element, bottom: Element) => {
      const id = blocks.length;
      tag((top instanceof HTMLTableRowElement ? top.cells[0] : top) as HTMLElement, 'edgeTop', id);
      tag(
        (bottom instanceof HTMLTableRowElement
          ? bottom.cells[bottom.cells.length - 1]
          : bottom) as HTMLElement,
        'edgeBottom',
        id,
      );
      blocks.push({ id, kind, label: label(top), report });
      return id;
    };
    // a page printed before: its marks and tags gone, so that each id is one block
    for (const mark of document.querySelectorAll('[data-edge-mark]')) mark.remove();
    for (const element of document.querySelectorAll<HTMLElement>('[data-edge-top], [data-edge-bottom]')) {
      delete element.dataset.edgeTop;
      delete element.dataset.edgeBottom;
    }
    const reports = [...document.querySelectorAll(root)];
    if (reports.length === 0) throw new Error(`no report ${root} to print`);
    for (const [index, element] of reports.entries()) {
      report = element.getAttribute('data-testid') ?? String(index);
      for (const [kind, selector] of Object.entries(headings))
        for (const heading of element.querySelectorAll(selector)) {
          const first = [...(heading.parentElement?.querySelectorAll(firsts) ?? [])].find(
            (candidate) =>
              !heading.contains(candidate) &&
              (heading.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
          );
          if (first) block(kind, heading, first);
        }
      for (const [kind, selector] of Object.entries(atoms))
        for (const atom of element.querySelectorAll(selector)) {
          const id = block(kind, atom, atom);
          if (chartSelector && atom.matches(chartSelector))
            charts.push({
              blockId: id,
              testId: atom.closest('[data-testid]')?.getAttribute('data-testid') ?? '',
              fills: [
                ...new Set(
                  [...atom.querySelectorAll('path.recharts-rectangle')].map(
                    (bar) => bar.getAttribute('fill') ?? '',
                  ),
                ),
              ],
            });
        }
      for (const [kind, selector] of Object.entries(pairs ?? {}))
        for (const first of element.querySelectorAll(selector))
          block(kind, first, first.nextElementSibling ?? first);
    }
    return { blocks, charts };
  }, rules);
}

/** The width of the first element of `selector` as laid out for print, in mm, and its text. */
async function printWidth(page: Page, selector: string): Promise<{ text: string; widthMm: number }> {
  await page.emulateMedia({ media: 'print' });
  try {
    const probe = page.locator(selector).first();
    const { text, widthPx } = await probe.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return {
        text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
        widthPx: range.getBoundingClientRect().width,
      };
    });
    return { text, widthMm: widthPx / PX_PER_MM };
  } finally {
    await page.emulateMedia({ media: null });
  }
}

/**
 * The report on `page` saved as PDF (as the browser's print would) with the edges of its blocks marked
 * (markEdges): the file, its page sizes and words, the blocks and charts, the scale probe.
 */
export async function printReport(
  page: Page,
  rules: PrintBlockRules,
  name = 'report.pdf',
): Promise<PrintedReport> {
  const probe = await printWidth(page, rules.scaleProbe);
  const { blocks, charts } = await tagPrintBlocks(page, rules);
  expect(blocks.length, `blocks of ${rules.root}`).toBeGreaterThan(0);
  expect(await markEdges(page)).toBeGreaterThanOrEqual(blocks.length);
  const file = await savePdf(page, name);
  return { file, sizes: await pdfFilePages(file), words: await pdfFileWords(file), blocks, charts, probe };
}

/** The report's words without markEdges' marks. */
export const printedWords = (printed: PrintedReport): PdfWord[][] =>
  printed.words.map((words) => words.filter((word) => !isEdgeMark(word)));

/**
 * The printed report is on `paper`, every word inside its margins at full scale, and no block is cut by a page
 * break: each block's top and bottom edge printed once, on the same page, inside the top and bottom margins.
 */
export async function expectPrintedInside(printed: PrintedReport, paper: Paper = A4_REPORT): Promise<void> {
  const { file, sizes, words, blocks, probe } = printed;
  expect(
    sizes.filter(
      (size) => Math.abs(size.widthMm - paper.widthMm) > 1 || Math.abs(size.heightMm - paper.heightMm) > 1,
    ),
    'pages not of the paper',
  ).toEqual([]);

  // every word from its left to its right (its advance) and the middle of its box (pdftotext's boxes are as
  // tall as the font's bounding box, about 2.9 em for Noto Sans CJK)
  const text = printedWords(printed).flat();
  expect(text.length).toBeGreaterThan(0);
  const outside = text.filter((w) => {
    const middle = (w.yMinMm + w.yMaxMm) / 2;
    return (
      w.xMinMm < paper.marginXMm - 0.5 ||
      w.xMaxMm > paper.widthMm - paper.marginXMm + 0.5 ||
      middle < paper.marginYMm ||
      middle > paper.heightMm - paper.marginYMm
    );
  });
  expect(outside, 'words printed past the margins').toEqual([]);

  // at full scale: Chromium shrinks a page wider than the paper to fit it, which would keep every word inside
  const [printedWidth] = (await printedTextWidths(file, probe.text)).filter(Number.isFinite);
  expect(printedWidth, `'${probe.text}' printed`).toBeGreaterThan(0);
  expect(printedWidth / probe.widthMm, `printed size ÷ laid-out size of '${probe.text}'`).toBeCloseTo(1, 1);

  // each block's top and bottom edge within the top and bottom margins
  const edges = pdfEdges(words);
  const marks = [...edges.top.values(), ...edges.bottom.values()].flat();
  expect(marks.length).toBeGreaterThanOrEqual(2 * blocks.length);
  expect(
    marks.filter(
      ({ word }) =>
        word.yMinMm < paper.marginYMm - 0.5 || word.yMaxMm > paper.heightMm - paper.marginYMm + 0.5,
    ),
    'block edges past the top or bottom margin',
  ).toEqual([]);

  // the top and the bottom edge of each block on the same page
  const cut = blocks.flatMap((b) => {
    const [tops, bottoms] = [edges.top.get(b.id) ?? [], edges.bottom.get(b.id) ?? []];
    const what = `${b.report} ${b.kind} '${b.label}'`;
    if (tops.length !== 1 || bottoms.length !== 1)
      return [`${what}: its top printed ${String(tops.length)}×, its bottom ${String(bottoms.length)}×`];
    return tops[0].page === bottoms[0].page
      ? []
      : [`${what}: from page ${String(tops[0].page)} to page ${String(bottoms[0].page)}`];
  });
  expect(cut, 'blocks cut by a page break').toEqual([]);
}
