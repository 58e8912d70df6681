import { CellStylesReader } from './cell-styles.js';
import { MergedCellFill } from './merged-cells.js';
import { NotXlsxError } from './not-xlsx.error.js';
import { foldCase, PackageParts, relsPartOf, resolveTarget } from './part-names.js';
import { SharedStringsReader } from './shared-strings.js';
import type { SheetValue } from './sheet-cell-value.js';
import { SheetRowsReader, type SheetRowsOptions } from './sheet-rows.js';
import { surveySheet, type SheetSurvey } from './sheet-survey.js';
import { officeDocumentOf, workbookMap, TagCollector } from './workbook-map.js';
import { XmlScanner, type XmlHandler, type XmlScannerLimits } from './xml-scanner.js';
import { decodeXml } from './xml-text.js';
import { inflateEntry, readZipDirectory, type ZipEntry } from './zip-reader.js';

export type { SheetValue } from './sheet-cell-value.js';
export type { SheetSurvey } from './sheet-survey.js';

export interface SheetRow {
  /** 1-based, as Excel shows it. */
  number: number;
  /** By column number (1-based); holes and undefined are empty cells. */
  values: SheetValue[];
}

/** How large the parts may be once inflated: limits against zip bombs and sheets made to be slow. */
export interface XlsxLimits {
  /** The shared-strings table (held in memory while the sheet is read), workbook, relationships and styles. */
  maxPartBytes: number;
  /** The sheet (streamed: only time is at stake). */
  maxSheetBytes: number;
  /**
   * XML elements of the sheet, and cells filled in from merged ranges (each costs about the same time), from
   * the number of its rows (its <row> tags, counted by the survey before the rows are read); unlimited when
   * absent.
   */
  maxSheetElements?: (rowTags: number) => number;
}

/** The first visible worksheet of a workbook, surveyed and ready to be read (more than once if need be). */
export interface OpenSheet {
  survey: SheetSurvey;
  /** Its rows in batches as the sheet is inflated and parsed (the sheet itself is never held whole). */
  rows(): AsyncGenerator<SheetRow[]>;
}

/** Where the workbook is when the package's relationships do not say (as Excel writes it). */
const DEFAULT_WORKBOOK = 'xl/workbook.xml';

/** Inflates `entry` and feeds it as text to `handler`, piece by piece; yields after each piece. */
async function* scan(
  zip: Buffer,
  entry: ZipEntry,
  handler: XmlHandler,
  maxBytes: number,
  limits?: XmlScannerLimits,
): AsyncGenerator<void> {
  const scanner = new XmlScanner(handler, decodeXml, limits);
  const decoder = new TextDecoder();
  for await (const chunk of inflateEntry(zip, entry, maxBytes)) {
    scanner.feed(decoder.decode(chunk, { stream: true }));
    yield;
  }
  scanner.feed(decoder.decode());
  scanner.end();
}

async function readPart<T extends XmlHandler>(zip: Buffer, entry: ZipEntry, handler: T, maxBytes: number) {
  for await (const _ of scan(zip, entry, handler, maxBytes));
  return handler;
}

/** The `<Relationship>` tags of the relationships of `part` ('' for the package); none without them. */
async function relationshipsOf(zip: Buffer, parts: PackageParts, part: string, maxBytes: number) {
  const entry = parts.get(relsPartOf(part));
  if (!entry) return [];
  return (await readPart(zip, entry, new TagCollector('Relationship'), maxBytes)).found('Relationship');
}

/** Without relationships: the worksheet with the lowest number in the workbook's worksheets/ folder. */
function lowestSheet(parts: PackageParts, workbook: string): string | undefined {
  const folder = `${foldCase(resolveTarget(workbook, 'worksheets'))}/`;
  const numbered = [...parts.names()]
    .filter((name) => name.startsWith(folder))
    .map((name) => ({ name, match: /^sheet(\d+)\.xml$/.exec(name.slice(folder.length)) }))
    .filter(({ match }) => match !== null)
    .map(({ name, match }) => ({ name, number: Number(match?.[1]) }));
  return numbered.sort((a, b) => a.number - b.number)[0]?.name;
}

const isTrue = (value: string | undefined) => value === '1' || value === 'true';

/**
 * Opens the first visible worksheet of an .xlsx held in memory: finds the workbook through the package's
 * relationships (xl/workbook.xml without them), reads the workbook, its relationships, the shared
 * strings (held while the sheet is read) and the cell formats, and surveys the sheet (inflated once: its size
 * checked, its rows counted, its merged ranges found). Throws NotXlsxError for anything that is not a
 * readable workbook, XlsxTooLargeError for content over the limits.
 */
export async function openFirstSheet(zip: Buffer, limits: XlsxLimits): Promise<OpenSheet> {
  const parts = new PackageParts(readZipDirectory(zip));
  const workbookName =
    officeDocumentOf(await relationshipsOf(zip, parts, '', limits.maxPartBytes)) ?? DEFAULT_WORKBOOK;
  const workbook = parts.get(workbookName);
  if (!workbook) throw new NotXlsxError(`no workbook part (${workbookName})`);
  const tags = await readPart(zip, workbook, new TagCollector('sheet', 'workbookPr'), limits.maxPartBytes);
  const rels = await relationshipsOf(zip, parts, workbookName, limits.maxPartBytes);
  const map = workbookMap(workbookName, tags.found('sheet'), rels);
  const sheet = parts.get(map.firstSheet ?? lowestSheet(parts, workbookName));
  if (!sheet) throw new NotXlsxError('no worksheet');
  const survey = await surveySheet(zip, sheet, limits.maxSheetBytes);
  const stringsEntry = parts.get(map.sharedStrings ?? resolveTarget(workbookName, 'sharedStrings.xml'));
  const sharedStrings = stringsEntry
    ? (await readPart(zip, stringsEntry, new SharedStringsReader(), limits.maxPartBytes)).strings
    : [];
  const stylesEntry = parts.get(map.styles ?? resolveTarget(workbookName, 'styles.xml'));
  const dateStyles = stylesEntry
    ? (await readPart(zip, stylesEntry, new CellStylesReader(), limits.maxPartBytes)).dateStyles()
    : undefined;
  const date1904 = isTrue(tags.found('workbookPr')[0]?.get('date1904'));
  const maxElements = limits.maxSheetElements?.(survey.rowTags) ?? Infinity;

  return {
    survey,
    async *rows() {
      let batch: SheetRow[] = [];
      const options: SheetRowsOptions = {
        sharedStrings,
        date1904,
        dateStyles,
        merged: survey.merged.length ? new MergedCellFill(survey.merged, maxElements) : undefined,
      };
      const reader = new SheetRowsReader(options, (number, values) => batch.push({ number, values }));
      for await (const _ of scan(zip, sheet, reader, limits.maxSheetBytes, { maxElements })) {
        if (batch.length) yield batch;
        batch = [];
      }
      if (batch.length) yield batch;
    },
  };
}

/** The rows of the first visible worksheet of an .xlsx held in memory, in batches (see openFirstSheet). */
export async function* readFirstSheet(zip: Buffer, limits: XlsxLimits): AsyncGenerator<SheetRow[]> {
  yield* (await openFirstSheet(zip, limits)).rows();
}
