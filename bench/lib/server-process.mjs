// Starts the built server as a child process on a fresh database and samples its memory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { rssMb } from './rss-growth.mjs';
import { privacySettings } from '../../test/support/privacy-settings.mjs';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function freshDatabase(embedded) {
  if (embedded) return { url: undefined, drop: async () => {} };
  const name = `expo_bench_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // BENCH_KEEP_DATABASE=1: the database stays for a look at its data and plans (dropped by hand)
      if (process.env.BENCH_KEEP_DATABASE === '1') return console.log(`  kept the database ${name}`);
      const d = new pg.Client({ connectionString: ADMIN_URL });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

const children = new Set();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

/** Stops `child` with the benchmark if the benchmark ends first (a crash must not leave servers running). */
export function stopsWithBench(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export { rssMb };

/** Samples the RSS of `pid` every 20 ms while `work` runs; returns the result, seconds and peak MB. */
export async function measure(pid, work) {
  let peak = rssMb(pid);
  const before = peak;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = process.hrtime.bigint();
  try {
    const result = await work();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { result, seconds, peakMb: Math.max(peak, rssMb(pid)), beforeMb: before };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The built server as a child process: on a fresh database, or on `databaseUrl` (another node of the same
 * deployment, which leaves the database to the first); `env` adds settings.
 */
export async function startServerProcess({
  embedded = false,
  port = 3900 + Math.floor(Math.random() * 90),
  databaseUrl = undefined,
  env = {},
} = {}) {
  const db = databaseUrl ? { url: databaseUrl, drop: async () => {} } : await freshDatabase(embedded);
  const dataDir = mkdtempSync(join(tmpdir(), 'expo-bench-'));
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = stopsWithBench(
    spawn(process.execPath, [...nodeArgs, 'server/dist/server/src/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_USERNAME: 'bench',
        ADMIN_PASSWORD: 'bench-password',
        EVENT_NAME: '벤치마크 행사',
        RATE_LIMIT_LOOKUP: '1000000',
        UPLOAD_MAX_ROWS: '200000',
        UPLOAD_MAX_BYTES: String(100 * 1024 * 1024),
        ...(db.url ? { DATABASE_URL: db.url } : { DATABASE_URL: '' }),
        ...env,
      },
      stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'pipe', 'pipe'],
    }),
  );
  // the server's last lines, for the message when it does not start: a bounded tail, so the load generator does
  // not spend the run concatenating every access-log line of a full-speed load
  let output = '';
  const keep = (d) => (output = (output + d).slice(-16_384));
  child.stdout?.on('data', keep);
  child.stderr.on('data', (d) => {
    keep(d);
    if (process.env.BENCH_TRACE) process.stderr.write(d);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 600 || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'bench-password' }),
  });
  const { token, eventId } = await login.json();
  // BENCH_SHARE_ONLY_WITH_CONSENT=1: the event's '부스 제공 동의 확인' on, so every booth surface (the scan's
  // answer too) shows a visitor who did not consent as '비공개 방문자' (an older tree without the setting ignores it)
  if (process.env.BENCH_SHARE_ONLY_WITH_CONSENT === '1') {
    const res = await fetch(`${url}/api/privacy-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(privacySettings({ shareOnlyWithConsent: true })),
    });
    if (res.status === 404) console.log("  (this tree has no '부스 제공 동의 확인')");
    else if (!res.ok) throw new Error(`privacy settings: ${res.status} ${await res.text()}`);
    else console.log("  '부스 제공 동의 확인' on");
  }
  return {
    url,
    databaseUrl: db.url,
    pid: child.pid,
    token,
    eventId,
    /** Ends the server process and keeps its database (for work on the database alone); idempotent. */
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
    async stop() {
      await this.kill();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
