import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDataSource } from '../../server/src/database/data-source.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
/** Any number: the session lock under which one test process migrates the template while the others wait. */
const TEMPLATE_LOCK = 7_261_128;

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

const urlOf = (name: string): string => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The template's name: it changes with the migrations, so a changed migration makes a new one. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return `expo_template_${hash.digest('hex').slice(0, 16)}`;
}

let template: Promise<string> | undefined;

/**
 * A database with every migration run, made once per set of migrations and kept (by every test process of a
 * run, and by the next runs): each test's database is a copy of it (CREATE DATABASE … TEMPLATE), which takes
 * a fraction of running the migrations again. Made under an advisory lock, migrated under another name and
 * renamed when whole: a run stopped midway leaves no half-made template. Templates of other migrations are
 * left alone (another checkout may be testing with them): `DROP DATABASE` after `ALTER DATABASE … IS_TEMPLATE
 * false` removes one.
 */
function migratedTemplate(): Promise<string> {
  template ??= withAdmin(async (admin) => {
    const name = templateName();
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return name;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const dataSource = createDataSource(urlOf(building), { embedded: false, poolSize: 1 });
      await dataSource.initialize();
      try {
        await dataSource.runMigrations({ transaction: 'each' });
      } finally {
        await dataSource.destroy();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

/**
 * A fresh database on the real PostgreSQL (TEST_DATABASE_URL, default the machine's `test` server), its
 * schema already migrated (a copy of the run's template); TEST_DATABASE=embedded, or no server reachable, uses
 * the embedded PGlite instead.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE === 'embedded' || !(await reachable()))
    return { url: undefined, drop: async () => {} };
  const source = await migratedTemplate();
  const name = `expo_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdmin(async (admin) => {
    // two copies at once of one template: PostgreSQL refuses the second while the first reads it
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
        break;
      } catch (error) {
        const busy = /is being accessed by other users/.test(String(error));
        if (!busy || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    // Commits answer without waiting for the WAL's flush to disk: a test's own run never loses one (only a crash
    // of PostgreSQL itself would, which no test here makes), and the suite waits less on this machine's disk.
    // The faults keep every commit durable (TEST_DATABASE_DURABLE, set by their project): they kill and stop.
    if (process.env.TEST_DATABASE_DURABLE !== '1')
      await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  return {
    url: urlOf(name),
    async drop() {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
