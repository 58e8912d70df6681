import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_PATH_IDS,
  FORGED_TOKEN,
  LECTURE_FIELDS,
  booth,
  expectError,
  lecture,
  secondEvent,
} from '../support/booth-fixtures.js';
import { ODD_NUMBERS } from '../support/hostile-corpus.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** The public origin QR codes point to (not the test server's address). */
const PUBLIC_URL = 'https://expo.example.kr';

let server: TestServer;
let token: string;
let eventId: number;
let other: { eventId: number; token: string };
let boothToken: string;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL });
  const login = await server.api('/api/admin/login', {
    method: 'POST',
    body: { username: 'admin', password: 'admin-pass-1234' },
  });
  token = login.body.token;
  eventId = login.body.eventId;
  other = await secondEvent(server);
  await server.api('/api/booths', { method: 'POST', token, body: booth({ loginId: 'lecture-file-booth' }) });
  boothToken = (
    await server.api('/api/booth-login', {
      method: 'POST',
      body: { loginId: 'lecture-file-booth', password: 'booth-pass-1' },
    })
  ).body.token;
});
afterAll(() => server?.close());

interface Lecture {
  id: number;
  title: string;
  eventId: number;
  capacity: number | null;
}

const createLecture = (
  overrides: Record<string, unknown> = {},
  auth = token,
  query = `?eventId=${eventId}`,
) => server.api(`/api/lectures${query}`, { method: 'POST', token: auth, body: lecture(overrides) });

async function newLecture(overrides: Record<string, unknown> = {}, auth = token): Promise<Lecture> {
  const res = await createLecture(overrides, auth, '');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const lectureCount = async () => (await server.api('/api/lectures', { token })).body.length as number;

const BAD_DATES = ['2026-13-40', '2026-02-30', '2026-11-2', '26-11-21', '2026/11/21', '내일'];
const BAD_TIMES = ['25:00', '12:60', '24:00', '1400', '오후 2시', '14:00:00:00'];

describe('POST /api/lectures', () => {
  it('creates a lecture and answers it with its event and no visits', async () => {
    const res = await createLecture();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      ...lecture(),
      capacity: null,
      eventId,
      visitCount: 0,
      checkInUrl: `${PUBLIC_URL}/visit-lecture?lectureId=${res.body.id}`,
    });
  });

  it("uses the token's event when eventId is omitted", async () => {
    const res = await createLecture({}, token, '');
    expect(res.status).toBe(201);
    expect(res.body.eventId).toBe(eventId);
  });

  it.each(LECTURE_FIELDS)('refuses a lecture without %s, or with it empty or blank (400)', async (field) => {
    const before = await lectureCount();
    const missing: Record<string, unknown> = lecture();
    delete missing[field];
    expectError(
      await server.api('/api/lectures', { method: 'POST', token, body: missing }),
      400,
      'VALIDATION.INVALID',
    );
    for (const value of ['', '   '])
      expectError(await createLecture({ [field]: value }), 400, 'VALIDATION.INVALID');
    expect(await lectureCount()).toBe(before);
  });

  it.each(BAD_DATES)('refuses the date %s with 400', async (date) => {
    const before = await lectureCount();
    expectError(await createLecture({ date }), 400, 'VALIDATION.INVALID');
    expect(await lectureCount()).toBe(before);
  });

  it.each(BAD_TIMES)('refuses the time %s with 400', async (time) => {
    const before = await lectureCount();
    expectError(await createLecture({ time }), 400, 'VALIDATION.INVALID');
    expect(await lectureCount()).toBe(before);
  });

  it.each([
    ['title', { $ne: 1 }],
    ['instructor', ['김교수']],
    ['date', 20261121],
    ['time', true],
    ['location', { room: 'A' }],
  ])('refuses %s of the wrong JSON type (%j) with 400', async (field, value) => {
    const before = await lectureCount();
    expectError(await createLecture({ [field]: value }), 400, 'VALIDATION.INVALID');
    expect(await lectureCount()).toBe(before);
  });

  it('refuses a body that is not an object, and malformed JSON', async () => {
    expectError(await server.api('/api/lectures', { method: 'POST', token, body: [lecture()] }), 400);
    expect(await server.api('/api/lectures', { method: 'POST', token, body: '{"title":' })).toMatchObject({
      status: 400,
      body: { code: 'REQUEST.INVALID', message: '요청 형식이 올바르지 않습니다.' },
    });
  });

  it('needs an admin token (401) and refuses another event (403) or a bad eventId (400)', async () => {
    const before = await lectureCount();
    for (const auth of ['', 'garbage', FORGED_TOKEN])
      expectError(await createLecture({}, auth, ''), 401, 'AUTH.UNAUTHORIZED');
    expectError(await createLecture({}, boothToken, ''), 403, 'AUTH.FORBIDDEN');
    expectError(await createLecture({}, token, `?eventId=${other.eventId}`), 403, 'AUTH.FORBIDDEN');
    expectError(await createLecture({}, token, '?eventId=abc'), 400);
    expect(await lectureCount()).toBe(before);
  });
});

describe('GET /api/lectures', () => {
  it('lists the lectures by date, then time, then id', async () => {
    const { token: own } = await secondEvent(server, 'order-admin');
    const late = await newLecture({ title: '셋째 날', date: '2026-11-23', time: '09:00' }, own);
    const afternoon1 = await newLecture({ title: '오후 1', date: '2026-11-21', time: '15:00' }, own);
    const morning = await newLecture({ title: '오전', date: '2026-11-21', time: '09:30' }, own);
    const afternoon2 = await newLecture({ title: '오후 2', date: '2026-11-21', time: '15:00' }, own);
    const early = await newLecture({ title: '첫 강연', date: '2026-11-20', time: '18:00' }, own);
    const res = await server.api('/api/lectures', { token: own });
    expect(res.status).toBe(200);
    expect(res.body.map((l: Lecture) => l.id)).toEqual(
      [early, morning, afternoon1, afternoon2, late].map((l) => l.id),
    );
    expect(res.body[0]).toEqual({ ...early, visitCount: 0 });
  });

  it("shows none of another event's lectures", async () => {
    const theirs = await newLecture({ title: '남의 강연' }, other.token);
    const mine = await server.api(`/api/lectures?eventId=${eventId}`, { token });
    expect(mine.body.map((l: Lecture) => l.id)).not.toContain(theirs.id);
    expect(mine.body.every((l: Lecture) => l.eventId === eventId)).toBe(true);
  });

  it('needs an admin token (401) and refuses another event (403)', async () => {
    for (const auth of ['', 'garbage'])
      expectError(await server.api('/api/lectures', { token: auth }), 401, 'AUTH.UNAUTHORIZED');
    expectError(await server.api('/api/lectures', { token: boothToken }), 403, 'AUTH.FORBIDDEN');
    expectError(await server.api(`/api/lectures?eventId=${other.eventId}`, { token }), 403, 'AUTH.FORBIDDEN');
  });
});

describe('GET /api/lectures/{id}', () => {
  it('answers the lecture without any token, with the check-in address on PUBLIC_URL for its QR', async () => {
    const created = await newLecture({ title: '열린 강연' });
    const res = await server.api(`/api/lectures/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
    expect(res.body.checkInUrl).toBe(`${PUBLIC_URL}/visit-lecture?lectureId=${created.id}`);
  });

  it('answers 404 LECTURE.NOT_FOUND for an unknown id', async () => {
    expectError(await server.api('/api/lectures/987654'), 404, 'LECTURE.NOT_FOUND');
  });

  it.each(BAD_PATH_IDS)('refuses the id %s with 400', async (id) => {
    expectError(await server.api(`/api/lectures/${id}`), 400, 'VALIDATION.ID');
  });
});

describe('PUT /api/lectures/{id}', () => {
  const put = (id: number | string, body: unknown, auth = token, query = `?eventId=${eventId}`) =>
    server.api(`/api/lectures/${id}${query}`, { method: 'PUT', token: auth, body });

  it('changes every field and answers the updated lecture', async () => {
    const created = await newLecture();
    const changes = {
      title: '로봇 공학 입문',
      instructor: '이박사',
      date: '2026-11-22',
      time: '10:30',
      location: '세미나실 3',
    };
    const res = await put(created.id, changes);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, ...changes });
    expect((await server.api(`/api/lectures/${created.id}`)).body).toEqual(res.body);
  });

  it.each<[string, unknown]>([
    ...LECTURE_FIELDS.map((field): [string, unknown] => [field, '']),
    ['title', { $ne: 1 }],
    ['date', '2026-13-40'],
    ['time', '25:00'],
  ])('refuses %s = %j with 400 and changes nothing', async (field, value) => {
    const created = await newLecture();
    expectError(await put(created.id, lecture({ [field]: value })), 400, 'VALIDATION.INVALID');
    expect((await server.api(`/api/lectures/${created.id}`)).body).toEqual(created);
  });

  it("answers 404 for an unknown lecture and for another event's, which stays unchanged", async () => {
    expectError(await put(987654, lecture()), 404, 'LECTURE.NOT_FOUND');
    const theirs = await newLecture({}, other.token);
    expectError(await put(theirs.id, lecture({ title: '탈취' }), token, ''), 404, 'LECTURE.NOT_FOUND');
    expect((await server.api(`/api/lectures/${theirs.id}`)).body).toEqual(theirs);
  });

  it.each(BAD_PATH_IDS)('refuses the id %s with 400', async (id) => {
    expectError(await put(id, lecture()), 400, 'VALIDATION.ID');
  });

  it('needs an admin token (401) and refuses another event (403)', async () => {
    const created = await newLecture();
    for (const auth of ['', 'garbage'])
      expectError(await put(created.id, lecture({ title: '무단' }), auth), 401, 'AUTH.UNAUTHORIZED');
    expectError(await put(created.id, lecture({ title: '무단' }), boothToken), 403, 'AUTH.FORBIDDEN');
    const res = await put(created.id, lecture({ title: '다른 행사' }), token, `?eventId=${other.eventId}`);
    expectError(res, 403, 'AUTH.FORBIDDEN');
    expect((await server.api(`/api/lectures/${created.id}`)).body).toEqual(created);
  });
});

describe('DELETE /api/lectures/{id}', () => {
  const remove = (id: number | string, auth = token, query = `?eventId=${eventId}`) =>
    server.api(`/api/lectures/${id}${query}`, { method: 'DELETE', token: auth });

  it('deletes the lecture and its attendance list', async () => {
    const created = await newLecture();
    const res = await remove(created.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id });
    expectError(await server.api(`/api/lectures/${created.id}`), 404, 'LECTURE.NOT_FOUND');
    expect((await server.api('/api/lectures', { token })).body.map((l: Lecture) => l.id)).not.toContain(
      created.id,
    );
    expectError(await server.api(`/api/lecture-visits/${created.id}`, { token }), 404, 'LECTURE.NOT_FOUND');
    expectError(await remove(created.id), 404, 'LECTURE.NOT_FOUND');
  });

  it("answers 404 for another event's lecture and leaves it", async () => {
    const theirs = await newLecture({}, other.token);
    expectError(await remove(theirs.id, token, ''), 404, 'LECTURE.NOT_FOUND');
    expect((await server.api(`/api/lectures/${theirs.id}`)).status).toBe(200);
  });

  it.each(BAD_PATH_IDS)('refuses the id %s with 400', async (id) => {
    expectError(await remove(id), 400, 'VALIDATION.ID');
  });

  it('needs an admin token (401) and refuses another event (403)', async () => {
    const created = await newLecture();
    for (const auth of ['', 'garbage']) expectError(await remove(created.id, auth), 401, 'AUTH.UNAUTHORIZED');
    expectError(await remove(created.id, boothToken), 403, 'AUTH.FORBIDDEN');
    expectError(await remove(created.id, token, `?eventId=${other.eventId}`), 403, 'AUTH.FORBIDDEN');
    expect((await server.api(`/api/lectures/${created.id}`)).status).toBe(200);
  });
});

describe('정원 (capacity) of a lecture', () => {
  const CAPACITY_REFUSED = '정원은 1~100,000 사이의 정수로 입력하세요.';
  const put = (id: number, body: unknown) =>
    server.api(`/api/lectures/${id}?eventId=${eventId}`, { method: 'PUT', token, body });
  const read = async (id: number) => (await server.api(`/api/lectures/${id}`)).body;

  it('is optional: registered with one, it shows in every lecture answer', async () => {
    const created = await newLecture({ title: '정원 있는 강연', capacity: 120 });
    expect(created).toMatchObject({ title: '정원 있는 강연', capacity: 120 });
    expect(await read(created.id)).toEqual(created);
    const listed = (await server.api('/api/lectures', { token })).body.find(
      (l: Lecture) => l.id === created.id,
    );
    expect(listed).toEqual(created);
    expect((await newLecture({ capacity: '300' })).capacity).toBe(300);
    for (const none of [null, '']) expect((await newLecture({ capacity: none })).capacity).toBeNull();
  });

  it.each<unknown>([
    ...ODD_NUMBERS,
    -5,
    100_001,
    '12.5',
    '서른',
    'abc',
    '１２', // fullwidth digits
    '0x10',
    '1e3',
    '12abc',
    '1 2',
    true,
    [30],
    { seats: 30 },
  ])('refuses %j with a Korean 400 and registers nothing', async (capacity) => {
    const before = await lectureCount();
    const res = await createLecture({ capacity });
    expectError(res, 400, 'VALIDATION.INVALID');
    expect(res.body.message).toBe(CAPACITY_REFUSED);
    expect(await lectureCount()).toBe(before);
  });

  it('an edit sets, keeps (when not named) and clears it', async () => {
    const created = await newLecture({ title: '정원 수정' });
    const seated = await put(created.id, lecture({ title: '정원 수정', capacity: 80 }));
    expect(seated.status).toBe(200);
    expect(seated.body.capacity).toBe(80);
    const renamed = await put(created.id, lecture({ title: '정원 그대로' }));
    expect(renamed.body).toMatchObject({ title: '정원 그대로', capacity: 80 });
    const cleared = await put(created.id, lecture({ title: '정원 그대로', capacity: null }));
    expect(cleared.body.capacity).toBeNull();
    expect(await read(created.id)).toEqual(cleared.body);
  });

  it('an edit with a bad capacity changes nothing', async () => {
    const created = await newLecture({ capacity: 40 });
    for (const capacity of [0, -1, 2.5, '많이', 100_001]) {
      const res = await put(created.id, lecture({ title: '바뀌면 안 됨', capacity }));
      expectError(res, 400, 'VALIDATION.INVALID');
      expect(res.body.message).toBe(CAPACITY_REFUSED);
    }
    expect(await read(created.id)).toEqual(created);
  });
});
