import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, uploadForm, workbook } from '../support/workbooks.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let token: string;
let eventId: number;

beforeAll(async () => {
  server = await startTestServer({ UPLOAD_MAX_BYTES: String(2 * 1024 * 1024), UPLOAD_MAX_ROWS: '5000' });
  token = await server.login();
  eventId = (await server.api('/api/users', { token })).body.content.length >= 0 ? await eventOf() : 0;
});
afterAll(() => server?.close());

async function eventOf() {
  const res = await server.api('/api/admin/login', {
    method: 'POST',
    body: { username: 'admin', password: 'admin-pass-1234' },
  });
  return res.body.eventId as number;
}

async function upload(form: FormData, auth = token) {
  const res = await fetch(`${server.url}/api/users/upload-excel`, {
    method: 'POST',
    body: form,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });
  return { status: res.status, body: await res.json() };
}

const total = async () => (await server.api('/api/users', { token })).body.totalElements as number;

async function download(path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, buffer: Buffer.from(await res.arrayBuffer()) };
}

async function readRows(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as never);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('POST /api/users/upload-excel', () => {
  it('imports valid rows, reports each rejected row with its number and reason', async () => {
    const before = await total();
    const file = await workbook([
      HEADERS,
      ['가나다', '회사A', '010-4000-0001', 'a@example.com', '대한민국', 'N', 'N', 'Y', 'PRE'],
      ['', '회사B', '010-4000-0002'],
      ['라마바', '회사C', '010-4000-0003', '', '', '', '', 'X'],
      ['사아자', '회사D', '010-4000-0001'],
      ['차카타', '회사E', 1040000005],
    ]);
    const res = await upload(uploadForm(file, '참석자.xlsx', eventId));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ imported: 2, skipped: 0, total: 5 });
    expect(res.body.rejected).toEqual([
      { row: 3, reason: expect.stringContaining('이름') },
      { row: 4, reason: expect.stringContaining('결제유무') },
      { row: 5, reason: expect.stringContaining('중복') },
    ]);
    expect(await total()).toBe(before + 2);
    const found = await server.api(`/api/users?keyword=${encodeURIComponent('차카타')}`, { token });
    expect(found.body.content[0]).toMatchObject({
      phoneNumber: '010-4000-0005', // a mobile number is stored as 010-…
      country: '대한민국',
      paymentStatus2: 'N',
    });
  });

  it('skips rows whose phone number is already registered in the event', async () => {
    const file = await workbook([
      HEADERS,
      ['가나다', '회사A', '01040000001'],
      ['새사람', '회사F', '010-4000-0099'],
    ]);
    const res = await upload(uploadForm(file));
    expect(res.body).toMatchObject({ imported: 1, skipped: 1 });
    expect(res.body.rejected).toEqual([{ row: 2, reason: expect.stringContaining('이미 등록된 전화번호') }]);
  });

  it.each([
    ['random bytes', Buffer.from('this is not a zip file at all'), 'attendees.xlsx', 'EXCEL.NOT_WORKBOOK'],
    [
      'a CSV renamed .xlsx',
      Buffer.from('이름,소속,전화번호\n홍길동,A,010\n'),
      'attendees.xlsx',
      'EXCEL.NOT_WORKBOOK',
    ],
    ['a .csv name', Buffer.from('a,b'), 'attendees.csv', 'EXCEL.NOT_XLSX'],
  ])('refuses %s with a Korean 400 and imports nothing', async (_, content, name, code) => {
    const before = await total();
    const res = await upload(uploadForm(content, name));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect(await total()).toBe(before);
  });

  it('refuses an empty workbook and one without the required columns', async () => {
    const empty = await upload(uploadForm(await workbook([HEADERS])));
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('EXCEL.EMPTY');
    const noColumns = await upload(
      uploadForm(
        await workbook([
          ['아무거나', '열'],
          ['a', 'b'],
        ]),
      ),
    );
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.code).toBe('EXCEL.MISSING_COLUMNS');
  });

  it('refuses a file over the size limit with 413 and imports nothing', async () => {
    const before = await total();
    const res = await upload(uploadForm(Buffer.alloc(3 * 1024 * 1024, 1)));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('EXCEL.TOO_LARGE');
    expect(await total()).toBe(before);
  });

  it('refuses more rows than the limit and imports nothing', async () => {
    const before = await total();
    const rows = [
      HEADERS,
      ...Array.from({ length: 5001 }, (_, i) => [
        `이름${i}`,
        '소속',
        `010-5${String(i).padStart(3, '0')}-0000`,
      ]),
    ];
    const res = await upload(uploadForm(await workbook(rows)));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('EXCEL.TOO_MANY_ROWS');
    expect(await total()).toBe(before);
  });

  it('asks for a file when none is sent', async () => {
    const form = new FormData();
    form.append('eventId', String(eventId));
    const res = await upload(form);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('EXCEL.NO_FILE');
  });

  it('needs an admin token (401) and refuses another event (403)', async () => {
    const file = await workbook([HEADERS, ['가', '나', '010']]);
    expect((await upload(uploadForm(file), '')).status).toBe(401);
    const res = await upload(uploadForm(file, 'a.xlsx', eventId + 100));
    expect(res.status).toBe(403);
  });
});

describe('GET /api/users/download-excel', () => {
  it('streams the attendees with Korean headers and a Korean file name, and its file uploads back as duplicates', async () => {
    const { res, buffer } = await download(`/api/users/download-excel?eventId=${eventId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''%EC%B0%B8%EC%84%9D%EC%9E%90/);
    const rows = await readRows(buffer);
    expect(rows[0]).toEqual(
      expect.arrayContaining(['ID', '이름', '소속', '전화번호', '출력유무', '결제유무', '출력시간']),
    );
    expect(rows.length - 1).toBe(await total());
    const again = await upload(uploadForm(buffer, 'download.xlsx'));
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ imported: 0, skipped: rows.length - 1 });
  });

  it('neutralises cells that would run as formulas', async () => {
    await server.api('/api/users/register', {
      method: 'POST',
      token,
      body: { name: '=HYPERLINK("http://evil")', affiliation: '+위험', phoneNumber: '010-6000-0001' },
    });
    const rows = await readRows((await download('/api/users/download-excel')).buffer);
    const cells = rows.flat().map(String);
    expect(cells).not.toContain('=HYPERLINK("http://evil")');
    expect(cells.some((c) => c.includes('HYPERLINK') && !c.startsWith('='))).toBe(true);
  });

  it('needs an admin token', async () => {
    expect((await server.api('/api/users/download-excel')).status).toBe(401);
    expect((await server.api('/api/users/excel-template')).status).toBe(401);
  });
});

describe('GET /api/users/excel-template', () => {
  it('describes the columns, and imports no example attendee when uploaded as it is', async () => {
    const { res, buffer } = await download('/api/users/excel-template');
    expect(res.status).toBe(200);
    const rows = await readRows(buffer);
    expect(rows[0]).toEqual(expect.arrayContaining(['이름', '소속', '전화번호']));
    expect(rows).toHaveLength(1); // the header only: the example is on the '예시' sheet
    const before = (await server.api('/api/users', { token })).body.totalElements;
    const result = await upload(uploadForm(buffer, 'template.xlsx'));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('데이터가 있는 행이 없습니다.');
    expect((await server.api('/api/users', { token })).body.totalElements).toBe(before);
  });
});
