import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { booth } from '../support/booth-fixtures.js';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { waitFor } from '../support/smtp-sink.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/** What must never reach the server's output, however the server is used. */
const SECRETS = {
  JWT_SECRET: 'jwt-secret-never-logged-7f3a9c',
  LINK_SECRET: 'link-secret-never-logged-b81e02',
  ADMIN_PASSWORD: 'admin-password-never-logged-55',
  dbPassword: 'db-password-never-logged-19',
  smtpPassword: 'smtp-password-never-logged-42',
  boothPassword: 'booth-password-never-logged-3',
};

let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error('this test needs the real PostgreSQL (TEST_DATABASE_URL)');
  const withPassword = new URL(database.url);
  withPassword.password = SECRETS.dbPassword; // the machine's PostgreSQL trusts local connections
  server = await startServerProcess(withPassword.toString(), {
    JWT_SECRET: SECRETS.JWT_SECRET,
    LINK_SECRET: SECRETS.LINK_SECRET,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: SECRETS.ADMIN_PASSWORD,
    // a mail server that is not there: every delivery fails and is logged
    SMTP_URL: `smtp://mailer:${SECRETS.smtpPassword}@127.0.0.1:${await freePort()}`,
  });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const call = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
};

describe('secrets never appear in the logs', () => {
  it('keeps passwords, signing secrets, tokens and signed links out of the output, also when things fail', async () => {
    const seen: string[] = [];
    // failed and successful logins, bad tokens, bad bodies
    await call('/api/admin/login', {
      method: 'POST',
      body: { username: 'admin', password: `${SECRETS.ADMIN_PASSWORD}x` },
    });
    const login = await call('/api/admin/login', {
      method: 'POST',
      body: { username: 'admin', password: SECRETS.ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    seen.push(token);
    await call('/api/users', { token: `${token}x` });
    await call('/api/users/register', { method: 'POST', token, body: '{"name":' });
    const made = await call('/api/booths', {
      method: 'POST',
      token,
      body: booth({ loginId: 'secret-booth', password: SECRETS.boothPassword }),
    });
    expect(made.status).toBe(201);
    await call('/api/booth-login', {
      method: 'POST',
      body: { loginId: 'secret-booth', password: 'wrong-password' },
    });
    const boothLogin = await call('/api/booth-login', {
      method: 'POST',
      body: { loginId: 'secret-booth', password: SECRETS.boothPassword },
    });
    seen.push(boothLogin.body.token as string);

    // a QR message whose delivery fails (the SMTP server is down): the worker logs the failure
    const person = await call('/api/users/register', {
      method: 'POST',
      token,
      body: attendee({ email: 'guest@example.kr' }),
    });
    await call(`/api/users/${person.body.id}/send-qr`, { method: 'POST', token });
    const message = await waitFor(async () => {
      const [first] = (await call(`/api/users/${person.body.id}/messages`, { token })).body as any[];
      return first?.attempts > 0 ? first : undefined;
    }, 20_000);
    const sig = /sig=([\w-]+)/.exec(message.body)?.[1];
    expect(sig).toBeDefined();
    seen.push(sig!);

    const output = server.output.join('');
    expect(output.length).toBeGreaterThan(0);
    for (const [name, secret] of Object.entries({
      ...SECRETS,
      ...Object.fromEntries(seen.map((s, i) => [`issued ${i}`, s])),
    }))
      expect(output.includes(secret), `${name} is in the server's output`).toBe(false);
    expect(output).not.toContain('$argon2');
  });
});
