import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server-process.js';

const MAIN = fileURLToPath(new URL('../../server/dist/server/src/main.js', import.meta.url));
const CLI = fileURLToPath(new URL('../../server/dist/server/src/cli.js', import.meta.url));
/** How long a refused start may take: loading the modules, then the check, nothing more. */
const EXIT_WITHIN_MS = 10_000;

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

let dataDir: string;

beforeAll(() => {
  for (const file of [MAIN, CLI])
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  dataDir = mkdtempSync(join(tmpdir(), 'expo-bad-config-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `node file ...args` with `env` over this process's environment; killed when it runs past the time limit. */
function run(file: string, args: string[], env: Record<string, string>): Promise<Ended> {
  const started = Date.now();
  const child = spawn(process.execPath, [file, ...args], {
    // a start that is wrongly accepted would use an empty embedded database here, never a real one
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_WITHIN_MS);
  return new Promise((resolve) =>
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, ms: Date.now() - started });
    }),
  );
}

/** Ended by itself, soon, with code 1 and only the refusal on stderr (no stack trace). */
function expectRefused(ended: Ended) {
  expect(
    ended.signal,
    `killed after ${EXIT_WITHIN_MS} ms; output: ${ended.stdout}${ended.stderr}`,
  ).toBeNull();
  expect(ended.code).toBe(1);
  expect(ended.ms).toBeLessThan(EXIT_WITHIN_MS);
  expect(ended.stderr).not.toMatch(/^\s+at /m);
  expect(ended.stderr).not.toContain('ConfigError');
  expect(ended.stdout).not.toContain('서버가 시작되었습니다');
}

describe('the server refuses to start with a bad environment variable', () => {
  it('PORT=abc', async () => {
    const ended = await run(MAIN, [], { PORT: 'abc' });
    expectRefused(ended);
    expect(ended.stderr).toContain(
      '환경 변수 PORT 값이 올바르지 않습니다: 0~65535 사이의 정수여야 합니다 (받은 값: "abc")',
    );
  });

  it('DATABASE_POOL_SIZE=-1', async () => {
    const ended = await run(MAIN, [], { PORT: String(await freePort()), DATABASE_POOL_SIZE: '-1' });
    expectRefused(ended);
    expect(ended.stderr).toContain('환경 변수 DATABASE_POOL_SIZE 값이 올바르지 않습니다');
    expect(ended.stderr).toContain('(받은 값: "-1")');
  });

  it('names every bad variable at once and never shows the password in DATABASE_URL', async () => {
    const ended = await run(MAIN, [], {
      PORT: '70000',
      DATABASE_URL: 'mysql://root:Db-Pass-4891@127.0.0.1:3306/expo',
      REDIS_URL: 'http://:Redis-Pass-4891@127.0.0.1:6379',
    });
    expectRefused(ended);
    for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL'])
      expect(ended.stderr).toContain(`환경 변수 ${name} 값이 올바르지 않습니다`);
    expect(ended.stderr + ended.stdout).not.toContain('Pass-4891');
  });

  it('DATA_DIR under a file: the embedded database has nowhere to live', async () => {
    const ended = await run(MAIN, [], { PORT: String(await freePort()), DATA_DIR: `${MAIN}/data` });
    expectRefused(ended);
    expect(ended.stderr).toContain('환경 변수 DATA_DIR 값이 올바르지 않습니다');
    expect(ended.stderr).toContain('ENOTDIR');
  });

  it('made nothing in DATA_DIR', () => {
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe('the CLI refuses a bad environment variable the same way', () => {
  it('DATA_DIR under a file', async () => {
    const ended = await run(CLI, ['rebuild-projections'], { DATA_DIR: `${CLI}/data` });
    expectRefused(ended);
    expect(ended.stderr).toContain('환경 변수 DATA_DIR 값이 올바르지 않습니다');
  });

  it('LIVE_POLL_MS=fast', async () => {
    const ended = await run(CLI, ['rebuild-projections'], { LIVE_POLL_MS: 'fast' });
    expectRefused(ended);
    expect(ended.stderr).toContain('환경 변수 LIVE_POLL_MS 값이 올바르지 않습니다');
    expect(ended.stderr).toContain('(받은 값: "fast")');
  });
});
