import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIntegrationStore } from '../../../test/support/int-fixtures.js';
import { freePort } from '../../../test/support/server-process.js';
import { AppError } from '../kernel/app-error.js';
import type { EventStore } from '../event-store/event-store.js';
import { inTransaction, withConnection } from './sql.js';
import { toErrorResponse } from '../http/error.filter.js';
import { createDataSource } from './data-source.js';
import { isDatabaseUnavailable } from './database-errors.js';
import { failureOf } from '../../../test/support/failure-of.js';

let store: EventStore;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ store, close } = await openIntegrationStore('db-errors'));
});
afterAll(() => close?.());

const UNAVAILABLE = {
  status: 503,
  body: { code: 'UNAVAILABLE', message: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해주세요.' },
};

describe('errors of a database that is not there are told from errors of a request (real PostgreSQL errors)', () => {
  it('a refused connection (nothing listens on the port) is 503', async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/nothing`;
    const dataSource = createDataSource(url, { embedded: false });
    const error = await failureOf(() => dataSource.initialize());
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorResponse(error)).toEqual(UNAVAILABLE);
  });

  it('a session the server ends (57P01, as on a shutdown) is 503, also in the middle of a transaction', async () => {
    const own = await failureOf(() =>
      withConnection(store.dataSource, (sql) => sql.query('SELECT pg_terminate_backend(pg_backend_pid())')),
    );
    expect(isDatabaseUnavailable(own), String(own)).toBe(true);
    expect(toErrorResponse(own)).toEqual(UNAVAILABLE);

    // another session ends ours while our transaction waits on a statement
    const ended = await failureOf(() =>
      inTransaction(store.dataSource, async (sql) => {
        const [{ pid }] = await sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        const killer = withConnection(store.dataSource, (other) =>
          other.query('SELECT pg_sleep(0.2), pg_terminate_backend($1)', [pid]),
        );
        await sql.query('SELECT pg_sleep(5)').finally(() => killer);
      }),
    );
    expect(isDatabaseUnavailable(ended), String(ended)).toBe(true);
    expect(toErrorResponse(ended)).toEqual(UNAVAILABLE);
    // and the pool goes on with fresh connections
    expect(await withConnection(store.dataSource, (sql) => sql.query('SELECT 1 AS one'))).toEqual([
      { one: 1 },
    ]);
  });

  it('a wrong statement, a failing one and a refusal of the product are not the database being away', async () => {
    const syntax = await failureOf(() => withConnection(store.dataSource, (sql) => sql.query('SELEC 1')));
    const division = await failureOf(() =>
      withConnection(store.dataSource, (sql) => sql.query('SELECT 1 / (random() * 0)::int')),
    );
    const refusal = new AppError('VISIT.DUPLICATE', '이미 등록된 방문입니다 (중복).', 409);
    for (const error of [syntax, division, refusal, new Error('something else'), undefined, 'text'])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    expect(toErrorResponse(syntax).status).toBe(500);
    expect(toErrorResponse(refusal).status).toBe(409);
  });
});
