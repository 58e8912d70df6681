import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { booth, countEvents, expectError, lecture } from '../support/booth-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const PUBLIC_URL = 'https://expo.example.kr';

let server: TestServer;
let token: string;
let boothToken: string;
let boothId: number;
let attendeeId: number;
let lectureId: number;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL, RATE_LIMIT_LOOKUP: '5' });
  token = await server.login();
  const created = await server.api('/api/booths', {
    method: 'POST',
    token,
    body: booth({ loginId: 'headers-booth' }),
  });
  boothId = created.body.id;
  boothToken = (
    await server.api('/api/booth-login', {
      method: 'POST',
      body: { loginId: 'headers-booth', password: 'booth-pass-1' },
    })
  ).body.token;
  attendeeId = (await server.api('/api/users/register', { method: 'POST', token, body: attendee() })).body.id;
  lectureId = (await server.api('/api/lectures', { method: 'POST', token, body: lecture() })).body.id;
});
afterAll(() => server?.close());

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toContain('upgrade-insecure-requests');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('permissions-policy'), what).toContain('camera=(self)');
  expect(headers.get('x-powered-by'), what).toBeNull();
}

describe('security headers', () => {
  it('are on the web app, the API, errors, downloads and a booth visit', async () => {
    const answers = {
      'the web app': await fetch(`${server.url}/users`),
      'an API answer': await fetch(`${server.url}/api/health`),
      'an API error': await fetch(`${server.url}/api/users`),
      'a download': await fetch(`${server.url}/api/users/download-excel`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      'a booth visit': await fetch(`${server.url}/api/booth-visits`, {
        method: 'POST',
        headers: { authorization: `Bearer ${boothToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ boothId, userId: attendeeId }),
      }),
    };
    expect(answers['a booth visit'].status).toBe(201);
    for (const [what, res] of Object.entries(answers)) expectSecurityHeaders(res.headers, what);
  });

  it('pin HTTPS (HSTS) when the public address is HTTPS', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/api/users`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('lets pages of PUBLIC_URL call the API with a token', async () => {
    const res = await preflight(PUBLIC_URL);
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('never allows another origin', async () => {
    for (const origin of ['https://evil.example', 'null', `${PUBLIC_URL}.evil.example`]) {
      const res = await preflight(origin);
      expect([null, PUBLIC_URL], origin).toContain(res.headers.get('access-control-allow-origin'));
      const read = await fetch(`${server.url}/api/health`, { headers: { origin } });
      expect([null, PUBLIC_URL], origin).toContain(read.headers.get('access-control-allow-origin'));
    }
  });
});

describe('cross-site form posts', () => {
  it('are not read: the open endpoints take JSON only, so a form on another site stores nothing', async () => {
    const before = await countEvents(server);
    for (const path of ['/api/users/register2', '/api/lecture-visits/checkin', '/api/admin/login']) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        body: new URLSearchParams({ ...attendee(), eventId: '1', lectureId: String(lectureId), userId: '1' }),
      });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect((await res.json()).message, path).toMatch(/[가-힣]/);
    }
    expect(await countEvents(server)).toBe(before);
  });
});

describe('the open lookups are rate-limited', () => {
  it.each([
    ['the attendee lookup (QR page)', () => `/api/users/${attendeeId}?sig=not-the-signature`],
    ["a lecture's check-in page", () => `/api/lectures/${lectureId}`],
  ])('%s answers 429 in Korean once over the limit', async (_what, path) => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await server.api(path()));
    expect(answers.slice(0, 5).every((res) => res.status !== 429)).toBe(true);
    expectError(answers[6]!, 429, 'RATE_LIMITED');
    expect(answers[6]!.body.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });
});

describe('without HTTPS', () => {
  it('sends no HSTS (a plain-HTTP venue deployment must keep working)', async () => {
    const plain = await startTestServer({ PUBLIC_URL: 'http://192.168.0.10:3000' });
    try {
      const res = await fetch(`${plain.url}/api/health`);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expectSecurityHeaders(res.headers, 'plain HTTP');
    } finally {
      await plain.close();
    }
  });
});
