import { OutputSink } from './output-sink.js';
import { SheetXml, type CellInput, type SheetColumn } from './sheet-xml.js';
import {
  contentTypesXml,
  packageRelsXml,
  sheetPath,
  stylesXml,
  workbookRelsXml,
  workbookXml,
} from './xlsx-parts.js';
import { ZipWriter, type EntryStream } from './zip-writer.js';

export type { CellInput, SheetColumn } from './sheet-xml.js';

/** One worksheet to write: a bold header row from `columns`, then `rows` turned into cells by `values`. */
export interface SheetSpec<T> {
  name: string;
  columns: readonly SheetColumn[];
  rows: AsyncIterable<T> | Iterable<T>;
  values: (row: T) => readonly CellInput[];
  /** Keep the header row in view while scrolling (default true). */
  frozenHeader?: boolean;
}

/** A sheet of any row type, for the list writeWorkbook takes. */
export interface AnySheet {
  name: string;
  write(xml: SheetXmlSink, selected: boolean): Promise<void>;
}

type SheetXmlSink = (text: string) => Promise<void>;

/** Sheet XML is handed to deflate in pieces of about this many characters. */
const PIECE = 32 * 1024;

/** Wraps a SheetSpec for writeWorkbook. */
export function sheet<T>(spec: SheetSpec<T>): AnySheet {
  return {
    name: spec.name,
    async write(emit, selected) {
      const xml = new SheetXml(spec.columns);
      let pending = xml.head({ frozenHeader: spec.frozenHeader ?? true, selected });
      for await (const row of spec.rows) {
        pending += xml.row(spec.values(row));
        if (pending.length >= PIECE) {
          await emit(pending);
          pending = '';
        }
      }
      await emit(pending + xml.tail());
    },
  };
}

/**
 * Streams an .xlsx of `sheets` (in order, the first one selected) to `out`, then ends `out` and waits for it
 * to finish. Rows are taken only as fast as `out` takes the file (backpressure); once `out` fails or closes
 * early (the client went away) no more rows are taken (the row source's `return()` runs). On any failure
 * `out` is destroyed, so a half-written file never looks complete, and the error is thrown.
 */
export async function writeWorkbook(out: NodeJS.WritableStream, sheets: readonly AnySheet[]): Promise<void> {
  const sink = new OutputSink(out);
  const zip = new ZipWriter(sink);
  let entry: EntryStream | undefined;
  try {
    await zip.add('[Content_Types].xml', contentTypesXml(sheets.length));
    await zip.add('_rels/.rels', packageRelsXml());
    await zip.add('xl/workbook.xml', workbookXml(sheets.map((s) => s.name)));
    await zip.add('xl/_rels/workbook.xml.rels', workbookRelsXml(sheets.length));
    await zip.add('xl/styles.xml', stylesXml());
    for (const [index, spec] of sheets.entries()) {
      const current = zip.stream(sheetPath(index));
      entry = current;
      await spec.write((text) => current.write(text), index === 0);
      await current.end();
    }
    entry = undefined;
    zip.finish();
    await sink.end();
  } catch (error) {
    entry?.destroy();
    sink.destroy();
    throw error;
  }
}

/** Streams rows into a one-sheet workbook. */
export async function writeSheet<T>(
  out: NodeJS.WritableStream,
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: AsyncIterable<T> | Iterable<T>,
  toValues: (row: T) => readonly CellInput[],
): Promise<void> {
  await writeWorkbook(out, [sheet({ name: sheetName, columns, rows, values: toValues })]);
}

/** The media type of .xlsx answers. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
