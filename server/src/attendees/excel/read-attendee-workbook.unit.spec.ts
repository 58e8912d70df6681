import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AttendeeFields } from '../domain/attendee-fields.js';
import { readAttendeeWorkbook } from './read-attendee-workbook.js';

const HEADER = [
  'ID',
  '이름',
  '소속',
  '전화번호',
  '이메일',
  '국가',
  '방문유형',
  '출력유무',
  '결제유무',
  '등록유형',
  '출력시간',
];

/** An .xlsx as Excel-like tools write it (shared strings), built with exceljs's regular writer. */
async function xlsx(rows: ExcelJS.CellValue[][], extraSheet?: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  if (extraSheet) workbook.addWorksheet('Sheet2').addRows(extraSheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const read = (file: Buffer, maxRows = 100) => readAttendeeWorkbook(Readable.from([file]), { maxRows });

const valid = (name: string, phone: ExcelJS.CellValue): ExcelJS.CellValue[] => [
  null,
  name,
  '한빛전자',
  phone,
];

const defaults: Omit<AttendeeFields, 'name' | 'affiliation' | 'phoneNumber'> = {
  exhibitorConsent: '',
  email: '',
  country: '대한민국',
  visitType: 'N',
  paymentStatus: 'N',
  paymentStatus2: 'N',
  registrationType: 'ONSITE',
};

describe('readAttendeeWorkbook: rows', () => {
  it('reads a full row, with the defaults of the API for empty optional cells', async () => {
    const file = await xlsx([
      HEADER,
      [
        7,
        '김민수',
        '한빛전자',
        '010-1234-5678',
        'minsu@example.com',
        'Japan',
        'y',
        'Y',
        'N',
        'pre',
        '2026-01-01',
      ],
      [8, '이영희', '소속', '010-2222-3333', null, null, null, null, null, null, null],
    ]);

    const result = await read(file);

    expect(result).toEqual({
      rows: [
        {
          row: 2,
          fields: {
            name: '김민수',
            affiliation: '한빛전자',
            phoneNumber: '010-1234-5678',
            email: 'minsu@example.com',
            country: 'Japan',
            visitType: 'Y',
            paymentStatus: 'Y',
            paymentStatus2: 'N',
            registrationType: 'PRE',
            exhibitorConsent: '',
          },
        },
        {
          row: 3,
          fields: { ...defaults, name: '이영희', affiliation: '소속', phoneNumber: '010-2222-3333' },
        },
      ],
      rejected: [],
      total: 2,
    });
  });

  it('finds columns by header text, in any order, below blank rows, ignoring unknown columns', async () => {
    const file = await xlsx([
      [],
      [],
      ['비고', ' 전화번호 ', '소속', '이름'],
      ['메모', '010-1234-5678', '한빛', '박지훈'],
    ]);

    const result = await read(file);

    expect(result.rows).toEqual([
      { row: 4, fields: { ...defaults, name: '박지훈', affiliation: '한빛', phoneNumber: '010-1234-5678' } },
    ]);
  });

  it('reports invalid rows with their Excel row numbers and Korean reasons, and skips empty rows', async () => {
    const file = await xlsx([
      HEADER,
      valid('김민수', '010-1111-1111'),
      [null, '', '한빛전자', '010-2222-2222'],
      [],
      [null, '박지훈', '한빛전자', '010-3333-3333', 'not-an-email', null, 'X'],
      [null, '가'.repeat(51), '한빛전자', '010-4444-4444'],
      [99, null, null, null, null, null, null, null, null, null, '2026-11-21 10:00:00'],
      [null, '최유리', '한빛전자', '010-5555-5555', null, null, null, null, null, 'VIP'],
    ]);

    const result = await read(file);

    expect(result.rows.map((accepted) => accepted.row)).toEqual([2]);
    expect(result.rejected).toEqual([
      { row: 3, reason: '이름을 입력하세요.' },
      { row: 5, reason: '이메일 형식이 올바르지 않습니다. 방문유형은 Y, N 중 하나여야 합니다.' },
      { row: 6, reason: '이름은 50자 이하로 입력하세요.' },
      { row: 8, reason: '등록유형은 ONSITE, PRE 중 하나여야 합니다.' },
    ]);
    expect(result.total).toBe(5);
  });

  it('answers a text repeated down a column alike in every row, past the first hundred texts too', async () => {
    const rows: ExcelJS.CellValue[][] = [HEADER];
    for (let i = 0; i < 150; i++) {
      const name = i === 140 ? '가'.repeat(51) : `참석자${i}`;
      const phone = `010-7000-${String(i).padStart(4, '0')}`;
      rows.push([null, name, '한빛전자', phone, null, i % 2 ? '일본' : null, i % 3 ? 'y' : 'X']);
    }

    const result = await read(await xlsx(rows), 1000);

    const expected = (i: number) =>
      [
        ...(i === 140 ? ['이름은 50자 이하로 입력하세요.'] : []),
        ...(i % 3 ? [] : ['방문유형은 Y, N 중 하나여야 합니다.']),
      ].join(' ');
    const refused = [...Array(150).keys()].filter((i) => expected(i) !== '');
    expect(result.rejected).toEqual(refused.map((i) => ({ row: i + 2, reason: expected(i) })));
    expect(result.rows).toHaveLength(150 - refused.length);
    for (const { row, fields } of result.rows) {
      expect(fields.visitType).toBe('Y');
      expect(fields.country).toBe((row - 2) % 2 ? '일본' : '대한민국');
    }
  });

  it('rejects rows repeating the phone number (digits only) of an earlier row of the file', async () => {
    const file = await xlsx([
      HEADER,
      valid('김민수', '010-1234-5678'),
      valid('이영희', '010-9999-0000'),
      valid('김민수', '01012345678'),
      valid('박지훈', '010 1234 5678'),
    ]);

    const result = await read(file);

    expect(result.rows.map((accepted) => accepted.fields.name)).toEqual(['김민수', '이영희']);
    expect(result.rejected).toEqual([
      { row: 4, reason: '파일 안에서 전화번호가 중복됩니다 (2행).' },
      { row: 5, reason: '파일 안에서 전화번호가 중복됩니다 (2행).' },
    ]);
    expect(result.total).toBe(4);
  });

  it('gives a phone number stored as a number its leading zero back', async () => {
    const file = await xlsx([
      HEADER,
      valid('김민수', 1012345678),
      valid('이영희', 212345678),
      valid('대표번호', 15881234),
    ]);

    const result = await read(file);

    // a mobile number is stored as people read it (010-1234-5678); other numbers as written; fewer than 9
    // digits (a 1588 number) is refused (issue 47)
    expect(result.rows.map((accepted) => accepted.fields.phoneNumber)).toEqual([
      '010-1234-5678',
      '0212345678',
    ]);
    expect(result.rejected).toEqual([
      { row: 4, reason: '전화번호는 숫자 9자리 이상으로 입력하세요 (예: 010-1234-5678).' },
    ]);
  });

  it('uses the result of a formula, never the formula, and the text of rich text and hyperlinks', async () => {
    const file = await xlsx([
      HEADER,
      [
        null,
        { formula: 'CONCAT("김","민수")', result: '김민수' },
        { richText: [{ text: '한빛', font: { bold: true } }, { text: '전자' }] },
        { formula: 'D3*1', result: 1012345678 },
        { text: 'minsu@example.com', hyperlink: 'mailto:minsu@example.com' },
      ],
    ]);

    const result = await read(file);

    expect(result.rows).toEqual([
      {
        row: 2,
        fields: {
          ...defaults,
          name: '김민수',
          affiliation: '한빛전자',
          phoneNumber: '010-1234-5678',
          email: 'minsu@example.com',
        },
      },
    ]);
  });

  it('rejects a row whose cell shows an error value', async () => {
    const file = await xlsx([
      HEADER,
      [null, '김민수', { error: '#N/A' }, '010-1000-0001'],
      [null, '이영희', { formula: 'VLOOKUP(1,Z1:Z2,2)', result: { error: '#N/A' } }, '010-1000-0002'],
    ]);

    const result = await read(file);

    expect(result.rejected).toEqual([
      { row: 2, reason: '소속 칸의 값을 읽을 수 없습니다 (#N/A).' },
      { row: 3, reason: '소속 칸의 값을 읽을 수 없습니다 (#N/A).' }, // the formula's result, as the cell shows it
    ]);
  });

  it('reads only the first worksheet', async () => {
    const file = await xlsx(
      [HEADER, valid('김민수', '010-1000-0001')],
      [HEADER, valid('다른시트', '010-1000-0002')],
    );

    const result = await read(file);

    expect(result.rows.map((accepted) => accepted.fields.name)).toEqual(['김민수']);
  });
});

describe('readAttendeeWorkbook: refused files', () => {
  const refusal = (code: string, message?: string) =>
    expect.objectContaining({ code, status: 400, ...(message ? { message } : {}) });

  it('refuses a sheet without the required columns, naming them', async () => {
    const file = await xlsx([
      ['이름', '이메일', '메모'],
      ['김민수', 'a@b.co', ''],
    ]);

    await expect(read(file)).rejects.toEqual(
      refusal('EXCEL.MISSING_COLUMNS', '필수 열이 없습니다: 소속, 전화번호'),
    );
  });

  it('refuses more data rows than maxRows (empty rows do not count)', async () => {
    const rows = [HEADER, valid('a', '010-1'), [], valid('b', '010-2'), valid('c', '010-3')];

    await expect(read(await xlsx(rows), 3)).resolves.toMatchObject({ total: 3 });
    await expect(read(await xlsx([...rows, valid('d', '010-4')]), 3)).rejects.toEqual(
      refusal('EXCEL.TOO_MANY_ROWS', '행이 너무 많습니다. 최대 3행까지 업로드할 수 있습니다.'),
    );
  });

  it('refuses an empty sheet, and a sheet with only the header', async () => {
    await expect(read(await xlsx([]))).rejects.toEqual(
      refusal('EXCEL.EMPTY', '데이터가 있는 행이 없습니다.'),
    );
    await expect(read(await xlsx([HEADER, [], [99]]))).rejects.toEqual(refusal('EXCEL.EMPTY'));
  });
});
