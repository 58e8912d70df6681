import { readdirSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, UnreadableCell } from '../attendees/excel/excel-cell-text.js';
import { readAttendeeWorkbook } from '../attendees/excel/read-attendee-workbook.js';
import { readFirstSheet } from './xlsx-reader.js';

/**
 * Workbooks written by other programs (LibreOffice Calc, Gnumeric, a hand-written inline-string sheet; see
 * test/fixtures/xlsx-corpus/README.md) read by our reader and by exceljs give the same rows.
 *
 * Rows are compared as the texts a person sees, through the attendee import's own cellText: a date (a number
 * with a date format, or a t="d" cell) is its wall-clock 'YYYY-MM-DD[ HH:mm:ss]' text in both, a formula is
 * its cached value (neither reader calculates; the formula text is not compared), rich text is its runs
 * joined, a cell of a merged range has the value of the range's top-left cell in both. Empty cells at the end
 * of a row and rows without text are left out.
 */

const CORPUS = new URL('../../../test/fixtures/xlsx-corpus/', import.meta.url);
const LIMITS = { maxPartBytes: 2 ** 20, maxSheetBytes: 2 ** 24 };

type TextRow = [number, (string | undefined)[]];

/** Known cells of each fixture: [row, column (1-based), text]. Each fixture must be listed here. */
const KNOWN: Record<string, [number, number, string][]> = {
  'libreoffice-csv.xlsx': [
    [1, 3, '전화번호'],
    [2, 1, '김민수'],
    [3, 2, '푸른바이오, 연구소'],
    [4, 2, 'R&D <연구소>'],
  ],
  'gnumeric-csv.xlsx': [
    [1, 1, '이름'],
    [2, 2, '한빛전자'],
    [3, 2, '푸른바이오, 연구소'],
    [4, 5, '일본'],
  ],
  'libreoffice-dates-formulas-merged.xlsx': [
    [2, 1, '김민수'],
    [2, 4, 'minsu@example.com'], // formula: its cached value
    [2, 9, '2026-11-21'], // date
    [2, 10, '2'],
    [3, 2, '한빛전자'], // merged B2:B3
    [3, 5, '대한민국'], // formula with a Korean result
    [3, 9, '2026-11-21 09:30:00'],
    [3, 10, '6'],
  ],
  'gnumeric-dates-formulas-merged.xlsx': [
    [2, 1, '김민수'],
    [2, 4, 'minsu@example.com'],
    [2, 9, '2026-11-21'],
    [3, 2, '한빛전자'],
    [3, 5, '대한민국'],
    [3, 9, '2026-11-21 09:30:00'],
    [3, 10, '6'],
  ],
  'libreoffice-hidden-first-sheet.xlsx': [
    [1, 1, '이름'], // the visible second sheet, not the hidden first one ('숨긴 시트: 가져오지 않음')
    [2, 1, '최유진'],
    [3, 6, 'N'],
  ],
  'handmade-inline-strings.xlsx': [
    [2, 2, '초록에너지'],
    [3, 2, 'A & B <컨설팅>'],
    [4, 1, '임채원'], // rich text runs
    [4, 2, '  공백 보존  '],
  ],
};

/**
 * Cells exceljs misreads, with the text the file holds. Gnumeric writes a formula's text result as a shared
 * string (t="s", <v> the string's index); exceljs drops that result, our reader looks it up, as Excel does.
 */
const EXCELJS_MISREADS: Record<string, [number, number, string][]> = {
  'gnumeric-dates-formulas-merged.xlsx': [[3, 5, '대한민국']],
};

const fixtures = readdirSync(CORPUS)
  .filter((name) => name.endsWith('.xlsx'))
  .sort();
const fileOf = (name: string) => readFileSync(new URL(name, CORPUS));

function textsOf(values: unknown[]): (string | undefined)[] {
  const texts = values.map((value) => {
    const text = cellText(value);
    return text instanceof UnreadableCell ? `#${text.shown}` : text;
  });
  while (texts.length && texts[texts.length - 1] === undefined) texts.pop();
  return texts;
}

/** Our reader: cells by column number (index 0 unused). */
async function ourRows(file: Buffer): Promise<TextRow[]> {
  const rows: TextRow[] = [];
  for await (const batch of readFirstSheet(file, LIMITS))
    for (const row of batch) {
      const texts = textsOf(row.values.slice(1));
      if (texts.length) rows.push([row.number, texts]);
    }
  return rows;
}

/** exceljs: the first sheet of the tab order that is visible. */
async function excelJsRows(file: Buffer): Promise<TextRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(file).buffer);
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible');
  const rows: TextRow[] = [];
  sheet?.eachRow((row, number) => {
    const values: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      values[column - 1] = cell.value;
    });
    const texts = textsOf(values);
    if (texts.length) rows.push([number, texts]);
  });
  return rows;
}

describe('the xlsx corpus: workbooks written by other programs', () => {
  it('holds the fixtures the known values are for', () => {
    expect(fixtures).toEqual(Object.keys(KNOWN).sort());
  });

  it.each(fixtures)('%s: the same rows as exceljs, with the known Korean values', async (name) => {
    const file = fileOf(name);

    const ours = await ourRows(file);
    const theirs = await excelJsRows(file);

    for (const [row, column, text] of EXCELJS_MISREADS[name] ?? []) {
      const cells = theirs.find(([number]) => number === row)?.[1] ?? [];
      expect(cells[column - 1], 'exceljs reads it now: drop it from EXCELJS_MISREADS').toBe(
        '#수식 결과 없음',
      );
      cells[column - 1] = text;
    }
    expect(ours).toEqual(theirs);
    expect(ours[0]).toEqual([1, expect.arrayContaining(['이름', '소속', '전화번호'])]);
    const at = (row: number, column: number) => ours.find(([number]) => number === row)?.[1][column - 1];
    for (const [row, column, text] of KNOWN[name] ?? [])
      expect(at(row, column), `${row}:${column}`).toBe(text);
  });

  it('imports the attendees of the visible sheet, not those of the hidden first sheet', async () => {
    const file = fileOf('libreoffice-hidden-first-sheet.xlsx');

    const result = await readAttendeeWorkbook(Readable.from([file]), { maxRows: 100 });

    expect(result.rejected).toEqual([]);
    expect(result.rows.map((row) => [row.row, row.fields.name, row.fields.affiliation])).toEqual([
      [2, '최유진', '새봄상사'],
      [3, '정하늘', '하늘항공'],
    ]);
  });
});
