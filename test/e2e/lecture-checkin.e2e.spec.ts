import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreanAttendee } from '../support/attendee-fixtures.js';
import {
  BAD_BODY_IDS,
  BAD_PATH_IDS,
  VISITED_AT,
  booth,
  countEvents,
  download,
  expectError,
  expectKoreanXlsx,
  expectVisitorSheet,
  lecture,
  secondEvent,
  simultaneously,
  wholeDatabaseText,
  type VisitRow,
  attendeeRegistrar,
  expectedVisit,
  type Person,
} from '../support/booth-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let token: string;
let eventId: number;
let other: { eventId: number; token: string };
let lectureId: number;
let lectureOfOther: number;
const registrar = attendeeRegistrar(() => server);
const register = (auth = token, overrides: Record<string, unknown> = {}) => registrar(auth, overrides);

async function makeLecture(auth = token, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await server.api('/api/lectures', { method: 'POST', token: auth, body: lecture(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_CHECKIN: '1000' });
  const login = await server.api('/api/admin/login', {
    method: 'POST',
    body: { username: 'admin', password: 'admin-pass-1234' },
  });
  token = login.body.token;
  eventId = login.body.eventId;
  other = await secondEvent(server);
  lectureId = await makeLecture();
  lectureOfOther = await makeLecture(other.token, { title: '다른 행사 강연' });
});
afterAll(() => server?.close());

const checkin = (lecture: unknown, userId: unknown, headers: Record<string, string> = {}) =>
  server.api('/api/lecture-visits/checkin', {
    method: 'POST',
    body: { lectureId: lecture, userId },
    headers,
  });

const adminList = (id: number | string, auth = token, query = '') =>
  server.api(`/api/lecture-visits/${id}${query}`, { token: auth });

const visitRow = expectedVisit;

describe('POST /api/lecture-visits/checkin', () => {
  it('checks an attendee in without any token', async () => {
    const p = await register();
    const before = await countEvents(server);
    const res = await checkin(lectureId, p.id);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ lectureId, userId: p.id, visitedAt: expect.stringMatching(VISITED_AT) });
    expect(await countEvents(server)).toBe(before + 1);
  });

  it('refuses a repeated check-in with 409 중복 and records nothing', async () => {
    const p = await register();
    expect((await checkin(lectureId, p.id)).status).toBe(201);
    const before = await countEvents(server);
    const again = await checkin(lectureId, p.id);
    expectError(again, 409, 'CHECKIN.DUPLICATE');
    expect(again.body.message).toContain('중복');
    expect(await countEvents(server)).toBe(before);
    expect((await checkin(await makeLecture(), p.id)).status).toBe(201);
  });

  it.each(BAD_BODY_IDS.map((id) => [id]))('refuses the id %j with 400', async (bad) => {
    const p = await register();
    const before = await countEvents(server);
    expectError(await checkin(lectureId, bad), 400);
    expectError(await checkin(bad, p.id), 400);
    expect(await countEvents(server)).toBe(before);
  });

  it('refuses a missing id or a body that is not an object with 400', async () => {
    const send = (body: unknown) => server.api('/api/lecture-visits/checkin', { method: 'POST', body });
    expectError(await send({ lectureId }), 400);
    expectError(await send({ userId: 1 }), 400);
    expectError(await send([lectureId, 1]), 400);
    expectError(await send('{"lectureId":'), 400, 'REQUEST.INVALID');
  });

  it('answers 404 for an unknown lecture, an unknown attendee and an attendee of another event', async () => {
    const p = await register();
    expectError(await checkin(987654, p.id), 404, 'LECTURE.NOT_FOUND');
    expectError(await checkin(lectureId, 987654), 404, 'ATTENDEE.NOT_FOUND');
    expectError(await checkin(lectureId, (await register(other.token)).id), 404, 'ATTENDEE.NOT_FOUND');
    expectError(await checkin(lectureOfOther, p.id), 404, 'ATTENDEE.NOT_FOUND');
  });

  it('records exactly one of 20 simultaneous check-ins', async () => {
    const p = await register();
    const before = await countEvents(server);
    const answers = await simultaneously(20, () => checkin(lectureId, p.id));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409)) expectError(a, 409, 'CHECKIN.DUPLICATE');
    expect(
      (await adminList(lectureId)).body.filter((v: { userId: number }) => v.userId === p.id),
    ).toHaveLength(1);
    expect(await countEvents(server)).toBe(before + 1);
  });

  it('answers a repeated Idempotency-Key like the first time and records nothing new', async () => {
    const p = await register();
    const key = randomUUID();
    const before = await countEvents(server);
    const first = await checkin(lectureId, p.id, { 'Idempotency-Key': key });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await checkin(lectureId, p.id, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await countEvents(server)).toBe(before + 1);
    expectError(
      await checkin(lectureId, p.id, { 'Idempotency-Key': randomUUID() }),
      409,
      'CHECKIN.DUPLICATE',
    );
  });

  it('answers every one of simultaneous resends with one key alike, and records one', async () => {
    const p = await register();
    const key = randomUUID();
    const before = await countEvents(server);
    const answers = await simultaneously(5, () => checkin(lectureId, p.id, { 'Idempotency-Key': key }));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(5).fill(201));
    for (const a of answers) expect(a.body).toEqual(answers[0].body);
    expect(await countEvents(server)).toBe(before + 1);
  });

  it('refuses an Idempotency-Key longer than 100 characters with 400', async () => {
    const p = await register();
    expectError(await checkin(lectureId, p.id, { 'Idempotency-Key': 'k'.repeat(101) }), 400);
    expect((await checkin(lectureId, p.id, { 'Idempotency-Key': 'k'.repeat(100) })).status).toBe(201);
  });

  it('answers 429 in Korean after too many check-ins', async () => {
    const limited = await startTestServer({ RATE_LIMIT_CHECKIN: '3' });
    try {
      const attempt = () =>
        limited.api('/api/lecture-visits/checkin', {
          method: 'POST',
          body: { lectureId: 987654, userId: 1 },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(404);
      const last = await attempt();
      expect(last.status).toBe(429);
      expect(last.body).toEqual({
        code: 'RATE_LIMITED',
        message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/lecture-visits/{lectureId}', () => {
  let listed: number;
  let attendees: Person[];

  beforeAll(async () => {
    listed = await makeLecture(token, { title: '출석 목록 강연' });
    attendees = [await register(), await register(), await register()];
    for (const p of attendees) expect((await checkin(listed, p.id)).status).toBe(201);
  });

  it('lists the check-ins newest first and counts them on the lecture', async () => {
    const res = await adminList(listed, token, `?eventId=${eventId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([...attendees].reverse().map(visitRow));
    const lectures = (await server.api('/api/lectures', { token })).body;
    expect(lectures.find((l: { id: number }) => l.id === listed).visitCount).toBe(3);
    expect((await server.api(`/api/lectures/${listed}`)).body.visitCount).toBe(3);
  });

  it('shows the new name after the attendee is edited', async () => {
    const p = attendees[0];
    const edited = await server.api(`/api/users/${p.id}`, {
      method: 'PUT',
      token,
      body: { ...koreanAttendee(0), name: '바뀐이름', affiliation: '바뀐소속', phoneNumber: p.phoneNumber },
    });
    expect(edited.status).toBe(200);
    const row = (await adminList(listed)).body.find((v: { userId: number }) => v.userId === p.id);
    expect(row).toMatchObject({ userName: '바뀐이름', affiliation: '바뀐소속' });
  });

  it("erases a deleted attendee's personal data from the list and from the database", async () => {
    const gone = await register(token, {
      name: '지워질청강생',
      phoneNumber: '010-8765-0992',
      affiliation: '숨은학회',
    });
    expect((await checkin(listed, gone.id)).status).toBe(201);
    expect((await server.api(`/api/users/${gone.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await adminList(listed)).body[0]).toEqual({
      userId: gone.id,
      userName: '삭제된 참석자',
      affiliation: '',
      phoneNumber: '',
      visitedAt: expect.stringMatching(VISITED_AT),
    });
    expectError(await checkin(await makeLecture(), gone.id), 404, 'ATTENDEE.NOT_FOUND');
    if (!server.databaseUrl) return;
    await server.sql('VACUUM');
    const everything = await wholeDatabaseText(server);
    for (const value of ['지워질청강생', '010-8765-0992', '01087650992', '숨은학회'])
      expect(everything, `${value} remains`).not.toContain(value);
  });

  it("answers 404 for an unknown lecture and another event's", async () => {
    expectError(await adminList(987654), 404, 'LECTURE.NOT_FOUND');
    expectError(await adminList(lectureOfOther), 404, 'LECTURE.NOT_FOUND');
  });

  it.each(BAD_PATH_IDS)('refuses the lecture id %s with 400', async (id) => {
    expectError(await adminList(id), 400, 'VALIDATION.ID');
  });

  it('needs an admin token (401) and refuses another event (403)', async () => {
    await server.api('/api/booths', {
      method: 'POST',
      token,
      body: booth({ loginId: 'checkin-file-booth' }),
    });
    const boothToken = (
      await server.api('/api/booth-login', {
        method: 'POST',
        body: { loginId: 'checkin-file-booth', password: 'booth-pass-1' },
      })
    ).body.token;
    for (const auth of ['', 'garbage']) expectError(await adminList(listed, auth), 401, 'AUTH.UNAUTHORIZED');
    expectError(await adminList(listed, boothToken), 403, 'AUTH.FORBIDDEN');
    expectError(await adminList(listed, token, `?eventId=${other.eventId}`), 403, 'AUTH.FORBIDDEN');
  });

  it('downloads the check-ins as .xlsx with a Korean file name', async () => {
    const { res, buffer } = await download(server, `/api/lecture-visits/${listed}/download`, token);
    expectKoreanXlsx(res, buffer, '출석 목록 강연');
    const list = (await adminList(listed)).body as VisitRow[];
    expect(list).toHaveLength(4);
    expect(list[0].userName).toBe('삭제된 참석자');
    await expectVisitorSheet(buffer, list, '출석시간');
  });

  it('refuses the download without an admin token, for another event or an unknown lecture', async () => {
    const path = `/api/lecture-visits/${listed}/download`;
    expectError(await server.api(path), 401, 'AUTH.UNAUTHORIZED');
    expectError(await server.api(path, { token: other.token }), 404, 'LECTURE.NOT_FOUND');
    expectError(await server.api(`${path}?eventId=${other.eventId}`, { token }), 403, 'AUTH.FORBIDDEN');
    expectError(await server.api('/api/lecture-visits/987654/download', { token }), 404, 'LECTURE.NOT_FOUND');
  });
});

describe('deleting a lecture', () => {
  it('removes its check-ins; checking in then answers 404', async () => {
    const doomed = await makeLecture();
    const p = await register();
    expect((await checkin(doomed, p.id)).status).toBe(201);
    expect((await server.api(`/api/lectures/${doomed}`, { method: 'DELETE', token })).status).toBe(200);
    expectError(await adminList(doomed), 404, 'LECTURE.NOT_FOUND');
    expectError(
      await server.api(`/api/lecture-visits/${doomed}/download`, { token }),
      404,
      'LECTURE.NOT_FOUND',
    );
    expectError(await checkin(doomed, p.id), 404, 'LECTURE.NOT_FOUND');
  });
});
