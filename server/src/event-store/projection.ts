import type { Sql } from './sql.js';
import type { StoredEvent } from './stored-event.js';

/**
 * A read model kept in the same transaction as the append. `apply` receives, in log order, only the
 * events whose type is in `handles`; it may batch them. `tables` are emptied before a rebuild.
 */
export interface Projection {
  name: string;
  tables: readonly string[];
  handles: ReadonlySet<string>;
  apply(sql: Sql, events: StoredEvent[]): Promise<void>;
}

/** Splits events into runs of the same type, so projections can write each run with one statement. */
export function runsOfSameType(events: StoredEvent[]): StoredEvent[][] {
  const runs: StoredEvent[][] = [];
  for (const event of events) {
    const last = runs[runs.length - 1];
    if (last && last[0].type === event.type) last.push(event);
    else runs.push([event]);
  }
  return runs;
}
