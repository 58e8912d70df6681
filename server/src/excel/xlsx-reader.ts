import { NotXlsxError } from './not-xlsx.error.js';
import { SharedStringsReader } from './shared-strings.js';
import type { SheetValue } from './sheet-cell-value.js';
import { SheetRowsReader } from './sheet-rows.js';
import { workbookMap, TagCollector } from './workbook-map.js';
import { XmlScanner, type XmlHandler } from './xml-scanner.js';
import { decodeXml } from './xml-text.js';
import { inflateEntry, readZipDirectory, type ZipEntry } from './zip-reader.js';

export type { SheetValue } from './sheet-cell-value.js';

export interface SheetRow {
  /** 1-based, as Excel shows it. */
  number: number;
  /** By column number (1-based); holes and undefined are empty cells. */
  values: SheetValue[];
}

/** How large each part may be once inflated: limits against zip bombs. */
export interface XlsxLimits {
  /** The shared-strings table (held in memory while the sheet is read), workbook and relationships. */
  maxPartBytes: number;
  /** The sheet (streamed: only time is at stake). */
  maxSheetBytes: number;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** Inflates `entry` and feeds it as text to `handler`, piece by piece; yields after each piece. */
async function* scan(
  zip: Buffer,
  entry: ZipEntry,
  handler: XmlHandler,
  maxBytes: number,
): AsyncGenerator<void> {
  const scanner = new XmlScanner(handler, decodeXml);
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

/** Without relationships: the worksheet with the lowest number. */
function lowestSheet(entries: Map<string, ZipEntry>): string | undefined {
  const sheets = [...entries.keys()].filter((name) => SHEET_PATH.test(name));
  const number = (name: string) => Number(SHEET_PATH.exec(name)?.[1]);
  return sheets.sort((a, b) => number(a) - number(b))[0];
}

/**
 * The rows of the first worksheet of an .xlsx held in memory, in batches as the sheet is inflated and
 * parsed (the sheet itself is never held whole; the shared strings are). Throws NotXlsxError for anything
 * that is not a readable workbook.
 */
export async function* readFirstSheet(zip: Buffer, limits: XlsxLimits): AsyncGenerator<SheetRow[]> {
  const entries = readZipDirectory(zip);
  const part = (name: string | undefined) => (name === undefined ? undefined : entries.get(name));
  const workbook = part(WORKBOOK);
  if (!workbook) throw new NotXlsxError('no xl/workbook.xml');
  const sheets = await readPart(zip, workbook, new TagCollector('sheet'), limits.maxPartBytes);
  const relsEntry = part(WORKBOOK_RELS);
  const rels = relsEntry
    ? (await readPart(zip, relsEntry, new TagCollector('Relationship'), limits.maxPartBytes)).found
    : [];
  const map = workbookMap(sheets.found, rels);
  const sheet = part(map.firstSheet ?? lowestSheet(entries));
  if (!sheet) throw new NotXlsxError('no worksheet');
  const stringsEntry = part(map.sharedStrings ?? 'xl/sharedStrings.xml');
  const strings = stringsEntry
    ? (await readPart(zip, stringsEntry, new SharedStringsReader(), limits.maxPartBytes)).strings
    : [];

  let batch: SheetRow[] = [];
  const rows = new SheetRowsReader(strings, (number, values) => batch.push({ number, values }));
  for await (const _ of scan(zip, sheet, rows, limits.maxSheetBytes)) {
    if (batch.length) yield batch;
    batch = [];
  }
  if (batch.length) yield batch;
}
