import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET: 'test-secret-for-expiry-checks' });
});
afterAll(() => server?.close());

/** Every admin route of the attendee side; each must refuse a request without a valid admin token. */
const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/users'],
  ['POST', '/api/users/register'],
  ['PUT', '/api/users/1'],
  ['DELETE', '/api/users/1'],
  ['POST', '/api/users/1/send-qr'],
  ['GET', '/api/users/1/messages'],
  ['GET', '/api/messages'],
  ['POST', '/api/users/upload-excel'],
  ['GET', '/api/users/download-excel'],
  ['GET', '/api/users/excel-template'],
];

async function signedToken(expiresIn: number): Promise<string> {
  const { createHmac } = await import('node:crypto');
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', eventId: 1, name: 'admin', role: 'admin', iat: now - 60, exp: now + expiresIn })}`;
  return `${body}.${createHmac('sha256', 'test-secret-for-expiry-checks').update(body).digest('base64url')}`;
}

describe('admin routes without a valid admin token', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 401 with a Korean message', async (method, path) => {
    for (const token of [undefined, 'garbage', await signedToken(-3600)]) {
      const res = await server.api(path, { method, token, body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path} with ${token?.slice(0, 10)}`).toBe(401);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
  });

  it('accepts the same token shape when it is valid (the expired one above is refused only for its age)', async () => {
    expect((await server.api('/api/users', { token: await signedToken(3600) })).status).toBe(200);
  });
});
