import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_PATH_IDS,
  BOOTH_FIELDS,
  FORGED_TOKEN,
  booth,
  expectError,
  expectNoPassword,
  secondEvent,
  wholeDatabaseText,
} from '../support/booth-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let token: string;
let eventId: number;
let other: { eventId: number; token: string };
/** A booth no test changes, and a session of it, for the checks that must change nothing. */
let shared: { id: number; loginId: string; boothName: string; eventId: number };
let sharedToken: string;
/** A booth of the other event. */
let theirs: { id: number; loginId: string; boothName: string; eventId: number };

beforeAll(async () => {
  server = await startTestServer();
  const login = await server.api('/api/admin/login', {
    method: 'POST',
    body: { username: 'admin', password: 'admin-pass-1234' },
  });
  token = login.body.token;
  eventId = login.body.eventId;
  other = await secondEvent(server);
  shared = await newBooth({ loginId: 'shared-booth' });
  sharedToken = await boothToken(shared.loginId);
  theirs = await newBooth({ boothName: '배터리관' }, other.token);
});
afterAll(() => server?.close());

let seq = 0;
const uniqueLoginId = () => `booth-${++seq}`;

const createBooth = (overrides: Record<string, unknown> = {}, auth = token, query = `?eventId=${eventId}`) =>
  server.api(`/api/booths${query}`, {
    method: 'POST',
    token: auth,
    body: booth({ loginId: uniqueLoginId(), ...overrides }),
  });

async function newBooth(overrides: Record<string, unknown> = {}, auth = token) {
  const res = await createBooth(overrides, auth, '');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; loginId: string; boothName: string; eventId: number };
}

const boothLogin = (loginId: unknown, password: unknown) =>
  server.api('/api/booth-login', { method: 'POST', body: { loginId, password } });

async function boothToken(loginId: string, password = 'booth-pass-1') {
  const res = await boothLogin(loginId, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

const ownVisits = (boothId: number, auth: string) =>
  server.api(`/api/booth-login/${boothId}/visits`, { token: auth });

const boothCount = async () => (await server.api('/api/booths', { token })).body.length as number;

describe('POST /api/booths', () => {
  it('creates a booth and answers it without the password', async () => {
    const res = await createBooth({ loginId: 'created-1', password: 'secret-pw-77' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      boothName: 'AI 체험관',
      name: '박부스',
      affiliation: '한빛전자',
      phone: '010-5555-0001',
      loginId: 'created-1',
      eventId,
      visitCount: 0,
    });
    expectNoPassword(res, 'secret-pw-77');
    if (server.databaseUrl) expect(await wholeDatabaseText(server)).not.toContain('secret-pw-77');
  });

  it.each(BOOTH_FIELDS)('refuses a booth without %s (400) and records nothing', async (field) => {
    const before = await boothCount();
    const body: Record<string, unknown> = booth({ loginId: uniqueLoginId() });
    delete body[field];
    const res = await server.api('/api/booths', { method: 'POST', token, body });
    expectError(res, 400, 'VALIDATION.INVALID');
    expect(await boothCount()).toBe(before);
  });

  it.each(BOOTH_FIELDS)('refuses %s empty or blank with 400 and records nothing', async (field) => {
    for (const value of ['', '   ']) {
      const before = await boothCount();
      expectError(await createBooth({ [field]: value }), 400, 'VALIDATION.INVALID');
      expect(await boothCount()).toBe(before);
    }
  });

  it.each([
    ['boothName', { $ne: 1 }],
    ['name', ['박부스']],
    ['affiliation', true],
    ['phone', { number: '010' }],
    ['loginId', ['a', 'b']],
    ['password', { $gt: '' }],
  ])('refuses %s of the wrong JSON type (%j) with 400', async (field, value) => {
    const before = await boothCount();
    expectError(await createBooth({ [field]: value }), 400, 'VALIDATION.INVALID');
    expect(await boothCount()).toBe(before);
  });

  it('refuses a body that is not an object, and malformed JSON', async () => {
    expectError(await server.api('/api/booths', { method: 'POST', token, body: [booth()] }), 400);
    expect(await server.api('/api/booths', { method: 'POST', token, body: '{"boothName":' })).toMatchObject({
      status: 400,
      body: { code: 'REQUEST.INVALID', message: '요청 형식이 올바르지 않습니다.' },
    });
  });

  it('refuses a login id already in use with 409, in this event and in another', async () => {
    await newBooth({ loginId: 'taken-id' });
    const before = await boothCount();
    for (const auth of [token, other.token]) {
      const res = await createBooth({ loginId: 'taken-id', boothName: '중복 부스' }, auth, '');
      expectError(res, 409, 'BOOTH.LOGIN_ID_TAKEN');
      expect(res.body.message).toBe('이미 사용 중인 로그인 아이디입니다.');
    }
    expect(await boothCount()).toBe(before);
    expect((await server.api('/api/booths', { token: other.token })).body).toEqual([theirs]);
  });

  it('needs an admin token (401) and refuses another event (403) or a bad eventId (400)', async () => {
    for (const auth of ['', 'garbage', FORGED_TOKEN])
      expectError(await createBooth({}, auth, ''), 401, 'AUTH.UNAUTHORIZED');
    expectError(await createBooth({}, sharedToken, ''), 403, 'AUTH.FORBIDDEN');
    expectError(await createBooth({}, token, `?eventId=${other.eventId}`), 403, 'AUTH.FORBIDDEN');
    expectError(await createBooth({}, token, '?eventId=abc'), 400);
  });
});

describe('GET /api/booths', () => {
  it("lists the event's booths by id, without passwords, and none of another event's", async () => {
    const mine = await server.api(`/api/booths?eventId=${eventId}`, { token });
    expect(mine.status).toBe(200);
    const ids = mine.body.map((b: { id: number }) => b.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(mine.body.every((b: { eventId: number }) => b.eventId === eventId)).toBe(true);
    expectNoPassword(mine, 'booth-pass-1');

    const otherList = await server.api('/api/booths', { token: other.token });
    expect(otherList.body).toEqual([theirs]);
    expect((await server.api('/api/booths', { token })).body.map((b: { id: number }) => b.id)).not.toContain(
      theirs.id,
    );
  });

  it('needs an admin token (401) and refuses another event (403)', async () => {
    for (const auth of ['', 'garbage'])
      expectError(await server.api('/api/booths', { token: auth }), 401, 'AUTH.UNAUTHORIZED');
    expectError(await server.api('/api/booths', { token: sharedToken }), 403, 'AUTH.FORBIDDEN');
    expectError(await server.api(`/api/booths?eventId=${other.eventId}`, { token }), 403, 'AUTH.FORBIDDEN');
  });
});

describe('GET /api/booths/{id}', () => {
  it('answers the booth without its password', async () => {
    const created = await newBooth({ boothName: '로봇관' }); // made without eventId: the token's event
    expect(created.eventId).toBe(eventId);
    const res = await server.api(`/api/booths/${created.id}?eventId=${eventId}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
    expectNoPassword(res, 'booth-pass-1');
  });

  it("answers 404 BOOTH.NOT_FOUND for an unknown id and for another event's booth", async () => {
    expectError(await server.api('/api/booths/987654', { token }), 404, 'BOOTH.NOT_FOUND');
    expectError(await server.api(`/api/booths/${theirs.id}`, { token }), 404, 'BOOTH.NOT_FOUND');
  });

  it.each(BAD_PATH_IDS)('refuses the id %s with 400', async (id) => {
    expectError(await server.api(`/api/booths/${id}`, { token }), 400, 'VALIDATION.ID');
  });

  it('needs an admin token (401) and refuses another event (403)', async () => {
    const created = shared;
    for (const auth of ['', 'garbage'])
      expectError(await server.api(`/api/booths/${created.id}`, { token: auth }), 401, 'AUTH.UNAUTHORIZED');
    expectError(await server.api(`/api/booths/${created.id}`, { token: sharedToken }), 403, 'AUTH.FORBIDDEN');
    expectError(
      await server.api(`/api/booths/${created.id}?eventId=${other.eventId}`, { token }),
      403,
      'AUTH.FORBIDDEN',
    );
  });
});

describe('PUT /api/booths/{id}', () => {
  const put = (id: number | string, body: unknown, auth = token) =>
    server.api(`/api/booths/${id}?eventId=${eventId}`, { method: 'PUT', token: auth, body });

  it('changes every field and answers the updated booth', async () => {
    const created = await newBooth();
    const changes = {
      boothName: '스마트팩토리관',
      name: '최관리',
      affiliation: '미래모빌리티',
      phone: '010-7777-8888',
      loginId: uniqueLoginId(),
      password: '',
    };
    const res = await put(created.id, changes);
    expect(res.status).toBe(200);
    const { password: _, ...shown } = changes;
    expect(res.body).toEqual({ id: created.id, ...shown, eventId, visitCount: 0 });
    expectNoPassword(res);
    expect((await server.api(`/api/booths/${created.id}`, { token })).body).toEqual(res.body);
  });

  it('keeps the old password when the new one is empty or absent', async () => {
    const created = await newBooth();
    const sessionToken = await boothToken(created.loginId);
    expect((await put(created.id, booth({ loginId: created.loginId, password: '' }))).status).toBe(200);
    const { password: _, ...withoutPassword } = booth({ loginId: created.loginId, boothName: '새 이름' });
    expect((await put(created.id, withoutPassword)).status).toBe(200);
    expect((await boothLogin(created.loginId, 'booth-pass-1')).status).toBe(200);
    expect((await ownVisits(created.id, sessionToken)).status).toBe(200);
  });

  it('replaces the password: the old one fails, the new one works, and old sessions end', async () => {
    const created = await newBooth();
    const sessionToken = await boothToken(created.loginId);
    const res = await put(created.id, booth({ loginId: created.loginId, password: 'brand-new-pw' }));
    expect(res.status).toBe(200);
    expectNoPassword(res, 'brand-new-pw');
    expectError(await boothLogin(created.loginId, 'booth-pass-1'), 401, 'AUTH.LOGIN_FAILED');
    const fresh = await boothToken(created.loginId, 'brand-new-pw');
    expectError(await ownVisits(created.id, sessionToken), 401, 'AUTH.UNAUTHORIZED');
    expect((await ownVisits(created.id, fresh)).status).toBe(200);
  });

  it('ends old sessions when the login id changes, and the new id logs in', async () => {
    const created = await newBooth();
    const sessionToken = await boothToken(created.loginId);
    const newLoginId = uniqueLoginId();
    expect((await put(created.id, booth({ loginId: newLoginId, password: '' }))).status).toBe(200);
    expectError(await ownVisits(created.id, sessionToken), 401, 'AUTH.UNAUTHORIZED');
    expectError(await boothLogin(created.loginId, 'booth-pass-1'), 401, 'AUTH.LOGIN_FAILED');
    expect((await ownVisits(created.id, await boothToken(newLoginId))).status).toBe(200);
  });

  it("refuses another booth's login id with 409 and changes nothing; its own id is fine", async () => {
    const first = await newBooth();
    const second = await newBooth();
    const res = await put(second.id, booth({ loginId: first.loginId, boothName: '바뀌면 안 됨' }));
    expectError(res, 409, 'BOOTH.LOGIN_ID_TAKEN');
    expect((await server.api(`/api/booths/${second.id}`, { token })).body).toEqual(second);
    expect((await put(second.id, booth({ loginId: second.loginId, boothName: '같은 아이디' }))).status).toBe(
      200,
    );
  });

  it.each(BOOTH_FIELDS.filter((f) => f !== 'password'))(
    'refuses an empty or missing %s with 400 and changes nothing',
    async (field) => {
      const created = shared;
      const missing: Record<string, unknown> = booth({ loginId: created.loginId });
      delete missing[field];
      for (const body of [booth({ loginId: created.loginId, [field]: ' ' }), missing])
        expectError(await put(created.id, body), 400, 'VALIDATION.INVALID');
      expectError(
        await put(created.id, booth({ loginId: created.loginId, [field]: { $ne: 1 } })),
        400,
        'VALIDATION.INVALID',
      );
      expect((await server.api(`/api/booths/${created.id}`, { token })).body).toEqual(created);
    },
  );

  it("answers 404 for an unknown booth and for another event's booth, which stays unchanged", async () => {
    expectError(await put(987654, booth({ loginId: uniqueLoginId() })), 404, 'BOOTH.NOT_FOUND');
    const res = await server.api(`/api/booths/${theirs.id}`, {
      method: 'PUT',
      token,
      body: booth({ loginId: uniqueLoginId(), boothName: '탈취' }),
    });
    expectError(res, 404, 'BOOTH.NOT_FOUND');
    expect((await server.api(`/api/booths/${theirs.id}`, { token: other.token })).body).toEqual(theirs);
  });

  it.each(BAD_PATH_IDS)('refuses the id %s with 400', async (id) => {
    expectError(await put(id, booth({ loginId: uniqueLoginId() })), 400, 'VALIDATION.ID');
  });

  it('needs an admin token (401) and refuses another event (403)', async () => {
    const created = shared;
    for (const auth of ['', 'garbage'])
      expectError(await put(created.id, booth({ loginId: created.loginId }), auth), 401, 'AUTH.UNAUTHORIZED');
    expectError(
      await put(created.id, booth({ loginId: created.loginId }), sharedToken),
      403,
      'AUTH.FORBIDDEN',
    );
    const res = await server.api(`/api/booths/${created.id}?eventId=${other.eventId}`, {
      method: 'PUT',
      token,
      body: booth({ loginId: created.loginId, boothName: '다른 행사로' }),
    });
    expectError(res, 403, 'AUTH.FORBIDDEN');
    expect((await server.api(`/api/booths/${created.id}`, { token })).body).toEqual(created);
  });
});

describe('DELETE /api/booths/{id}', () => {
  const remove = (id: number | string, auth = token) =>
    server.api(`/api/booths/${id}?eventId=${eventId}`, { method: 'DELETE', token: auth });

  it('deletes the booth with its visitor list; its login and sessions end', async () => {
    const created = await newBooth();
    const sessionToken = await boothToken(created.loginId);
    const res = await remove(created.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id });
    expectError(await server.api(`/api/booths/${created.id}`, { token }), 404, 'BOOTH.NOT_FOUND');
    expect((await server.api('/api/booths', { token })).body.map((b: { id: number }) => b.id)).not.toContain(
      created.id,
    );
    expectError(await server.api(`/api/booth-visits/${created.id}`, { token }), 404, 'BOOTH.NOT_FOUND');
    expectError(await boothLogin(created.loginId, 'booth-pass-1'), 401, 'AUTH.LOGIN_FAILED');
    expectError(await ownVisits(created.id, sessionToken), 401, 'AUTH.UNAUTHORIZED');
    expectError(await remove(created.id), 404, 'BOOTH.NOT_FOUND');
  });

  it("answers 404 for another event's booth and leaves it", async () => {
    expectError(await remove(theirs.id), 404, 'BOOTH.NOT_FOUND');
    expect((await server.api(`/api/booths/${theirs.id}`, { token: other.token })).status).toBe(200);
  });

  it.each(BAD_PATH_IDS)('refuses the id %s with 400', async (id) => {
    expectError(await remove(id), 400, 'VALIDATION.ID');
  });

  it('needs an admin token (401) and refuses another event (403)', async () => {
    const created = shared;
    for (const auth of ['', 'garbage']) expectError(await remove(created.id, auth), 401, 'AUTH.UNAUTHORIZED');
    expectError(await remove(created.id, sharedToken), 403, 'AUTH.FORBIDDEN');
    const res = await server.api(`/api/booths/${created.id}?eventId=${other.eventId}`, {
      method: 'DELETE',
      token,
    });
    expectError(res, 403, 'AUTH.FORBIDDEN');
    expect((await server.api(`/api/booths/${created.id}`, { token })).status).toBe(200);
  });
});

describe('POST /api/booth-login', () => {
  it('answers the booth, its event and a token, and no password', async () => {
    const created = theirs;
    const res = await boothLogin(created.loginId, 'booth-pass-1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      boothId: created.id,
      boothName: '배터리관',
      eventId: other.eventId,
      token: expect.any(String),
    });
    expectNoPassword(res, 'booth-pass-1');
  });

  it('refuses a wrong password, an unknown login id and admin credentials with 401', async () => {
    const created = shared;
    for (const [loginId, password] of [
      [created.loginId, 'wrong-password'],
      ['nobody-here', 'booth-pass-1'],
      ['admin', 'admin-pass-1234'],
    ])
      expectError(await boothLogin(loginId, password), 401, 'AUTH.LOGIN_FAILED');
    expect(
      (
        await server.api('/api/admin/login', {
          method: 'POST',
          body: { username: created.loginId, password: 'booth-pass-1' },
        })
      ).status,
    ).toBe(401);
  });

  it.each([
    [{ password: 'booth-pass-1' }],
    [{ loginId: 'booth-1' }],
    [{ loginId: '', password: 'booth-pass-1' }],
    [{ loginId: 'booth-1', password: '' }],
    [{ loginId: { $ne: '' }, password: { $ne: '' } }],
  ])('refuses %j with 400', async (body) => {
    expectError(await server.api('/api/booth-login', { method: 'POST', body }), 400);
  });

  it('gives a token that admin APIs refuse, and booth APIs refuse admin tokens', async () => {
    const [created, boothAuth] = [shared, sharedToken];
    expectError(await server.api('/api/users', { token: boothAuth }), 403, 'AUTH.FORBIDDEN');
    expectError(await server.api(`/api/booth-visits/${created.id}`, { token: boothAuth }), 403);
    expectError(await ownVisits(created.id, token), 403, 'AUTH.FORBIDDEN');
    for (const auth of ['garbage', FORGED_TOKEN])
      expectError(await ownVisits(created.id, auth), 401, 'AUTH.UNAUTHORIZED');
  });

  it('answers 429 in Korean after too many attempts', async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN: '3' });
    try {
      const attempt = () =>
        limited.api('/api/booth-login', {
          method: 'POST',
          body: { loginId: 'x-booth', password: 'bad-pass' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
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
