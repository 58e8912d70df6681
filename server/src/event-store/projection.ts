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
  /**
   * Indexes of `tables` (or the constraints they back) that the replay (`replay()`, else `apply`) never uses to
   * find a row: a rebuild drops them and makes each again after the last event, one sort instead of an insert
   * per row.
   */
  dropForReplay?: readonly string[];
  /**
   * For a rebuild (one transaction over the whole log, on emptied tables): a projection of the same read
   * model that may hold writes back until `finish`, called once after the last event; without it, `apply`.
   */
  replay?(): Replay;
}

export interface Replay {
  apply(sql: Sql, events: StoredEvent[]): Promise<void>;
  finish(sql: Sql): Promise<void>;
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
