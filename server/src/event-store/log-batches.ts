import type { EventStore } from './event-store.js';
import { sqlOn, type Sql } from '../database/sql.js';
import type { EventMetadata, StoredEvent } from '../kernel/stored-event.js';

/**
 * The log in position order, `batchSize` events at a time, as one JSON document of arrays: the driver parses a
 * single text instead of seven fields per event (a third of a replay's time went to that). The time comes as
 * epoch milliseconds, cut as the driver cuts a timestamptz (a Date of whole milliseconds); the metadata as a
 * JSON text inside it, parsed only when asked for (no projection reads it: a million small objects less).
 */
const READ = `
  SELECT json_agg(json_build_array(position, stream_id, version, type, data, metadata::text,
                                   floor(extract(epoch FROM recorded_at) * 1000)) ORDER BY position) AS batch
    FROM (SELECT * FROM event_log WHERE position > $1 ORDER BY position LIMIT $2) e`;

/** An event of READ: [position, stream id, version, type, data, metadata JSON, epoch milliseconds]. */
type Row = [number, string, number, string, unknown, string, number];

/** An event as the replay reads it: its metadata parsed on first use. */
class ReplayedEvent {
  private parsedMetadata: EventMetadata | undefined;

  constructor(
    readonly position: number,
    readonly streamId: string,
    readonly version: number,
    readonly type: string,
    readonly data: unknown,
    private readonly metadataJson: string,
    readonly recordedAt: Date,
  ) {}

  get metadata(): EventMetadata {
    return (this.parsedMetadata ??= JSON.parse(this.metadataJson) as EventMetadata);
  }
}

/** The events of rows, their personal data opened with the keys that still exist. */
async function opened(store: EventStore, sql: Sql, rows: Row[]): Promise<StoredEvent[]> {
  const vault = store.vault;
  const keys = await vault.keysFor(
    sql,
    vault.subjectsOf(rows.map(([, , , type, data]) => ({ type, data }))),
    false,
  );
  return rows.map(
    ([position, streamId, version, type, data, metadata, recordedMs]) =>
      new ReplayedEvent(
        position,
        streamId,
        version,
        type,
        vault.open(type, data, keys),
        metadata,
        new Date(recordedMs),
      ) as unknown as StoredEvent,
  );
}

export interface LogBatches {
  /** The next batch of events (empty at the end of the log). */
  next(): Promise<StoredEvent[]>;
  close(): Promise<void>;
}

/**
 * Reads the whole log for a replay on `sql`'s transaction, which must hold the log still (LOCK event_log).
 * With a pool of two connections or more, the log is read on a connection of its own, in one snapshot, one
 * batch ahead: the next batch is read, parsed and decrypted while the replay writes the current one.
 */
export async function logBatches(store: EventStore, sql: Sql, batchSize: number): Promise<LogBatches> {
  let after = 0;
  const readOn = (reader: Sql) => async () => {
    const [{ batch }] = await reader.query<{ batch: Row[] | null }>(READ, [after, batchSize]);
    const rows = batch ?? [];
    if (rows.length) after = rows[rows.length - 1][0];
    return opened(store, reader, rows);
  };
  const poolSize = (store.dataSource.options as { poolSize?: number }).poolSize ?? 10;
  if (poolSize < 2) return { next: readOn(sql), close: async () => {} };

  const runner = store.dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  } catch (error) {
    await runner.release();
    throw error;
  }
  const read = readOn(sqlOn(runner));
  let ahead: Promise<StoredEvent[]> | undefined;
  return {
    async next() {
      const batch = await (ahead ?? read());
      // the next batch is on its way while the caller projects this one
      ahead = batch.length ? read() : undefined;
      // a failed read ahead surfaces on the next call, never as an unhandled rejection meanwhile
      ahead?.catch(() => undefined);
      return batch;
    },
    async close() {
      await ahead?.catch(() => undefined);
      try {
        await runner.query('ROLLBACK');
      } finally {
        await runner.release();
      }
    },
  };
}
