import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCost, measured, type Cost } from '../support/hostile-cost.js';
import {
  attendeeCells,
  attendeeSheetRows,
  manyRowsSheet,
  oleFile,
  rowXml,
  sharedStringsXml,
  stylesXml,
  worksheetXml,
  xlsxOf,
  type CellSpec,
} from '../support/hostile-workbooks.js';
import { hostileZip } from '../support/hostile-zip.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { HEADERS, uploadForm } from '../support/workbooks.js';

/**
 * A corpus of hostile workbooks against POST /api/users/upload-excel with the default limits (20 MB upload,
 * 100,000 rows): each is answered with a Korean 4xx within bounded time and memory (measured in this
 * process, which runs the server), and a refused file changes nothing: not the attendees, not the event
 * log, not even the attendee id sequence (which a stored-then-rolled-back row would have moved).
 */

let server: TestServer;
let token: string;
const costs: string[] = [];

/** Time and memory no upload may exceed (the machine is small and shared: CPU time is the steady measure). */
const MAX_CPU_MS = 6_000;
const MAX_WALL_MS = 20_000;
const MAX_RSS_GROWTH_MIB = 300;

beforeAll(async () => {
  server = await startTestServer(); // the default upload limits
  token = await server.login();
});
afterAll(async () => {
  console.log(`upload costs (in-process server and client):\n${costs.join('\n')}`);
  await server?.close();
});

interface UploadAnswer {
  status: number;
  body: any;
  cost: Cost;
}

async function send(
  label: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<UploadAnswer> {
  const { result, cost } = await measured(async () => {
    const res = await fetch(`${server.url}/api/users/upload-excel`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  });
  costs.push(formatCost(label, cost));
  expect(cost.cpuMs, `${label}: CPU time`).toBeLessThan(MAX_CPU_MS);
  expect(cost.wallMs, `${label}: wall time`).toBeLessThan(MAX_WALL_MS);
  expect(cost.rssGrowthMiB, `${label}: memory`).toBeLessThan(MAX_RSS_GROWTH_MIB);
  return { ...result, cost };
}

const upload = (label: string, file: Buffer | string, fileName = 'hostile.xlsx', contentType?: string) =>
  send(label, uploadForm(file, fileName, undefined, contentType));

/** What a refused upload must leave as it was. */
async function snapshot() {
  const [counts] = await server.sql<{ attendees: string; events: string; sequence: string }>(
    `SELECT (SELECT count(*) FROM attendees) AS attendees, (SELECT count(*) FROM event_log) AS events,
            (SELECT last_value FROM attendee_id_seq) AS sequence`,
  );
  return counts;
}

async function expectRefused(answer: UploadAnswer, status: number, code: string, before: unknown) {
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({
    code,
    message: expect.stringMatching(/[가-힣]/),
  });
  expect(answer.status).toBe(status);
  expect(await snapshot()).toEqual(before);
}

const sheetOf = (rows: readonly (readonly CellSpec[])[], after = '') =>
  xlsxOf({ sheet: worksheetXml(attendeeSheetRows(rows), after) });
const NOT_WORKBOOK = ['EXCEL.NOT_WORKBOOK', 400] as const;
const TOO_LARGE = ['EXCEL.CONTENT_TOO_LARGE', 413] as const;
const GIB = 2 ** 30;

/** A sheet whose rows go on for `bytes` bytes of `<row/>` tags after a valid header. */
const bombSheet = (bytes: number) => ({
  prefix: worksheetXml(attendeeSheetRows([]), '').replace('</sheetData></worksheet>', ''),
  piece: '<row/>',
  times: Math.floor(bytes / 6),
  suffix: '</sheetData></worksheet>',
});

const BILLION_LAUGHS =
  '<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY lol "lol">' +
  Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('') +
  ']>' +
  worksheetXml(attendeeSheetRows([['&lol9;', '한빛전자', '010-1111-2222']]).replace('&amp;lol9;', '&lol9;'));

/** Refused files: [label, file, [code, status]]. */
const refusedFiles: [string, () => Buffer, readonly [string, number]][] = [
  ['random bytes (not a zip)', () => randomBytes(100_000), NOT_WORKBOOK],
  ['zero bytes', () => Buffer.alloc(0), NOT_WORKBOOK],
  [
    'a CSV renamed .xlsx',
    () => Buffer.from(`${HEADERS.join(',')}\n김민수,한빛전자,010-1234-5678\n`),
    NOT_WORKBOOK,
  ],
  ['an .xls or password-protected workbook (OLE file)', oleFile, ['EXCEL.NOT_XLSX_FORMAT', 400]],
  [
    'a valid zip without workbook parts',
    () =>
      hostileZip([
        { name: 'hello.txt', content: '안녕하세요' },
        { name: 'docs/readme.md', content: '# 문서' },
      ]),
    NOT_WORKBOOK,
  ],
  [
    'a workbook without any worksheet',
    () => hostileZip([{ name: 'xl/workbook.xml', content: '<workbook><sheets/></workbook>' }]),
    NOT_WORKBOOK,
  ],
  [
    'a workbook cut off in the middle',
    () => {
      const file = sheetOf(Array.from({ length: 3000 }, (_, i) => attendeeCells(i)));
      return file.subarray(0, Math.floor(file.length / 2));
    },
    NOT_WORKBOOK,
  ],
  [
    'a zip bomb: a sheet that says it inflates to 3.75 GiB',
    () => xlsxOf({ sheet: { content: bombSheet(3.75 * GIB), declaredCrc: 0 } }),
    TOO_LARGE,
  ],
  [
    'a zip bomb that lies: says 1 KiB, inflates to 3.75 GiB',
    () => xlsxOf({ sheet: { content: bombSheet(3.75 * GIB), declaredSize: 1024, declaredCrc: 0 } }),
    TOO_LARGE,
  ],
  [
    'a Zip64 bomb: a sheet that says it inflates to 1 TiB',
    () =>
      xlsxOf({ sheet: { content: bombSheet(GIB / 4), declaredSize: 2 ** 40, declaredCrc: 0, zip64: true } }),
    TOO_LARGE,
  ],
  [
    'a shared-strings bomb: says 1 KiB, inflates to 2 GiB',
    () =>
      xlsxOf({
        sheet: worksheetXml(attendeeSheetRows([attendeeCells(1)])),
        sharedStrings: {
          content: {
            prefix: '<sst><si><t>',
            piece: 'A'.repeat(1024),
            times: 2 * 2 ** 20,
            suffix: '</t></si></sst>',
          },
          declaredSize: 1024,
          declaredCrc: 0,
        },
      }),
    TOO_LARGE,
  ],
  ['an XML entity bomb (billion laughs) in the sheet', () => xlsxOf({ sheet: BILLION_LAUGHS }), NOT_WORKBOOK],
  [
    'an external entity (XXE) in the shared strings',
    () =>
      xlsxOf({
        sheet: worksheetXml(attendeeSheetRows([[{ t: 's', v: 0 }, '한빛전자', '010-1111-2222']])),
        sharedStrings:
          '<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><sst><si><t>&xxe;</t></si></sst>',
      }),
    NOT_WORKBOOK,
  ],
  [
    'XML nested a million deep',
    () =>
      xlsxOf({ sheet: { content: { prefix: '<worksheet><sheetData>', piece: '<a>', times: 1_000_000 } } }),
    NOT_WORKBOOK,
  ],
  [
    'a tag that never ends (an attribute of 50 MB)',
    () =>
      xlsxOf({
        sheet: {
          content: { prefix: '<worksheet><sheetData><row r="', piece: '1'.repeat(1024), times: 50 * 1024 },
        },
      }),
    NOT_WORKBOOK,
  ],
  [
    'a sheet of 49 million empty cells (3,000 rows of 16,384)',
    () =>
      xlsxOf({
        sheet: {
          content: {
            prefix: worksheetXml(attendeeSheetRows([])).replace('</sheetData></worksheet>', ''),
            piece: `<row>${'<c/>'.repeat(16_384)}</row>`,
            times: 3000,
            suffix: '</sheetData></worksheet>',
          },
        },
      }),
    TOO_LARGE,
  ],
  [
    'a cell beyond column XFD',
    () => xlsxOf({ sheet: worksheetXml(`${rowXml(1, HEADERS)}<row r="2"><c r="XFE2"><v>1</v></c></row>`) }),
    NOT_WORKBOOK,
  ],
  [
    '100,001 merged ranges',
    () =>
      xlsxOf({
        sheet: {
          content: {
            prefix: `${worksheetXml(attendeeSheetRows([attendeeCells(1)])).replace('</worksheet>', '')}<mergeCells>`,
            piece: '<mergeCell ref="D2:E3"/>',
            times: 100_001,
            suffix: '</mergeCells></worksheet>',
          },
        },
      }),
    TOO_LARGE,
  ],
  ['an empty sheet', () => xlsxOf({ sheet: worksheetXml('') }), ['EXCEL.EMPTY', 400]],
  ['a sheet with the header only', () => sheetOf([]), ['EXCEL.EMPTY', 400]],
  [
    'a sheet without the required columns',
    () => xlsxOf({ sheet: worksheetXml(rowXml(1, ['아무거나', '열']) + rowXml(2, ['a', 'b'])) }),
    ['EXCEL.MISSING_COLUMNS', 400],
  ],
];

describe('hostile workbooks: refused with a Korean 4xx, in bounded time and memory, changing nothing', () => {
  it.each(refusedFiles)('%s', async (label, make, [code, status]) => {
    const file = make();
    const before = await snapshot();
    const answer = await upload(label, file);
    await expectRefused(answer, status, code, before);
    expect(JSON.stringify(answer.body)).not.toContain('root:'); // no file content leaks (XXE)
  });

  it('refuses a 1,000,000-row sheet before storing a single row', async () => {
    const file = xlsxOf(manyRowsSheet(1_000_000));
    expect(file.length).toBeLessThan(20 * 2 ** 20); // it gets past the upload limit
    const before = await snapshot();
    const answer = await upload('a sheet of 1,000,000 valid rows', file);
    await expectRefused(answer, 400, 'EXCEL.TOO_MANY_ROWS', before);
    expect(answer.body.message).toBe('행이 너무 많습니다. 최대 100000행까지 업로드할 수 있습니다.');
  });

  it('refuses a file over the upload size limit with 413', async () => {
    const before = await snapshot();
    const answer = await upload('21 MB of random bytes', randomBytes(21 * 2 ** 20));
    await expectRefused(answer, 413, 'EXCEL.TOO_LARGE', before);
  });

  it('rolls back the rows already stored when the sheet turns out broken after them', async () => {
    // a complete zip whose sheet XML stops after 6,000 good rows: three batches are stored before the end
    const rows = worksheetXml(
      attendeeSheetRows(Array.from({ length: 6000 }, (_, i) => attendeeCells(10_000 + i))),
    );
    const before = await snapshot();
    const answer = await upload('6,000 good rows, then the XML stops', xlsxOf({ sheet: rows.slice(0, -40) }));
    expect(answer.status).toBe(400);
    const after = await snapshot();
    expect({ attendees: after.attendees, events: after.events }).toEqual({
      attendees: before.attendees,
      events: before.events,
    });
  });
});

describe('hostile requests around the file', () => {
  it.each([
    [
      'a JSON body instead of a form',
      '{"file":"x.xlsx"}',
      { 'content-type': 'application/json' },
      'EXCEL.NO_FILE',
    ],
    ['a form without a boundary', 'garbage', { 'content-type': 'multipart/form-data' }, 'EXCEL.NO_FILE'],
    [
      'a form whose body is not multipart',
      'this is not multipart at all',
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      'EXCEL.BAD_UPLOAD',
    ],
  ])('refuses %s with a Korean 400', async (label, body, headers, code) => {
    const before = await snapshot();
    const answer = await send(label, body, headers);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code, message: expect.stringMatching(/[가-힣]/) });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file field sent as plain text (no file name)', async () => {
    const form = new FormData();
    form.append('file', 'attendees.xlsx');
    const before = await snapshot();
    const answer = await send('a text field named file', form);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('EXCEL.NO_FILE');
    expect(await snapshot()).toEqual(before);
  });

  it('reads the content, whatever content type the file part claims', async () => {
    const file = sheetOf([attendeeCells(20_001, '형식무시')]);
    const answer = await upload('a workbook sent as text/csv', file, 'attendees.xlsx', 'text/csv');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ imported: 1, invalid: 0 });
  });
});

/** The attendees stored under a search keyword, by name. */
async function stored(keyword: string) {
  const res = await server.api(`/api/users?size=100&keyword=${encodeURIComponent(keyword)}`, { token });
  return Object.fromEntries(
    (res.body.content as { name: string; affiliation: string; phoneNumber: string }[]).map((a) => [
      a.name,
      a,
    ]),
  );
}

describe('odd but readable workbooks: the documented behaviour', () => {
  it('imports the valid rows of a mixed file in one go and names each bad row by its number', async () => {
    const before = await snapshot();
    const answer = await upload(
      'good and bad rows mixed',
      sheetOf([
        attendeeCells(30_001, '혼합하나'),
        ['', '이름없음', '010-3000-0002'],
        ['혼합둘', '한빛전자', '010-3000-0003', 'not-an-email'],
        attendeeCells(30_001, '혼합중복'),
        ['혼합셋', '한빛전자', '010-3000-0005', '', '', 'X'],
        attendeeCells(30_006, '혼합넷'),
        ['혼합_x0000_다섯', '한빛전자', '010-3000-0007'],
      ]),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ imported: 2, invalid: 5, skipped: 0, total: 7 });
    expect(answer.body.rejected).toEqual([
      { row: 3, reason: '이름을 입력하세요.' },
      { row: 4, reason: '이메일 형식이 올바르지 않습니다.' },
      { row: 5, reason: '파일 안에서 전화번호가 중복됩니다 (2행).' },
      { row: 6, reason: '방문유형은 Y, N 중 하나여야 합니다.' },
      { row: 8, reason: '이름에 사용할 수 없는 문자가 있습니다.' },
    ]);
    const after = await snapshot();
    expect(Number(after.attendees)).toBe(Number(before.attendees) + 2);
    expect(Object.keys(await stored('혼합'))).toEqual(expect.arrayContaining(['혼합하나', '혼합넷']));
  });

  it('imports what a formula shows (its cached result), never the formula; without a result the row is refused', async () => {
    const answer = await upload(
      'formulas in cells',
      sheetOf([
        [{ t: 'str', f: 'CONCAT("김","공식")', v: '김공식' }, '수식상사', '010-3100-0001'],
        [{ f: 'A1' }, '수식상사', '010-3100-0002'],
        ['이수식', { t: 'e', f: '1/0', v: '#DIV/0!' }, '010-3100-0003'],
        [
          { t: 'str', f: 'HYPERLINK("http://evil.example","박링크")', v: '박링크' },
          '수식상사',
          '010-3100-0004',
        ],
        ['=1+1', '수식상사', '010-3100-0005'],
        ['최숫자', '수식상사', { f: 'C2*1', v: 1031000006 }],
      ]),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ imported: 4, invalid: 2 });
    expect(answer.body.rejected).toEqual([
      { row: 3, reason: '이름 칸의 값을 읽을 수 없습니다 (수식 결과 없음).' },
      { row: 4, reason: '소속 칸의 값을 읽을 수 없습니다 (#DIV/0!).' },
    ]);
    const people = await stored('수식상사');
    expect(Object.keys(people).sort()).toEqual(['=1+1', '김공식', '박링크', '최숫자'].sort());
    expect(people['최숫자'].phoneNumber).toBe('010-3100-0006');
  });

  it('imports a date stored as a number as the date a spreadsheet shows (1900 and 1904 date systems)', async () => {
    // cell formats: 0 General, 1 built-in date (14), 2 a custom Korean date, 3 built-in date and time (22)
    const styles = stylesXml([0, 14, 164, 22], { 164: 'yyyy"년" m"월" d"일"' });
    const rows: CellSpec[][] = [
      ['날짜하나', { s: 1, v: 46347 }, '010-3200-0001'],
      ['날짜둘', { s: 2, v: 46347 }, '010-3200-0002'],
      ['날짜셋', { s: 3, v: 46347.5 }, '010-3200-0003'],
      ['날짜넷', { s: 0, v: 46347 }, '010-3200-0004'],
    ];
    const answer = await upload(
      'dates stored as numbers',
      xlsxOf({ sheet: worksheetXml(attendeeSheetRows(rows)), styles }),
    );
    expect(answer.body).toMatchObject({ imported: 4, invalid: 0 });
    const people = await stored('날짜');
    expect(Object.fromEntries(Object.entries(people).map(([name, a]) => [name, a.affiliation]))).toEqual({
      날짜하나: '2026-11-21',
      날짜둘: '2026-11-21',
      날짜셋: '2026-11-21 12:00:00',
      날짜넷: '46347', // a number without a date format stays the number
    });

    const mac = await upload(
      'dates in the 1904 date system',
      xlsxOf({
        sheet: worksheetXml(attendeeSheetRows([['맥날짜', { s: 1, v: 46347 - 1462 }, '010-3200-0005']])),
        styles,
        workbookPr: 'date1904="1"',
      }),
    );
    expect(mac.body).toMatchObject({ imported: 1 });
    expect((await stored('맥날짜'))['맥날짜'].affiliation).toBe('2026-11-21');
  });

  it('gives every cell of a merged range the value shown across it', async () => {
    const answer = await upload(
      'merged cells',
      sheetOf(
        [
          ['병합하나', '병합상사', '010-3300-0001'],
          ['병합둘', undefined, '010-3300-0002'],
          ['병합셋', '숨은 값', '010-3300-0003'], // a covered cell's own value is not what is shown
          ['병합넷', '따로상사', '010-3300-0004'],
        ],
        '<mergeCells count="1"><mergeCell ref="B2:B4"/></mergeCells>',
      ),
    );
    expect(answer.body).toMatchObject({ imported: 4, invalid: 0 });
    const people = await stored('병합');
    expect(Object.fromEntries(Object.entries(people).map(([name, a]) => [name, a.affiliation]))).toEqual({
      병합하나: '병합상사',
      병합둘: '병합상사',
      병합셋: '병합상사',
      병합넷: '따로상사',
    });
  });

  it('refuses each row that holds a huge shared string (8 MB in every row) quickly, and imports the rest', async () => {
    const huge = '가'.repeat((8 * 2 ** 20) / 3);
    const rows = `${rowXml(1, HEADERS)}${Array.from({ length: 5000 }, (_, i) =>
      rowXml(i + 2, [{ t: 's', v: 0 }, { t: 's', v: 1 }, `010-3400-${String(i).padStart(4, '0')}`]),
    ).join('')}${rowXml(5002, ['긴문자옆', '한빛전자', '010-3401-0001'])}`;
    const answer = await upload(
      'a huge shared string in 5,000 rows',
      xlsxOf({ sheet: worksheetXml(rows), sharedStrings: sharedStringsXml([huge, '한빛전자']) }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ imported: 1, invalid: 5000 });
    expect(answer.body.rejected[0]).toEqual({ row: 2, reason: '이름은 50자 이하로 입력하세요.' });
  });
});
