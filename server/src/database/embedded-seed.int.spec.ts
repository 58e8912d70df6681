import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index.js';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { writeEmbeddedSeed } from './write-embedded-seed.js';

const dir = mkdtempSync(join(tmpdir(), 'expo-seed-test-'));
const seed = join(dir, 'embedded-seed.tar.gz');

beforeAll(() => writeEmbeddedSeed(seed), 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An embedded database under `dataDir` brought up to date as a start does: what the migrations still had to run, and what is recorded. */
async function startedFrom(dataDir: string, seedFile: string) {
  const embedded = await startEmbeddedPostgres(dataDir, seedFile);
  const dataSource = createDataSource(embedded.url, { embedded: true });
  try {
    await dataSource.initialize();
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    const recorded: { name: string }[] = await dataSource.query(
      'SELECT name FROM schema_migrations ORDER BY id',
    );
    return { ran: ran.map((m) => m.name), recorded: recorded.map((m) => m.name) };
  } finally {
    await dataSource.destroy();
    await embedded.stop();
  }
}

describe("the embedded database's first start from the build's seed", () => {
  it('is a migrated database: every migration recorded, none left to run', async () => {
    expect(statSync(seed).size).toBeGreaterThan(100_000);
    const data = join(dir, 'first');
    const started = await startedFrom(data, seed);
    expect(started.ran).toEqual([]);
    expect(started.recorded).toEqual(migrations.map((m) => m.name));
  });

  it('restarts on its own data afterwards (the seed is for a new folder only) and keeps what was written', async () => {
    const data = join(dir, 'kept');
    const first = await startEmbeddedPostgres(data, seed);
    const writer = createDataSource(first.url, { embedded: true });
    await writer.initialize();
    await writer.query(`INSERT INTO app_secrets (name, value) VALUES ('seed-test', 'kept')`);
    await writer.destroy();
    await first.stop();

    const again = await startEmbeddedPostgres(data, seed);
    const reader = createDataSource(again.url, { embedded: true });
    await reader.initialize();
    const rows: { value: string }[] = await reader.query(
      `SELECT value FROM app_secrets WHERE name = 'seed-test'`,
    );
    await reader.destroy();
    await again.stop();
    expect(rows).toEqual([{ value: 'kept' }]);
  });

  it('without a seed file the database is made from nothing, with the same migrations', async () => {
    const data = join(dir, 'plain');
    const started = await startedFrom(data, join(dir, 'no-such-seed.tar.gz'));
    expect(existsSync(join(data, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(started.ran).toEqual(migrations.map((m) => m.name));
    expect(started.recorded).toEqual(migrations.map((m) => m.name));
  });
});
