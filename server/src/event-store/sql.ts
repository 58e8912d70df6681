import type { DataSource, QueryRunner } from 'typeorm';

/** The narrow SQL surface the event store, projections and queries share. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  execute(text: string, params?: unknown[]): Promise<number>;
}

export function sqlOn(runner: QueryRunner): Sql {
  return {
    async query<T>(text: string, params: unknown[] = []) {
      return (await runner.query(text, params, true)).records as T[];
    },
    async execute(text: string, params: unknown[] = []) {
      return (await runner.query(text, params, true)).affected ?? 0;
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
