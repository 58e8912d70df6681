import { prepared, renumbered, type Sql } from '../database/sql.js';
import type { NewEvent } from '../kernel/new-event.js';
import type { StoredEvent } from '../kernel/stored-event.js';

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
   * The projection's write for new events of `types` as ONE data-modifying statement (an INSERT, UPDATE or
   * DELETE, its parameters from `params`) over the relation `appended` (APPENDED_COLUMNS) that holds the new events, of
   * any type: it picks its own. Where every projection of a batch's events has one, the event store writes the
   * events and every projection in a single statement (EventStoreTx.appendAtomically: one round trip instead
   * of a transaction of several); `apply` uses the same statement for these events (applyFromAppended).
   */
  fromAppended?: FromAppended;
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

export interface FromAppended {
  types: ReadonlySet<string>;
  statement: string;
  /**
   * The statement's own parameters (`$1…`, numbered after the store's when fused), from the new events of its
   * types as the server holds them: opened. `appended.data` holds personal fields sealed, so a write of a sealed
   * event's personal data takes them from here; the store fuses sealed events only where every write has these.
   */
  params?(events: readonly NewEvent[]): unknown[];
}

/** The `params` of a write for these events (only those of its types), or none. */
export const paramsOf = (write: FromAppended, events: readonly NewEvent[]): unknown[] =>
  write.params ? write.params(events.filter((event) => write.types.has(event.type))) : [];

/**
 * The columns of `appended`: the log's columns of the new events. `data` as the log holds it (sealed where the
 * vault seals: a statement over `appended` reads no personal data; what it writes of a sealed event's comes
 * from its `params`); `recorded_at` is the transaction's time.
 */
export const APPENDED_COLUMNS = 'position, stream_id, version, type, data, recorded_at';

/** Runs a projection's `fromAppended` statement on events already stored (the statement form of `apply`). */
export async function applyFromAppended(sql: Sql, write: FromAppended, events: StoredEvent[]): Promise<void> {
  if (!events.length) return;
  await sql.execute(
    prepared(`WITH appended AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS e(position bigint, stream_id text, version int, type text, data jsonb, recorded_at timestamptz))
     ${renumbered(write.statement, 1)}`),
    [
      JSON.stringify(
        events.map((e) => ({
          position: e.position,
          stream_id: e.streamId,
          version: e.version,
          type: e.type,
          data: e.data,
          recorded_at: e.recordedAt,
        })),
      ),
      ...paramsOf(write, events),
    ],
  );
}
