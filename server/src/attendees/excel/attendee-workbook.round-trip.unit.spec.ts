import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { normalisedPhone } from '@expo/contract/attendees';
import type { AttendeeFields } from '../domain/attendee-fields.js';
import { attendeeColumns, type AttendeeExportRow } from './attendee-columns.js';
import { readAttendeeWorkbook } from './read-attendee-workbook.js';
import {
  ATTENDEE_SHEET_NAME,
  DESCRIPTION_SHEET_NAME,
  templateExampleRow,
  writeAttendeeTemplate,
  writeAttendeeWorkbook,
} from './write-attendee-workbook.js';

async function written(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(out);
  return Buffer.concat(chunks);
}

/** The file as an upload arrives: in small chunks. */
function uploaded(file: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < file.length; at += 16 * 1024) chunks.push(file.subarray(at, at + 16 * 1024));
  return Readable.from(chunks);
}

async function* rowsOf(rows: AttendeeExportRow[]) {
  yield* rows;
}

const fieldsOf = ({
  id: _id,
  createdAt: _createdAt,
  lastPrintedAt: _printed,
  printCount: _count,
  firstEnteredAt: _entered,
  ...fields
}: AttendeeExportRow): AttendeeFields => fields;

const attendees: AttendeeExportRow[] = [
  {
    id: 1,
    name: '김민수',
    affiliation: '한빛전자 (주)',
    phoneNumber: '010-1234-5678',
    email: 'minsu@example.com',
    country: '대한민국',
    visitType: 'Y',
    paymentStatus: 'N',
    paymentStatus2: 'Y',
    registrationType: 'PRE',
    createdAt: '2026-11-21 09:30:00',
    lastPrintedAt: '',
    printCount: 0,
    firstEnteredAt: '',
    exhibitorConsent: 'N',
  },
  {
    id: 2,
    name: '=HYPERLINK("http://evil.example","클릭")',
    affiliation: "'=이미 따옴표",
    phoneNumber: '+82 10-2222-3333',
    email: '',
    country: 'Japan',
    visitType: 'N',
    paymentStatus: 'Y',
    paymentStatus2: 'N',
    registrationType: 'ONSITE',
    createdAt: '2026-11-21 10:00:05',
    lastPrintedAt: '',
    printCount: 0,
    firstEnteredAt: '',
    exhibitorConsent: 'N',
  },
  {
    id: 3,
    name: '@이영희',
    affiliation: "-마이너스 & <태그> 'quote'",
    phoneNumber: '02-123-4567',
    email: 'lee@example.co.kr',
    country: '대한민국',
    visitType: 'N',
    paymentStatus: 'N',
    paymentStatus2: 'N',
    registrationType: 'ONSITE',
    createdAt: '2026-11-21 23:59:59',
    lastPrintedAt: '',
    printCount: 0,
    firstEnteredAt: '',
    exhibitorConsent: 'N',
  },
  {
    id: 4,
    name: '박&amp;지훈',
    affiliation: 'R&D <연구소> &lt;b&gt;',
    phoneNumber: '010-4444-5555',
    email: '',
    country: '대한민국',
    visitType: 'N',
    paymentStatus: 'N',
    paymentStatus2: 'N',
    registrationType: 'ONSITE',
    createdAt: '2026-11-22 00:00:00',
    lastPrintedAt: '',
    printCount: 0,
    firstEnteredAt: '',
    exhibitorConsent: 'N',
  },
];

describe('attendee workbook: download → upload', () => {
  it('reads back exactly the fields it wrote (Korean text, formula-like text, entities; a +82 mobile as 010-…)', async () => {
    const file = await written((out) => writeAttendeeWorkbook(rowsOf(attendees), out));

    const result = await readAttendeeWorkbook(uploaded(file), { maxRows: 100 });

    expect(result.rejected).toEqual([]);
    expect(result.total).toBe(attendees.length);
    expect(result.rows).toEqual(
      attendees.map((attendee, i) => {
        const fields = fieldsOf(attendee);
        return { row: i + 2, fields: { ...fields, phoneNumber: normalisedPhone(fields.phoneNumber) } };
      }),
    );
  });

  it('writes one bold header row with the shared columns, and neutralises formula-like text', async () => {
    const file = await written((out) => writeAttendeeWorkbook(rowsOf(attendees), out));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(file).buffer);
    const sheet = workbook.getWorksheet(ATTENDEE_SHEET_NAME);

    expect(sheet?.getRow(1).values).toEqual([undefined, ...attendeeColumns.map((column) => column.header)]);
    expect(sheet?.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(sheet?.getColumn(2).width).toBe(attendeeColumns[1].width);
    expect(sheet?.getRow(2).getCell(1).value).toBe(1);
    expect(sheet?.getRow(3).getCell(2).value).toBe(`'${attendees[1].name}`);
    expect(sheet?.getRow(3).getCell(3).value).toBe(`''=이미 따옴표`);
    expect(sheet?.getRow(3).getCell(4).value).toBe(`'+82 10-2222-3333`);
    expect(sheet?.getRow(4).getCell(2).value).toBe(`'@이영희`);
    expect(sheet?.getRow(4).getCell(11).value).toBe('2026-11-21 23:59:59');
    expect(sheet?.getRow(5).getCell(2).value).toBe('박&amp;지훈');
    expect(sheet?.rowCount).toBe(attendees.length + 1);
  });

  it('writes and reads 20,000 rows as streams', { timeout: 60_000 }, async () => {
    const count = 20_000;
    async function* many() {
      for (let i = 1; i <= count; i++)
        yield {
          ...attendees[0],
          id: i,
          name: `참석자${i}`,
          phoneNumber: `010-${String(1000 + Math.floor(i / 10_000)).padStart(4, '0')}-${String(i % 10_000).padStart(4, '0')}`,
        };
    }
    const file = await written((out) => writeAttendeeWorkbook(many(), out));

    const result = await readAttendeeWorkbook(uploaded(file), { maxRows: count });

    expect(result.rejected).toEqual([]);
    expect(result.total).toBe(count);
    expect(result.rows).toHaveLength(count);
    expect(result.rows[count - 1]).toEqual({
      row: count + 1,
      fields: expect.objectContaining({ name: `참석자${count}` }),
    });
  });
});

describe('attendee upload template', () => {
  it('imports nobody as it is ("데이터가 있는 행이 없습니다."): the example is on its own sheet, never read', async () => {
    const file = await written((out) => writeAttendeeTemplate(out));

    await expect(readAttendeeWorkbook(uploaded(file), { maxRows: 10 })).rejects.toThrow(
      '데이터가 있는 행이 없습니다.',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as never);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['참석자', '예시', '설명']);
    expect(workbook.getWorksheet('예시')!.getRow(2).getCell(2).value).toBe(templateExampleRow.name);
  });

  it('has a valid example row: as a data row it is read as the example attendee', async () => {
    const file = await written((out) =>
      writeAttendeeWorkbook(
        rowsOf([
          {
            ...templateExampleRow,
            id: 0,
            createdAt: '',
            lastPrintedAt: '',
            printCount: 0,
            firstEnteredAt: '',
          },
        ]),
        out,
      ),
    );
    const result = await readAttendeeWorkbook(uploaded(file), { maxRows: 10 });
    expect(result).toEqual({ rows: [{ row: 2, fields: templateExampleRow }], rejected: [], total: 1 });
  });

  it("describes every column on a '설명' sheet: required or not, allowed values, default", async () => {
    const file = await written((out) => writeAttendeeTemplate(out));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(file).buffer);
    const sheet = workbook.getWorksheet(DESCRIPTION_SHEET_NAME);
    const described = new Map<string, ExcelJS.CellValue[]>();
    sheet?.eachRow((row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      if (typeof values[0] === 'string') described.set(values[0], values);
    });

    for (const column of attendeeColumns) expect(described.has(column.header)).toBe(true);
    expect(described.get('이름')?.slice(1, 4)).toEqual(['필수', '텍스트 (최대 50자)', undefined]);
    expect(described.get('국가')?.slice(1, 4)).toEqual(['선택', '텍스트 (최대 50자)', '대한민국']);
    expect(described.get('등록유형')?.slice(1, 4)).toEqual(['선택', 'ONSITE, PRE', 'ONSITE']);
    expect(described.get('출력시간')?.[1]).toBe('업로드 시 무시');
  });
});
