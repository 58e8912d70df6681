import type { AttendeeFields } from '../domain/attendee-fields.js';
import { attendeeColumns, type AttendeeExportRow } from './attendee-columns.js';
import { sheet, writeSheet, writeWorkbook, type CellInput } from '../../excel/workbook-writer.js';

export type { AttendeeExportRow } from './attendee-columns.js';

export const ATTENDEE_SHEET_NAME = '참석자';
export const DESCRIPTION_SHEET_NAME = '설명';
export const EXAMPLE_SHEET_NAME = '예시';

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
  exhibitorConsent: 'Y',
};

const sheetColumns = attendeeColumns.map((column) => ({ ...column, text: column.key === 'phoneNumber' }));
const valuesOf = (row: Partial<AttendeeExportRow>) => attendeeColumns.map((column) => row[column.key]);

const descriptionColumns = [
  { header: '열', width: 12 },
  { header: '필수 여부', width: 16 },
  { header: '허용 값', width: 24 },
  { header: '기본값', width: 12 },
  { header: '설명', width: 70 },
];

/** The '설명' sheet's rows: one per column, a blank row, then how to fill in the template. */
function descriptionRows(): CellInput[][] {
  const rows: CellInput[][] = attendeeColumns.map((column) =>
    column.readOnly
      ? [column.header, '업로드 시 무시', '', '', column.description]
      : [
          column.header,
          column.required ? '필수' : '선택',
          column.allowedValues?.join(', ') ??
            (column.maxLength ? `텍스트 (최대 ${column.maxLength}자)` : '텍스트'),
          column.defaultValue,
          column.description,
        ],
  );
  rows.push([]);
  for (const line of [
    `${ATTENDEE_SHEET_NAME} 시트의 첫 행(열 이름)은 바꾸지 마세요. 열의 순서는 바뀌어도 됩니다.`,
    `입력 예는 ${EXAMPLE_SHEET_NAME} 시트에 있습니다. ${ATTENDEE_SHEET_NAME} 시트(첫 시트)만 업로드되고 ${EXAMPLE_SHEET_NAME} 시트는 읽지 않습니다.`,
    '잘못된 행은 행 번호와 이유가 표시되고, 나머지 행만 등록됩니다.',
  ])
    rows.push([line]);
  return rows;
}

/**
 * Streams the attendees as an .xlsx to `out` (sheet '참석자', bold header, the columns of attendeeColumns),
 * row by row: memory stays flat with the number of attendees. Text cells that a
 * spreadsheet could take for a formula get a leading apostrophe (the reader takes it off again). Ends `out`.
 */
export async function writeAttendeeWorkbook(
  rows: AsyncIterable<AttendeeExportRow>,
  out: NodeJS.WritableStream,
): Promise<void> {
  await writeSheet(out, ATTENDEE_SHEET_NAME, sheetColumns, rows, valuesOf);
}

/**
 * The upload template: the attendee sheet with its header row only (an organiser who forgets an example row
 * would import it), an '예시' sheet with one valid example row (never read: uploads read the first sheet), and
 * a '설명' sheet describing each column.
 */
export async function writeAttendeeTemplate(out: NodeJS.WritableStream): Promise<void> {
  await writeWorkbook(out, [
    sheet({ name: ATTENDEE_SHEET_NAME, columns: sheetColumns, rows: [], values: valuesOf }),
    sheet({ name: EXAMPLE_SHEET_NAME, columns: sheetColumns, rows: [templateExampleRow], values: valuesOf }),
    sheet({
      name: DESCRIPTION_SHEET_NAME,
      columns: descriptionColumns,
      rows: descriptionRows(),
      values: (row) => row,
      frozenHeader: false,
    }),
  ]);
}
