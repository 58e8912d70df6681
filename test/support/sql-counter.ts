import pg from 'pg';
import type { DataSource } from 'typeorm';

/** One statement sent by the server's pool: its text and the connection (client) that sent it. */
export interface CountedStatement {
  text: string;
  client: object;
}

/** What a piece of work cost the server's database pool. */
export interface SqlCost {
  /** Statements sent (a text with several statements counts each). */
  statements: number;
  /** Times the server waited for the database: one per query sent (pg sends one query at a time). */
  roundTrips: number;
  /** Transactions (BEGIN … COMMIT/ROLLBACK), each with the statements it held (BEGIN and COMMIT included). */
  transactions: string[][];
  /** Statements sent outside any transaction (one round trip and one commit each). */
  outside: string[];
}

const statementsIn = (text: string) => text.split(';').filter((part) => part.trim()).length || 1;

/**
 * Counts the statements and round trips the server's own pool (the TypeORM DataSource: not the socket.io
 * adapter's, nor a test's) sends while `work` runs. Instrumentation of the pg driver, no change of behaviour.
 */
export async function sqlCostOf(dataSource: DataSource, work: () => Promise<unknown>): Promise<SqlCost> {
  const pool = (dataSource.driver as unknown as { master: pg.Pool }).master;
  const ours = (client: object) => (pool as unknown as { _clients: object[] })._clients.includes(client);
  const seen: CountedStatement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0];
    const text = typeof config === 'string' ? config : String((config as { text?: string })?.text ?? '');
    if (ours(this)) seen.push({ text, client: this });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return costOf(seen);
}

/** Groups statements into transactions per connection. */
export function costOf(seen: readonly CountedStatement[]): SqlCost {
  const open = new Map<object, string[]>();
  const transactions: string[][] = [];
  const outside: string[] = [];
  for (const { text, client } of seen) {
    const head = text.trim().toUpperCase();
    if (head.startsWith('BEGIN') || head.startsWith('START TRANSACTION')) {
      open.set(client, [text]);
      continue;
    }
    const current = open.get(client);
    if (!current) {
      outside.push(text);
      continue;
    }
    current.push(text);
    if (head.startsWith('COMMIT') || head.startsWith('ROLLBACK')) {
      transactions.push(current);
      open.delete(client);
    }
  }
  for (const unfinished of open.values()) transactions.push(unfinished);
  return {
    statements: seen.reduce((sum, { text }) => sum + statementsIn(text), 0),
    roundTrips: seen.length,
    transactions,
    outside,
  };
}
