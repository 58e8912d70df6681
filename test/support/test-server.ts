import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../../server/src/app.factory.js';
import { loadConfig } from '../../server/src/config/config.js';
import { createAdmin } from '../../server/src/conferences/admin-accounts.js';
import { EventStore } from '../../server/src/event-store/event-store.js';
import { withConnection } from '../../server/src/database/sql.js';
import { callApi } from './http-client.js';
import { createTestDatabase } from './test-database.js';

export const ADMIN = { username: 'admin', password: 'admin-pass-1234', eventName: '2026 서울 테스트 엑스포' };
/**
 * The deployment's first admin, made on first start: an organiser (every event). ADMIN is an event admin of
 * the same first event, bound to it as the spec's admin is: most tests are about that admin.
 */
export const ORGANISER = { username: 'organiser', password: 'organiser-pass-1234' };

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  running: RunningServer;
  databaseUrl: string | undefined;
  printed: string[];
  api<T = any>(
    path: string,
    init?: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  login(username?: string, password?: string): Promise<string>;
  /** The admin login's token and event. */
  session(username?: string, password?: string): Promise<{ token: string; eventId: number }>;
  /** SQL on the server's database (a separate connection; the real PostgreSQL only). */
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  /** Stops the HTTP server and the app but keeps the database (restart with `shareDatabaseWith`). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** The real server (HTTP, Nest, PostgreSQL) on a free port with a fresh database and a first admin. */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: { shareDatabaseWith?: TestServer } = {},
): Promise<TestServer> {
  const shared = opts.shareDatabaseWith?.databaseUrl;
  const database = shared ? { url: shared, drop: async () => {} } : await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'expo-test-'));
  const printed: string[] = [];
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ORGANISER.username,
    ADMIN_PASSWORD: ORGANISER.password,
    EVENT_NAME: ADMIN.eventName,
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_PUBLIC: '1000',
    RATE_LIMIT_CHECKIN: '1000',
    RATE_LIMIT_LOOKUP: '1000',
    // lighter password hashes in the int, e2e and browser projects (vitest.config.ts)
    PASSWORD_HASH_MEMORY_KIB: process.env.PASSWORD_HASH_MEMORY_KIB ?? '',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const running = await startServer(config, { logLevels: ['error'], print: (l) => printed.push(l) });
  const pool = database.url ? new pg.Pool({ connectionString: database.url, max: 2 }) : undefined;
  // pool.end() resolves before its sockets have closed; the database drop then ends them from the server side
  pool?.on('error', () => undefined);
  let stopped = false;
  const server: TestServer = {
    url: running.url,
    running,
    databaseUrl: database.url,
    printed,
    api(path, init = {}) {
      // a test's own time limit applies; this one only keeps a lost answer from hanging the run
      return callApi(running.url, path, { ...init, timeoutMs: 120_000 });
    },
    async login(username, password) {
      return (await server.session(username, password)).token;
    },
    async session(username = ADMIN.username, password = ADMIN.password) {
      const res = await server.api('/api/admin/login', { method: 'POST', body: { username, password } });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { token: res.body.token as string, eventId: res.body.eventId as number };
    },
    async sql(text, params = []) {
      if (!pool) throw new Error('sql() needs the real PostgreSQL');
      return (await pool.query(text, params)).rows;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await running.close();
    },
    async close() {
      await server.stop();
      await pool?.end();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (!shared && !env.ADMIN_USERNAME) await addEventAdmin(server);
  return server;
}

/** The first event's own admin (ADMIN), beside the organiser made on first start. */
async function addEventAdmin(server: TestServer): Promise<void> {
  const store = server.running.app.get(EventStore);
  // read, not logged in: a login would count against the login rate limit some tests measure
  const [first] = await withConnection(store.dataSource, (sql) =>
    sql.query<{ event_id: number }>(`SELECT event_id FROM admins WHERE username = $1`, [ORGANISER.username]),
  );
  await createAdmin(store, { eventId: first!.event_id, ...ADMIN });
}
