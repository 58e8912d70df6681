import { koreanAttendee } from './attendee-fixtures.js';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { createAdmin } from '../../server/src/conferences/admin-accounts.js';
import { EventStore } from '../../server/src/event-store/event-store.js';
import type { ApiResponse, TestServer } from './test-server.js';

/** A booth create/edit body; `loginId` should be unique per test. */
export const booth = (overrides: Record<string, unknown> = {}) => ({
  boothName: 'AI 체험관',
  name: '박부스',
  affiliation: '한빛전자',
  phone: '010-5555-0001',
  loginId: 'booth-a',
  password: 'booth-pass-1',
  ...overrides,
});

export const lecture = (overrides: Record<string, unknown> = {}) => ({
  title: '생성형 AI의 미래',
  instructor: '김교수',
  date: '2026-11-21',
  time: '14:00',
  location: '그랜드볼룸 A',
  ...overrides,
});

export const BOOTH_FIELDS = ['boothName', 'name', 'affiliation', 'phone', 'loginId', 'password'] as const;
export const LECTURE_FIELDS = ['title', 'instructor', 'date', 'time', 'location'] as const;

/** A booth made by the admin `token`, and its phone logged in: its id, event and booth token. */
export async function boothWithPhone(
  server: Pick<TestServer, 'api'>,
  token: string,
  fields: Record<string, unknown> & { loginId: string },
): Promise<{ id: number; eventId: number; token: string }> {
  const created = await server.api('/api/booths', { method: 'POST', token, body: booth(fields) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const login = await server.api('/api/booth-login', {
    method: 'POST',
    body: { loginId: fields.loginId, password: 'booth-pass-1' },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { id: created.body.id, eventId: created.body.eventId, token: login.body.token };
}

/** Each person visits the booth (its phone's token) and checks in to the lecture, through the API. */
export async function visitBoothAndLecture(
  server: Pick<TestServer, 'api'>,
  at: { boothId: number; boothToken: string; lectureId: number },
  people: { id: number }[],
): Promise<void> {
  for (const person of people) {
    const visit = await server.api('/api/booth-visits', {
      method: 'POST',
      token: at.boothToken,
      body: { boothId: at.boothId, userId: person.id },
    });
    expect(visit.status, JSON.stringify(visit.body)).toBe(201);
    const checkIn = await server.api('/api/lecture-visits/checkin', {
      method: 'POST',
      body: { lectureId: at.lectureId, userId: person.id },
    });
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(201);
  }
}

/** Ids that are not positive integers of a sane size, as path segments. */
export const BAD_PATH_IDS = ['abc', '0', '-1', '1.5', '99999999999999999999', '1e3'];
/** Ids that are not positive integers, as JSON values. */
export const BAD_BODY_IDS: unknown[] = ['abc', 0, -1, 1.5, 2_147_483_648, 1e20, null, true, {}, [1], ''];

export const VISITED_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/;
export const FORGED_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXZlbnRJZCI6MSwicm9sZSI6ImJvb3RoIiwiYm9vdGhJZCI6MX0.c2lnbmF0dXJl';

/** A second event with its own admin, made the way the CLI does it. */
export async function secondEvent(server: TestServer, username = 'other-admin') {
  const password = 'other-pass-1234';
  const { eventId } = await createAdmin(server.running.app.get(EventStore), {
    eventName: '다른 행사',
    username,
    password,
  });
  return { eventId, token: await server.login(username, password) };
}

/** The error shape every failure has: the exact status and code, and a Korean message. */
export function expectError(res: ApiResponse, status: number, code?: string | RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({
    code:
      code === undefined ? expect.any(String) : typeof code === 'string' ? code : expect.stringMatching(code),
    message: expect.stringMatching(/[가-힣]/),
  });
}

/** The raw JSON of an answer never carries a password or its hash. */
export function expectNoPassword(res: ApiResponse, password?: string) {
  const raw = JSON.stringify(res.body);
  expect(raw).not.toMatch(/"[^"]*password[^"]*"\s*:/i);
  expect(raw).not.toContain('$argon2');
  if (password) expect(raw).not.toContain(password);
}

export async function download(server: TestServer, path: string, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { res, buffer: Buffer.from(await res.arrayBuffer()) };
}

/** The cell values of the first sheet, row by row. */
export async function firstSheetRows(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as never);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

export interface VisitRow {
  userId: number;
  userName: string;
  affiliation: string;
  phoneNumber: string;
  visitedAt: string;
}

/** Text a spreadsheet could run as a formula is written with an apostrophe in front. */
const asWritten = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);

/**
 * The visitor workbook: a header row, then the visits as the list shows them (newest first); the time column
 * is headed 방문시간 (a booth) or 출석시간 (a lecture).
 */
export async function expectVisitorSheet(buffer: Buffer, visits: VisitRow[], timeHeader = '방문시간') {
  const rows = (await firstSheetRows(buffer)).map((row) => Array.from({ length: 5 }, (_, i) => row[i] ?? ''));
  expect(rows).toEqual([
    ['참석자 ID', '이름', '소속', '전화번호', timeHeader],
    ...visits.map((v) => [
      v.userId,
      ...[v.userName, v.affiliation, v.phoneNumber].map(asWritten),
      v.visitedAt.replace('T', ' '),
    ]),
  ]);
}

/** An .xlsx answer with a Korean RFC 5987 file name that names the booth or lecture. */
export function expectKoreanXlsx(res: Response, buffer: Buffer, placeName: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const disposition = res.headers.get('content-disposition') ?? '';
  expect(disposition).toMatch(/^attachment;/);
  const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1] ?? '';
  const name = decodeURIComponent(encoded);
  expect(name).toMatch(/[가-힣]/);
  expect(name).toMatch(/\.xlsx$/);
  expect(name).toContain(placeName);
  expect(buffer.subarray(0, 2).toString()).toBe('PK');
}

/** Every row of every table of the database, as text. */
export async function wholeDatabaseText(server: TestServer): Promise<string> {
  const tables = await server.sql<{ t: string }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS t FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  const parts: string[] = [];
  for (const { t } of tables) {
    const rows = await server.sql<{ r: string }>(`SELECT x::text AS r FROM ${t} x`);
    parts.push(...rows.map((r) => r.r));
  }
  return parts.join('\n');
}

export async function countEvents(server: TestServer, type?: string): Promise<number> {
  const [row] = type
    ? await server.sql('SELECT count(*)::int AS n FROM event_log WHERE type = $1', [type])
    : await server.sql('SELECT count(*)::int AS n FROM event_log');
  return row.n as number;
}

/** Fires all requests at once; the answers in the order they were sent. */
export async function simultaneously(n: number, send: (i: number) => Promise<ApiResponse>) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  return answers;
}

/** An attendee as the register API answers it (the fields a visitor row copies). */
export interface Person {
  id: number;
  name: string;
  affiliation: string;
  phoneNumber: string;
}

/** Registers the next Korean test attendee (numbered per call) in the token's event. */
export function attendeeRegistrar(server: () => TestServer) {
  let people = 0;
  return async (token: string, overrides: Record<string, unknown> = {}): Promise<Person> => {
    const res = await server().api('/api/users/register', {
      method: 'POST',
      token,
      body: { ...koreanAttendee(++people), ...overrides },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
}

/** The visitor row the lists show for this attendee. */
export const expectedVisit = (p: Person) => ({
  userId: p.id,
  userName: p.name,
  affiliation: p.affiliation,
  phoneNumber: p.phoneNumber,
  visitedAt: expect.stringMatching(VISITED_AT),
});
