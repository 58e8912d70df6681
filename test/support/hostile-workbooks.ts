import { randomBytes } from 'node:crypto';
import { hostileZip, type HostileEntry } from './hostile-zip.js';
import { HEADERS } from './workbooks.js';

/**
 * Workbooks written part by part, so a test controls every byte a spreadsheet program would never write:
 * bombs, DTDs, endless tags, merged ranges, dates stored as numbers, formulas with or without results.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

export const SHEET = 'xl/worksheets/sheet1.xml';
export const SHARED_STRINGS = 'xl/sharedStrings.xml';
export const STYLES = 'xl/styles.xml';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** 'A' for column 1, 'Z' for 26, 'AA' for 27. */
export function columnLetters(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A cell given as XML: its inner parts and attributes besides r (e.g. `{ t: 's', v: '0' }`). */
export interface RawCell {
  t?: string;
  s?: number;
  /** The formula (without '='). */
  f?: string;
  v?: string | number;
}

/** Text becomes an inline string; a number a number; an object the raw cell; undefined no cell. */
export type CellSpec = string | number | RawCell | undefined;

function cellXml(ref: string, spec: CellSpec): string {
  if (spec === undefined) return '';
  if (typeof spec === 'string') return `<c r="${ref}" t="inlineStr"><is><t>${escape(spec)}</t></is></c>`;
  if (typeof spec === 'number') return `<c r="${ref}"><v>${spec}</v></c>`;
  const attributes = `${spec.t ? ` t="${spec.t}"` : ''}${spec.s !== undefined ? ` s="${spec.s}"` : ''}`;
  const formula = spec.f !== undefined ? `<f>${escape(spec.f)}</f>` : '';
  const value = spec.v !== undefined ? `<v>${escape(String(spec.v))}</v>` : '';
  return `<c r="${ref}"${attributes}>${formula}${value}</c>`;
}

/** One `<row>` of cells from column A on. */
export function rowXml(rowNumber: number, cells: readonly CellSpec[]): string {
  const xml = cells.map((spec, i) => cellXml(`${columnLetters(i + 1)}${rowNumber}`, spec)).join('');
  return `<row r="${rowNumber}">${xml}</row>`;
}

/** Rows from row 1: the template's header, then `rows`. */
export const attendeeSheetRows = (rows: readonly (readonly CellSpec[])[]) =>
  [HEADERS, ...rows].map((cells, i) => rowXml(i + 1, cells)).join('');

export const worksheetXml = (sheetData: string, after = '') =>
  `<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData>${after}</worksheet>`;

export const sharedStringsXml = (strings: readonly string[]) =>
  `<sst xmlns="${MAIN}">${strings.map((text) => `<si><t>${escape(text)}</t></si>`).join('')}</sst>`;

/**
 * A styles part whose cell formats are `formats` (number format ids, in order: the s attribute of a cell
 * is an index into them), with custom formats `custom` (id → format code).
 */
export function stylesXml(formats: readonly number[], custom: Record<number, string> = {}): string {
  const numFmts = Object.entries(custom)
    .map(([id, code]) => `<numFmt numFmtId="${id}" formatCode="${escape(code).replace(/"/g, '&quot;')}"/>`)
    .join('');
  const xfs = formats
    .map((id) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0"/>`)
    .join('');
  return (
    `<styleSheet xmlns="${MAIN}">${numFmts ? `<numFmts>${numFmts}</numFmts>` : ''}` +
    '<fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders>' +
    `<cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs><cellXfs count="${formats.length}">${xfs}</cellXfs></styleSheet>`
  );
}

export interface WorkbookParts {
  /** The first worksheet: its XML, or an entry of its own (a bomb, a lie about its size). */
  sheet: HostileEntry['content'] | Omit<HostileEntry, 'name'>;
  sharedStrings?: HostileEntry['content'] | Omit<HostileEntry, 'name'>;
  styles?: string;
  /** Attributes of `<workbookPr>` (e.g. date1904="1"). */
  workbookPr?: string;
}

const entry = (name: string, part: WorkbookParts['sheet']): HostileEntry =>
  typeof part === 'object' && 'content' in part ? { name, ...part } : { name, content: part };

/** An .xlsx of the given parts, laid out as Excel writes it (workbook, relationships, sheet, strings, styles). */
export function xlsxOf(parts: WorkbookParts): Buffer {
  const rels = [
    `<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>`,
    parts.sharedStrings !== undefined
      ? `<Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>`
      : '',
    parts.styles !== undefined
      ? `<Relationship Id="rId3" Type="${DOC_RELS}/styles" Target="styles.xml"/>`
      : '',
  ].join('');
  const workbookPr = parts.workbookPr ? `<workbookPr ${parts.workbookPr}/>` : '';
  return hostileZip([
    {
      name: '[Content_Types].xml',
      content: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: 'xl/workbook.xml',
      content: `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}">${workbookPr}<sheets><sheet name="참석자" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<Relationships xmlns="${PACKAGE_RELS}">${rels}</Relationships>`,
    },
    entry(SHEET, parts.sheet),
    ...(parts.sharedStrings !== undefined ? [entry(SHARED_STRINGS, parts.sharedStrings)] : []),
    ...(parts.styles !== undefined ? [{ name: STYLES, content: parts.styles }] : []),
  ]);
}

/** A valid attendee row: name, affiliation, a phone number unique by `n`. */
export const attendeeCells = (n: number, name = `참석자${n}`): CellSpec[] => [
  name,
  '한빛전자',
  `010-${String(2000 + Math.floor(n / 10_000)).padStart(4, '0')}-${String(n % 10_000).padStart(4, '0')}`,
];

/** The first bytes of an OLE compound file: what a password-protected workbook or an .xls is. */
export const oleFile = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(4096)]);

/**
 * A sheet of `rows` distinct valid attendees after the header, in shared strings and numbers so a million
 * of them pack into a few megabytes (phone numbers 010-3xxx-xxxx as numbers that lost their leading zero).
 */
export function manyRowsSheet(rows: number): WorkbookParts {
  function* pieces() {
    yield `<worksheet xmlns="${MAIN}"><sheetData>`;
    yield '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>';
    for (let i = 0; i < rows; i++)
      yield `<row><c t="s"><v>3</v></c><c t="s"><v>4</v></c><c><v>${1030000000 + i}</v></c></row>`;
    yield '</sheetData></worksheet>';
  }
  return {
    sheet: { pieces: pieces() },
    sharedStrings: sharedStringsXml(['이름', '소속', '전화번호', '김대량', '대량상사']),
  };
}
