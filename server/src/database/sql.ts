import { createHash } from 'node:crypto';
import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  type DataSource,
  type QueryRunner,
} from 'typeorm';

/**
 * A statement PostgreSQL keeps prepared on each connection that has run it (a named statement of the wire
 * protocol): parsed once, and planned once when a generic plan costs no more than planning each time
 * (PostgreSQL's `plan_cache_mode = auto`). For the scan's hot path, whose statements are fixed texts run
 * thousands of times a second: planning them each time was as much of PostgreSQL's time as running them
 * (docs/BENCHMARKS.md, prepared statements). A text with values in it must never be prepared (one
 * statement kept per value on every connection): parameters only.
 */
export interface Prepared {
  readonly text: string;
  /** Its name on the connections; none past MAX_PREPARED texts (run as is). */
  readonly name?: string;
}

/** A text the Sql surface runs: as is, or prepared. */
export type SqlText = string | Prepared;

/** Statements by text; bounded, so a mistaken caller cannot fill every connection with statements. */
const preparedByText = new Map<string, Prepared>();
export const MAX_PREPARED = 200;

/** The prepared form of a fixed text (named by its hash: the same on every connection and node). */
export function prepared(text: string): Prepared {
  const known = preparedByText.get(text);
  if (known) return known;
  if (preparedByText.size >= MAX_PREPARED) return { text };
  const statement = { text, name: `expo_${createHash('sha1').update(text).digest('hex').slice(0, 20)}` };
  preparedByText.set(text, statement);
  return statement;
}

/** A statement with its parameters, to be run by whoever holds the connection (or fused into another). */
export interface SqlWrite {
  text: Prepared;
  params: unknown[];
}

/**
 * A statement's text with its parameters `$1…` numbered from `offset + 1`, to follow another statement's in one
 * text. For our fixed texts only: they hold no `$` but their parameters (no dollar quotes, no `$` in literals).
 */
export const renumbered = (text: string, offset: number): string =>
  text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);

/** The narrow SQL surface the event store, projections and queries share. */
export interface Sql {
  query<T = Record<string, unknown>>(text: SqlText, params?: unknown[]): Promise<T[]>;
  execute(text: SqlText, params?: unknown[]): Promise<number>;
}

interface PgClient {
  query(config: {
    name: string;
    text: string;
    values: unknown[];
  }): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/**
 * Runs a text on the runner's connection. A prepared one goes to the pg driver's client with its name (TypeORM's
 * query takes a text only); its failure is the QueryFailedError TypeORM gives, so callers see one error shape.
 */
async function run(
  runner: QueryRunner,
  text: SqlText,
  params: unknown[],
): Promise<{ rows: unknown[]; count: number }> {
  const { text: statement, name } = typeof text === 'string' ? { text } : text;
  // a plain text, or one past the bound of prepared statements (no name), runs unprepared
  if (name === undefined) {
    const result = await runner.query(statement, params, true);
    return { rows: result.records, count: result.affected ?? 0 };
  }
  if (runner.isReleased) throw new QueryRunnerAlreadyReleasedError();
  const client = (await runner.connect()) as PgClient;
  try {
    const result = await client.query({ name, text: statement, values: params });
    return { rows: result.rows, count: result.rowCount ?? 0 };
  } catch (error) {
    throw new QueryFailedError(statement, params, error as Error);
  }
}

export function sqlOn(runner: QueryRunner): Sql {
  return {
    async query<T>(text: SqlText, params: unknown[] = []) {
      return (await run(runner, text, params)).rows as T[];
    },
    async execute(text: SqlText, params: unknown[] = []) {
      return (await run(runner, text, params)).count;
    },
  };
}

/** A way to run work on a connection, outside a transaction (a pool's, or one of its own). */
export type Connect = <T>(work: (sql: Sql) => Promise<T>) => Promise<T>;

export const connectTo =
  (dataSource: DataSource): Connect =>
  (work) =>
    withConnection(dataSource, work);

/** Runs `work` on one connection, outside a transaction. */
export async function withConnection<T>(dataSource: DataSource, work: (sql: Sql) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    return await work(sqlOn(runner));
  } finally {
    await runner.release();
  }
}

export interface OpenTransaction {
  sql: Sql;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

/** A transaction held open across several steps; the caller must commit or roll back. */
export async function beginTransaction(dataSource: DataSource): Promise<OpenTransaction> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.startTransaction();
  } catch (error) {
    await runner.release();
    throw error;
  }
  return {
    sql: sqlOn(runner),
    async commit() {
      try {
        await runner.commitTransaction();
      } finally {
        await runner.release();
      }
    },
    async rollback() {
      try {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
      } catch {
        /* the connection is gone: nothing was committed */
      } finally {
        await runner.release();
      }
    },
  };
}

/** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(dataSource: DataSource, work: (sql: Sql) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.startTransaction();
    const result = await work(sqlOn(runner));
    await runner.commitTransaction();
    return result;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const e = error as {
    code?: string;
    constraint?: string;
    driverError?: { code?: string; constraint?: string };
  };
  const code = e?.driverError?.code ?? e?.code;
  const name = e?.driverError?.constraint ?? e?.constraint;
  return code === '23505' && (constraint === undefined || name === constraint);
};

/**
 * Runs the reads of `work` in one read-only snapshot (REPEATABLE READ): a report's sections agree with each
 * other even while visits are being recorded.
 */
export function inReadSnapshot<T>(dataSource: DataSource, work: (sql: Sql) => Promise<T>): Promise<T> {
  return inTransaction(dataSource, async (sql) => {
    await sql.execute(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    return work(sql);
  });
}
