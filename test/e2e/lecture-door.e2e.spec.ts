import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORGED_TOKEN,
  attendeeRegistrar,
  booth,
  expectError,
  expectedVisit,
  lecture,
  secondEvent,
  type Person,
} from '../support/booth-fixtures.js';
import { liveClients } from '../support/live-client.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** A lecture's door: a desk laptop of the event (or its admin) scans badges in against the lecture's 정원. */

let server: TestServer;
let admin: string;
let eventId: number;
let other: { eventId: number; token: string };
let desk: { id: number; token: string };
let otherDesk: string;
let boothToken: string;
let kioskToken: string;
const registrar = attendeeRegistrar(() => server);
const clients = liveClients();

async function makeDesk(token: string, loginId: string): Promise<{ id: number; token: string }> {
  const made = await server.api('/api/desks', {
    method: 'POST',
    token,
    body: { name: `문 앞 ${loginId}`, loginId, password: 'desk-pass-1' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const login = await server.api('/api/desk-login', {
    method: 'POST',
    body: { loginId, password: 'desk-pass-1' },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { id: made.body.id, token: login.body.token };
}

async function newLecture(overrides: Record<string, unknown> = {}, token = admin): Promise<number> {
  const res = await server.api('/api/lectures', { method: 'POST', token, body: lecture(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const door = (lectureId: number | string, token: string, query = '') =>
  server.api(`/api/lectures/${lectureId}/door${query}`, { token });

const scan = (
  lectureId: number | string,
  token: string,
  body: unknown,
  opts: { key?: string; query?: string } = {},
) =>
  server.api(`/api/lectures/${lectureId}/door-checkins${opts.query ?? ''}`, {
    method: 'POST',
    token,
    body,
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
  });

const selfCheckIn = (lectureId: number, userId: number) =>
  server.api('/api/lecture-visits/checkin', { method: 'POST', body: { lectureId, userId } });

const checkInEvents = (lectureId: number, userId: number) =>
  server.sql<{ type: string; metadata: { actor: { kind: string; id?: number } } }>(
    `SELECT type, metadata FROM event_log WHERE stream_id = $1 ORDER BY position`,
    [`lecture-checkin-${lectureId}-${userId}`],
  );

const attendeeOf = (p: Person) => ({ userId: p.id, userName: p.name, affiliation: p.affiliation });

beforeAll(async () => {
  server = await startTestServer();
  ({ token: admin, eventId } = await server.session());
  other = await secondEvent(server, 'door-other-admin');
  desk = await makeDesk(admin, 'door-desk');
  otherDesk = (await makeDesk(other.token, 'door-other-desk')).token;
  await server.api('/api/booths', { method: 'POST', token: admin, body: booth({ loginId: 'door-booth' }) });
  boothToken = (
    await server.api('/api/booth-login', {
      method: 'POST',
      body: { loginId: 'door-booth', password: 'booth-pass-1' },
    })
  ).body.token;
  kioskToken = (await server.api('/api/desk/kiosk-sessions', { method: 'POST', token: desk.token })).body
    .token;
});
afterAll(async () => {
  clients.closeAll();
  await server?.close();
});

describe('GET /api/lectures/{id}/door', () => {
  it("answers the lecture's title, 정원 and check-ins to the desk and to the admin", async () => {
    const talk = await newLecture({ title: '입장 관리 강연', capacity: 30 });
    const expected = { lectureId: talk, title: '입장 관리 강연', capacity: 30, checkedIn: 0 };
    expect(await door(talk, desk.token)).toMatchObject({ status: 200, body: expected });
    expect(await door(talk, admin, `?eventId=${eventId}`)).toMatchObject({ status: 200, body: expected });
    expect((await door(talk, admin)).body).toEqual(expected);
  });

  it('answers capacity null for a lecture without 정원', async () => {
    const talk = await newLecture({ title: '정원 없는 강연' });
    expect((await door(talk, desk.token)).body).toEqual({
      lectureId: talk,
      title: '정원 없는 강연',
      capacity: null,
      checkedIn: 0,
    });
  });

  it("is 404 for an unknown lecture and for another event's, 403 naming another event, 400 for a bad id", async () => {
    expectError(await door(987654, desk.token), 404, 'LECTURE.NOT_FOUND');
    const theirs = await newLecture({ title: '남의 강연' }, other.token);
    expectError(await door(theirs, desk.token), 404, 'LECTURE.NOT_FOUND');
    expectError(await door(theirs, admin), 404, 'LECTURE.NOT_FOUND');
    const mine = await newLecture();
    expectError(await door(mine, otherDesk), 404, 'LECTURE.NOT_FOUND');
    expectError(await door(mine, admin, `?eventId=${other.eventId}`), 403, 'AUTH.FORBIDDEN');
    expectError(await door(mine, desk.token, '?eventId=abc'), 400, 'VALIDATION.EVENT_ID');
    for (const id of ['abc', '0', '-1', '1.5']) expectError(await door(id, desk.token), 400, 'VALIDATION.ID');
  });

  it('needs a desk or admin token (401; 403 for a booth or kiosk token)', async () => {
    const talk = await newLecture();
    for (const token of ['', 'garbage', FORGED_TOKEN]) expectError(await door(talk, token), 401);
    for (const token of [boothToken, kioskToken]) expectError(await door(talk, token), 403, 'AUTH.FORBIDDEN');
  });
});

describe('POST /api/lectures/{id}/door-checkins', () => {
  it('records the check-in and answers the attendee, the count and the 정원', async () => {
    const talk = await newLecture({ capacity: 100 });
    const person = await registrar(admin);
    const res = await scan(talk, desk.token, { userId: person.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ recorded: true, attendee: attendeeOf(person), checkedIn: 1, capacity: 100 });
    // the same check-in as the attendee's own: in the lecture's list, its count and the door
    const list = await server.api(`/api/lecture-visits/${talk}`, { token: admin });
    expect(list.body).toEqual([expectedVisit(person)]);
    const lectures = (await server.api('/api/lectures', { token: admin })).body as { id: number }[];
    expect(lectures.find((l) => l.id === talk)).toMatchObject({ visitCount: 1, capacity: 100 });
    expect((await door(talk, desk.token)).body.checkedIn).toBe(1);
  });

  it('answers a second scan of the same attendee recorded: false, counting once', async () => {
    const talk = await newLecture();
    const person = await registrar(admin);
    await scan(talk, desk.token, { userId: person.id });
    const again = await scan(talk, admin, { userId: person.id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      recorded: false,
      attendee: attendeeOf(person),
      checkedIn: 1,
      capacity: null,
    });
    expect(await checkInEvents(talk, person.id)).toHaveLength(1);
  });

  it('a self check-in and a door scan are one check-in, whichever comes first', async () => {
    const talk = await newLecture({ capacity: 10 });
    const [first, second] = [await registrar(admin), await registrar(admin)];
    expect((await selfCheckIn(talk, first.id)).status).toBe(201);
    const scanned = await scan(talk, desk.token, { userId: first.id });
    expect(scanned.body).toEqual({
      recorded: false,
      attendee: attendeeOf(first),
      checkedIn: 1,
      capacity: 10,
    });
    expect((await scan(talk, desk.token, { userId: second.id })).body).toMatchObject({
      recorded: true,
      checkedIn: 2,
    });
    expectError(await selfCheckIn(talk, second.id), 409, 'CHECKIN.DUPLICATE');
    expect((await door(talk, desk.token)).body.checkedIn).toBe(2);
  });

  it('records over the 정원 too (the door warns): 입장 3 / 정원 2', async () => {
    const talk = await newLecture({ capacity: 2 });
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await scan(talk, desk.token, { userId: (await registrar(admin)).id })).body);
    expect(answers.map((a) => [a.recorded, a.checkedIn, a.capacity])).toEqual([
      [true, 1, 2],
      [true, 2, 2],
      [true, 3, 2],
    ]);
    expect((await door(talk, admin)).body).toMatchObject({ checkedIn: 3, capacity: 2 });
  });

  it('a resend with the same Idempotency-Key changes nothing and answers the same', async () => {
    const talk = await newLecture({ capacity: 5 });
    const person = await registrar(admin);
    const key = randomUUID();
    const first = await scan(talk, desk.token, { userId: person.id }, { key });
    const resent = await scan(talk, desk.token, { userId: person.id }, { key });
    expect(first.body).toEqual({ recorded: true, attendee: attendeeOf(person), checkedIn: 1, capacity: 5 });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual(first.body);
    expect(await checkInEvents(talk, person.id)).toHaveLength(1);
    expectError(await scan(talk, desk.token, { userId: person.id }, { key: ' ' }), 400);
  });

  it('records who scanned: the desk, or the admin', async () => {
    const talk = await newLecture();
    const [byDesk, byAdmin] = [await registrar(admin), await registrar(admin)];
    await scan(talk, desk.token, { userId: byDesk.id });
    await scan(talk, admin, { userId: byAdmin.id }, { query: `?eventId=${eventId}` });
    expect((await checkInEvents(talk, byDesk.id))[0]).toMatchObject({
      type: 'LectureCheckedIn',
      metadata: { actor: { kind: 'desk', id: desk.id } },
    });
    expect((await checkInEvents(talk, byAdmin.id))[0].metadata.actor.kind).toBe('admin');
  });

  it("refuses an unknown attendee, or another event's, with the check-in's 404 and records nothing", async () => {
    const talk = await newLecture();
    const stranger = await registrar(other.token);
    for (const userId of [987654, stranger.id]) {
      const res = await scan(talk, desk.token, { userId });
      expectError(res, 404, 'ATTENDEE.NOT_FOUND');
      expect(res.body.message).toBe('참석자를 찾을 수 없습니다. ID를 확인해주세요.');
    }
    expect((await door(talk, desk.token)).body.checkedIn).toBe(0);
  });

  it.each<unknown>([
    {},
    { userId: 0 },
    { userId: -3 },
    { userId: 1.5 },
    { userId: 'abc' },
    { userId: null },
    [1],
  ])('refuses the body %j with a Korean 400', async (body) => {
    const talk = await newLecture();
    const res = await scan(talk, desk.token, body);
    expectError(res, 400);
    expect((await door(talk, desk.token)).body.checkedIn).toBe(0);
  });

  it("is 404 for another event's lecture (checking nobody in), 403 naming another event, 401 without a desk", async () => {
    const person = await registrar(admin);
    const theirs = await newLecture({}, other.token);
    expectError(await scan(theirs, desk.token, { userId: person.id }), 404, 'LECTURE.NOT_FOUND');
    expectError(await scan(theirs, admin, { userId: person.id }), 404, 'LECTURE.NOT_FOUND');
    const mine = await newLecture();
    expectError(await scan(mine, otherDesk, { userId: person.id }), 404, 'LECTURE.NOT_FOUND');
    expectError(
      await scan(mine, admin, { userId: person.id }, { query: `?eventId=${other.eventId}` }),
      403,
      'AUTH.FORBIDDEN',
    );
    for (const token of ['', 'garbage', FORGED_TOKEN])
      expectError(await scan(mine, token, { userId: person.id }), 401);
    for (const token of [boothToken, kioskToken])
      expectError(await scan(mine, token, { userId: person.id }), 403, 'AUTH.FORBIDDEN');
    expect(await checkInEvents(theirs, person.id)).toEqual([]);
    expect(await checkInEvents(mine, person.id)).toEqual([]);
  });
});

describe('live updates of door check-ins', () => {
  it("push the lecture's visitors and the dashboard's lecture figures with its 정원", async () => {
    const talk = await newLecture({ title: '실시간 입장', capacity: 40 });
    const person = await registrar(admin);
    const watcher = await clients.connect(server.url, admin);
    expect(await watcher.watch({ lectureId: String(talk) })).toEqual({ ok: true });
    expect((await scan(talk, desk.token, { userId: person.id })).body.recorded).toBe(true);
    expect(await watcher.next('visits', (p) => p.placeId === talk)).toEqual({
      place: 'lecture',
      placeId: talk,
      count: 1,
      newest: [expectedVisit(person)],
    });
    const stats = await watcher.next('stats', (p) =>
      p.lectures?.some(
        (l: { lectureId: number; checkIns: number }) => l.lectureId === talk && l.checkIns > 0,
      ),
    );
    expect(stats.lectures.find((l: { lectureId: number }) => l.lectureId === talk)).toEqual({
      lectureId: talk,
      title: '실시간 입장',
      date: '2026-11-21',
      time: '14:00',
      checkIns: 1,
      capacity: 40,
    });
  });

  it('a change of 정원 is pushed to the dashboard', async () => {
    const talk = await newLecture({ title: '정원 변경' });
    const watcher = await clients.connect(server.url, admin);
    await server.api(`/api/lectures/${talk}`, {
      method: 'PUT',
      token: admin,
      body: lecture({ title: '정원 변경', capacity: 75 }),
    });
    const stats = await watcher.next('stats', (p) =>
      p.lectures?.some(
        (l: { lectureId: number; capacity: number | null }) => l.lectureId === talk && l.capacity === 75,
      ),
    );
    expect(stats.lectures.find((l: { lectureId: number }) => l.lectureId === talk).capacity).toBe(75);
  });
});
