import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { createDataSource } from './data-source.js';

interface PoolView {
  totalCount: number;
  idleCount: number;
  options: { idleTimeoutMillis: number };
}

describe('the connection pool through a lull', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it("keeps its PostgreSQL sessions open, so the first scans after a quiet spell do not wait for new ones (the 1,000/s run's first second, 2026-11-28)", async () => {
    if (!database.url) return; // the embedded database has one connection, never closed
    const dataSource = createDataSource(database.url, { embedded: false, poolSize: 3 });
    await dataSource.initialize();
    try {
      const pool = (dataSource.driver as unknown as { master: PoolView }).master;
      // the lull made short: a session idle this long would be closed without a floor
      pool.options.idleTimeoutMillis = 50;
      await Promise.all([1, 2, 3].map(() => dataSource.query('SELECT pg_sleep(0.05)')));
      expect(pool.totalCount).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(pool.totalCount).toBe(3);
      expect(pool.idleCount).toBe(3);
    } finally {
      await dataSource.destroy();
    }
  });
});
