// Types of read-model-checks.mjs for the TypeScript tests that share it (test/faults/kill-during-writes.faults.spec.ts).
import type pg from 'pg';

export interface TableChecksum {
  rows: number;
  md5: string;
}

export function tableChecksum(client: pg.Client, table: string, upTo?: string): Promise<TableChecksum>;
export function checksums(
  client: pg.Client,
  tables: readonly string[],
  upTo?: Record<string, string>,
): Promise<Record<string, TableChecksum>>;
export function differences(
  before: Record<string, TableChecksum>,
  after: Record<string, TableChecksum>,
): string[];
export function checkVisitorLists(client: pg.Client): Promise<Record<string, number>>;
