import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIntegrationStore } from '../../../test/support/int-fixtures.js';
import { isDatabaseUnavailable } from '../database/database-errors.js';
import { openDatabase } from '../database/database.js';
import { toErrorResponse } from '../http/error.filter.js';
import type { EventStore } from './event-store.js';
import { inTransaction, isUniqueViolation, prepared, withConnection, type Sql } from '../database/sql.js';
import { failureOf } from '../../../test/support/failure-of.js';

let store: EventStore;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ store, close } = await openIntegrationStore('prepared'));
});
afterAll(() => close?.());

const ECHO = prepared(`SELECT $1::int + 1 AS next, $2::text AS word`);
const COUNTERS = prepared(
  `INSERT INTO consumer_checkpoints (name, transaction_id, position) VALUES ($1, '0'::xid8, $2)`,
);

/** The statements this connection keeps prepared, by their text. */
const preparedOn = async (sql: Sql) =>
  (await sql.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements`)).map(
    (r) => r.statement,
  );

describe('prepared statements (the scan path: parsed and planned once per connection)', () => {
  it('answer as their text does, and stay prepared on the connection that ran them', async () => {
    await withConnection(store.dataSource, async (sql) => {
      expect(await sql.query(ECHO, [41, '부스'])).toEqual([{ next: 42, word: '부스' }]);
      expect(await sql.query(ECHO, [1, 'again'])).toEqual([{ next: 2, word: 'again' }]);
      const kept = await preparedOn(sql);
      expect(kept.filter((text) => text === ECHO.text)).toHaveLength(1);
    });
  });

  it('are prepared on each connection that runs them (two held at once)', async () => {
    await withConnection(store.dataSource, (one) =>
      withConnection(store.dataSource, async (two) => {
        expect(await one.query(ECHO, [1, 'one'])).toEqual([{ next: 2, word: 'one' }]);
        expect(await two.query(ECHO, [2, 'two'])).toEqual([{ next: 3, word: 'two' }]);
        expect(await preparedOn(two)).toContain(ECHO.text);
      }),
    );
  });

  it('count the rows they change, and roll back with their transaction', async () => {
    await expect(
      inTransaction(store.dataSource, async (sql) => {
        expect(await sql.execute(COUNTERS, ['prepared-a', 7])).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const rows = await withConnection(store.dataSource, (sql) =>
      sql.query(`SELECT name FROM consumer_checkpoints WHERE name = 'prepared-a'`),
    );
    expect(rows).toEqual([]);
  });

  it('fail with the error an unprepared statement gives (a duplicate is told by its constraint; 503 when the session ends)', async () => {
    await withConnection(store.dataSource, (sql) => sql.execute(COUNTERS, ['prepared-b', 1]));
    const duplicate = await failureOf(() =>
      withConnection(store.dataSource, (sql) => sql.execute(COUNTERS, ['prepared-b', 2])),
    );
    expect(isUniqueViolation(duplicate, 'consumer_checkpoints_pkey')).toBe(true);
    expect(toErrorResponse(duplicate).status).not.toBe(503);

    const ended = await failureOf(() =>
      withConnection(store.dataSource, (sql) =>
        sql.query(prepared(`SELECT pg_terminate_backend(pg_backend_pid()) AS ended`)),
      ),
    );
    expect(isDatabaseUnavailable(ended), String(ended)).toBe(true);
  });

  it('work on the embedded database (PGlite over its socket) as on the server', async () => {
    const dataDir = `/tmp/expo-int-prepared-embedded-${process.pid}`;
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await withConnection(db.dataSource, async (sql) => {
        for (let i = 0; i < 7; i++)
          expect(await sql.query(ECHO, [i, 'x'])).toEqual([{ next: i + 1, word: 'x' }]);
        expect(await preparedOn(sql)).toContain(ECHO.text);
      });
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
