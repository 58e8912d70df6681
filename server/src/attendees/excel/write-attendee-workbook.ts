import { EventEmitter, once } from 'node:events';
import { Stream, Writable, finished } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { AttendeeFields } from '../domain/attendee-fields.js';
import { attendeeColumns, type AttendeeExportRow } from './attendee-columns.js';
import { guardFormula } from './formula-guard.js';

export type { AttendeeExportRow } from './attendee-columns.js';

export const ATTENDEE_SHEET_NAME = '참석자';
export const DESCRIPTION_SHEET_NAME = '설명';

/** The example row of the template: valid, so the template itself can be uploaded. */
export const templateExampleRow: AttendeeFields = {
  name: '홍길동',
  affiliation: '한국전시협회',
  phoneNumber: '010-1234-5678',
  email: 'hong@example.com',
  country: '대한민국',
  visitType: 'N',
  paymentStatus: 'N',
  paymentStatus2: 'Y',
  registrationType: 'PRE',
};

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
type Sheet = ExcelJS.Worksheet;

/** Yield to the event loop at least this often, so the zip reaches the output while rows are added. */
const ROWS_PER_TURN = 256;

function addAttendeeSheet(workbook: Workbook): Sheet {
  const sheet = workbook.addWorksheet(ATTENDEE_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = attendeeColumns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width,
    // Text, so a phone number typed into the sheet keeps its leading zero.
    style: column.key === 'phoneNumber' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

const cellValue = (value: string | number | undefined) =>
  typeof value === 'number' ? value : value ? guardFormula(value) : null;

/**
 * exceljs's streaming reader decodes XML entities twice in inline strings (what this writer writes), so text
 * that itself contains '&amp;', '&lt;' … would come back altered on upload. The (rare) rows holding such
 * text are written through the shared-strings table instead, which that reader decodes once.
 */
const DECODED_TWICE = /&(?:lt|gt|amp|apos|quot);/;

function addAttendeeRow(sheet: Sheet, row: Partial<AttendeeExportRow>): void {
  const values = attendeeColumns.map((column) => cellValue(row[column.key]));
  const viaSharedStrings = values.some((value) => typeof value === 'string' && DECODED_TWICE.test(value));
  if (viaSharedStrings) Reflect.set(sheet, 'useSharedStrings', true);
  sheet.addRow(values).commit();
  if (viaSharedStrings) Reflect.set(sheet, 'useSharedStrings', false);
}

function addDescriptionSheet(workbook: Workbook): void {
  const sheet = workbook.addWorksheet(DESCRIPTION_SHEET_NAME);
  sheet.columns = [
    { header: '열', width: 12 },
    { header: '필수 여부', width: 16 },
    { header: '허용 값', width: 24 },
    { header: '기본값', width: 12 },
    { header: '설명', width: 70 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const column of attendeeColumns) {
    const row = column.readOnly
      ? [column.header, '업로드 시 무시', '', '', column.description]
      : [
          column.header,
          column.required ? '필수' : '선택',
          column.allowedValues?.join(', ') ??
            (column.maxLength ? `텍스트 (최대 ${column.maxLength}자)` : '텍스트'),
          column.defaultValue,
          column.description,
        ];
    sheet.addRow(row.map(cellValue)).commit();
  }
  sheet.addRow([]).commit();
  for (const line of [
    `${ATTENDEE_SHEET_NAME} 시트의 첫 행(열 이름)은 바꾸지 마세요. 열의 순서는 바뀌어도 됩니다.`,
    '2행은 예시입니다. 지우고 참석자를 입력하세요 (그대로 두면 예시 참석자도 등록됩니다).',
    '잘못된 행은 행 번호와 이유가 표시되고, 나머지 행만 등록됩니다.',
  ])
    sheet.addRow([line]).commit();
  sheet.commit();
}

/** exceljs's archiver is not part of its typings; it is there at runtime. */
function archiverOf(workbook: Workbook): EventEmitter | undefined {
  const zip: unknown = Reflect.get(workbook, 'zip');
  return zip instanceof EventEmitter ? zip : undefined;
}

/**
 * Runs `fill` on a streaming workbook written to `out`, then finishes the zip and waits for `out` to finish.
 * exceljs writes into the zip without looking at backpressure, so `ready()` (called after each row) waits
 * while `out` is full and throws once `out` failed or closed early (the client went away): rows are then
 * no longer read (the row source's `return()` runs). On failure `out` is destroyed, so a half-written
 * file never looks complete, and the error is thrown.
 */
async function writeWorkbook(
  out: NodeJS.WritableStream,
  fill: (workbook: Workbook, ready: (rowsWritten: number) => Promise<void>) => Promise<void>,
): Promise<void> {
  if (!(out instanceof Stream)) throw new TypeError('The workbook output must be a Node.js stream.');
  let failure: { error: unknown } | undefined;
  let fail: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined);
  const onError = (error: unknown) => {
    failure ??= { error };
    fail(error);
  };
  finished(out, (error) => error && onError(error));
  out.on('error', onError);

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const zip = archiverOf(workbook);
  zip?.on('error', onError);

  const throwIfFailed = () => {
    if (failure) throw failure.error;
  };
  const ready = async (rowsWritten: number) => {
    throwIfFailed();
    if (out instanceof Writable && out.writableNeedDrain) await Promise.race([once(out, 'drain'), failed]);
    else if (rowsWritten % ROWS_PER_TURN === 0) await nextTurn();
    throwIfFailed();
  };

  try {
    await fill(workbook, ready);
    await Promise.race([workbook.commit(), failed]);
  } catch (error) {
    if (zip && 'abort' in zip && typeof zip.abort === 'function') zip.abort();
    if (out instanceof Writable && !out.destroyed) out.destroy();
    throw error;
  }
}

/**
 * Streams the attendees as an .xlsx to `out` (sheet '참석자', bold header, the columns of attendeeColumns),
 * committing each row as it is written: memory stays flat with the number of attendees. Text cells that a
 * spreadsheet could take for a formula get a leading apostrophe (the reader takes it off again). Ends `out`.
 */
export async function writeAttendeeWorkbook(
  rows: AsyncIterable<AttendeeExportRow>,
  out: NodeJS.WritableStream,
): Promise<void> {
  await writeWorkbook(out, async (workbook, ready) => {
    const sheet = addAttendeeSheet(workbook);
    let written = 0;
    for await (const row of rows) {
      addAttendeeRow(sheet, row);
      await ready(++written);
    }
    sheet.commit();
  });
}

/** The upload template: the header row, one valid example row, and a '설명' sheet describing each column. */
export async function writeAttendeeTemplate(out: NodeJS.WritableStream): Promise<void> {
  await writeWorkbook(out, async (workbook) => {
    const sheet = addAttendeeSheet(workbook);
    addAttendeeRow(sheet, templateExampleRow);
    sheet.commit();
    addDescriptionSheet(workbook);
  });
}
