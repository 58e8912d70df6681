import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('platform', () => {
  it('answers health with the database up', async () => {
    const res = await server.api('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('serves the OpenAPI document', async () => {
    const res = await server.api('/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/admin/login', '/api/users']));
  });

  it('answers an unknown API path with a Korean 404', async () => {
    const res = await server.api('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/[가-힣]/);
  });

  it('answers malformed JSON with a Korean 400, not a 500', async () => {
    const res = await server.api('/api/admin/login', { method: 'POST', body: '{"username":' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'REQUEST.INVALID', message: '요청 형식이 올바르지 않습니다.' });
  });
});

describe('admin login', () => {
  it('creates the first event and admin on first start and logs in', async () => {
    const res = await server.api('/api/admin/login', {
      method: 'POST',
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      adminName: ADMIN.username,
      eventId: expect.any(Number),
      hasBooth: true,
      hasLecture: true,
      role: 'admin',
      eventName: ADMIN.eventName,
    });
  });

  it('refuses a wrong password with 401 and a Korean message', async () => {
    const res = await server.api('/api/admin/login', {
      method: 'POST',
      body: { username: ADMIN.username, password: 'wrong-password' },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AUTH.LOGIN_FAILED');
    expect(res.body.message).toContain('아이디 또는 비밀번호를 확인하세요');
  });

  it('refuses an unknown user the same way', async () => {
    const res = await server.api('/api/admin/login', {
      method: 'POST',
      body: { username: 'nobody', password: 'x' },
    });
    expect(res.status).toBe(401);
  });

  it('asks for missing fields in Korean', async () => {
    const res = await server.api('/api/admin/login', { method: 'POST', body: { username: 'admin' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('비밀번호를 입력하세요.');
  });

  it('stores only an argon2 hash of the password', async () => {
    if (!server.databaseUrl) return;
    const [row] = await server.sql(`SELECT password_hash FROM admins WHERE username = $1`, [ADMIN.username]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const log = await server.sql(`SELECT data::text AS d FROM event_log WHERE type = 'AdminAdded'`);
    expect(log.map((r) => r.d).join()).not.toContain(ADMIN.password);
  });
});

describe('admin token', () => {
  it('is required by admin APIs (401 without)', async () => {
    const res = await server.api('/api/users');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AUTH.UNAUTHORIZED');
  });

  it('is refused when malformed or forged (401)', async () => {
    expect((await server.api('/api/users', { token: 'not-a-jwt' })).status).toBe(401);
    const forged =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXZlbnRJZCI6MSwibmFtZSI6IngiLCJyb2xlIjoiYWRtaW4ifQ.c2lnbmF0dXJl';
    expect((await server.api('/api/users', { token: forged })).status).toBe(401);
  });

  it("refuses another event's data with 403", async () => {
    const token = await server.login();
    const res = await server.api('/api/users?eventId=999', { token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTH.FORBIDDEN');
  });
});

describe('login rate limit', () => {
  it('answers 429 in Korean after too many attempts', async () => {
    const limited = await startTestServer({ RATE_LIMIT_LOGIN: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (
            await limited.api('/api/admin/login', {
              method: 'POST',
              body: { username: 'admin', password: 'bad' },
            })
          ).status,
        );
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      const last = await limited.api('/api/admin/login', {
        method: 'POST',
        body: { username: 'a', password: 'b' },
      });
      expect(last.status).toBe(429);
      expect(last.body.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      await limited.close();
    }
  });
});
