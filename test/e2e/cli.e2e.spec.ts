import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const run = promisify(execFile);
const CLI = 'server/dist/server/src/cli.js';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const cli = (args: string[]) =>
  run(process.execPath, [CLI, ...args], { env: { ...process.env, DATABASE_URL: server.databaseUrl } }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

describe('npm run cli', () => {
  it.skipIf(!existsSync(CLI))('create-admin makes a new event with an admin who can log in', async () => {
    if (!server.databaseUrl) return;
    const res = await cli([
      'create-admin',
      '--event-name',
      '부산 박람회',
      '--username',
      'busan',
      '--password',
      'busan-pass-1',
    ]);
    expect(res.code).toBe(0);
    expect(res.out).toContain('busan');
    const login = await server.api('/api/admin/login', {
      method: 'POST',
      body: { username: 'busan', password: 'busan-pass-1' },
    });
    expect(login.status).toBe(200);
    const first = await server.api('/api/admin/login', {
      method: 'POST',
      body: { username: 'admin', password: 'admin-pass-1234' },
    });
    expect(login.body.eventId).not.toBe(first.body.eventId);

    const second = await cli([
      'create-admin',
      '--event-id',
      String(login.body.eventId),
      '--username',
      'busan2',
      '--password',
      'busan-pass-2',
    ]);
    expect(second.code).toBe(0);
    const login2 = await server.api('/api/admin/login', {
      method: 'POST',
      body: { username: 'busan2', password: 'busan-pass-2' },
    });
    expect(login2.body.eventId).toBe(login.body.eventId);
  });

  it.skipIf(!existsSync(CLI))(
    'refuses a taken username, a short password and an unknown event with a Korean message',
    async () => {
      if (!server.databaseUrl) return;
      expect(
        (
          await cli([
            'create-admin',
            '--event-name',
            'x',
            '--username',
            'admin',
            '--password',
            'long-enough-1',
          ])
        ).out,
      ).toContain('이미 사용 중인 관리자 아이디입니다.');
      const short = await cli([
        'create-admin',
        '--event-name',
        'x',
        '--username',
        'shorty',
        '--password',
        '123',
      ]);
      expect(short.code).toBe(1);
      expect(short.out).toContain('비밀번호는 8자 이상이어야 합니다.');
      expect(
        (
          await cli([
            'create-admin',
            '--event-id',
            '9999',
            '--username',
            'nobody1',
            '--password',
            'long-enough-1',
          ])
        ).out,
      ).toContain('행사를 찾을 수 없습니다.');
      expect((await cli(['no-such-command'])).code).toBe(2);
    },
  );

  it.skipIf(!existsSync(CLI))('rebuild-projections leaves the attendee list as it was', async () => {
    if (!server.databaseUrl) return;
    const token = await server.login();
    for (let i = 0; i < 3; i++)
      await server.api('/api/users/register', {
        method: 'POST',
        token,
        body: attendee({ phoneNumber: `010-1212-000${i}` }),
      });
    const before = (await server.api('/api/users', { token })).body;
    const res = await cli(['rebuild-projections']);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/이벤트 \d+개/);
    expect((await server.api('/api/users', { token })).body).toEqual(before);
  });
});
