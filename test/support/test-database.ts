import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  /** A PostgreSQL URL of a fresh database, or undefined for the embedded one. */
  url: string | undefined;
  drop(): Promise<void>;
}

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A fresh database on the real PostgreSQL (TEST_DATABASE_URL, default the machine's `test` server);
 * TEST_DATABASE=embedded, or no server reachable, uses the embedded PGlite instead.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE === 'embedded' || !(await reachable()))
    return { url: undefined, drop: async () => {} };
  const name = `expo_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
