import type { EventStore } from './event-store.js';
import { EVENT_COLUMNS, type EventRow } from './event-store.js';
import { connectTo, prepared, type Connect } from '../database/sql.js';
import type { StoredEvent } from '../kernel/stored-event.js';

export interface Checkpoint {
  transactionId: string;
  position: number;
}

export const START: Checkpoint = { transactionId: '0', position: 0 };

/** The log's columns without the metadata (an empty object instead): for a reader of what happened only. */
const COLUMNS_WITHOUT_METADATA = EVENT_COLUMNS.replace('metadata', `'{}'::jsonb AS metadata`);

/**
 * The oldest transaction id that may still commit events into this database's log: the oldest running
 * transaction of the statement's snapshot, leaving out those of sessions on other databases of the same
 * PostgreSQL server (transaction ids are server-wide, so a write left open over there would otherwise hold every
 * reader here back for as long as it stays open); with none running, the snapshot's next id. A session it cannot
 * see (another role's, without pg_read_all_stats) or one that has just begun counts as possibly this database's:
 * the reader may wait for nothing, never skip.
 */
const COMMIT_HORIZON = `(
  WITH snapshot AS MATERIALIZED (SELECT pg_current_snapshot() AS s),
  elsewhere AS MATERIALIZED (
    SELECT backend_xid::text::bigint AS xid FROM pg_stat_activity
     WHERE backend_xid IS NOT NULL AND datname IS DISTINCT FROM current_database()
  )
  SELECT COALESCE(
    (SELECT min(x) FROM snapshot, pg_snapshot_xip(snapshot.s) AS x
      WHERE (x::text::numeric % 4294967296)::bigint NOT IN (SELECT xid FROM elsewhere)),
    (SELECT pg_snapshot_xmax(s) FROM snapshot)
  )
)`;

/** The committed events after a checkpoint, with the columns given. */
const readAfter = (columns: string) =>
  prepared(
    `SELECT ${columns}, transaction_id::text AS transaction_id FROM event_log
      WHERE transaction_id < ${COMMIT_HORIZON}
        AND (transaction_id, position) > ($1::text::xid8, $2::bigint)
      ORDER BY transaction_id, position
      LIMIT $3`,
  );
const READ_COMMITTED = readAfter(EVENT_COLUMNS);
const READ_COMMITTED_WITHOUT_METADATA = readAfter(COLUMNS_WITHOUT_METADATA);

/**
 * Reads committed events in commit order after a checkpoint. Only transactions older than every running one
 * that may write here are visible, so an event that commits late is never skipped by a position cursor.
 */
export async function readCommitted(
  store: EventStore,
  after: Checkpoint,
  options: {
    limit?: number;
    /** false: leave personal data sealed (consumers that only need ids skip the key lookups). */
    personalData?: boolean;
    /**
     * false: every event's metadata is left out (an empty object): a consumer of what happened only (the live
     * feed, which reads every scan back) does not parse who sent it from where.
     */
    metadata?: boolean;
    /** The connection to read on (default: the store's pool). */
    connect?: Connect;
  } = {},
): Promise<{ events: StoredEvent[]; checkpoint: Checkpoint }> {
  const {
    limit = 1000,
    personalData = true,
    metadata = true,
    connect = connectTo(store.dataSource),
  } = options;
  return connect(async (sql) => {
    const rows = await sql.query<EventRow & { transaction_id: string }>(
      metadata ? READ_COMMITTED : READ_COMMITTED_WITHOUT_METADATA,
      [after.transactionId, after.position, limit],
    );
    const events = personalData ? await store.open(sql, rows) : rows.map((r) => store.toStored(r, new Map()));
    const last = rows[rows.length - 1];
    return {
      events,
      checkpoint: last ? { transactionId: last.transaction_id, position: Number(last.position) } : after,
    };
  });
}

/** The checkpoint after the last committed event: a consumer that only cares about what comes next starts here. */
export async function latestCheckpoint(
  store: EventStore,
  connect = connectTo(store.dataSource),
): Promise<Checkpoint> {
  return connect(async (sql) => {
    const [row] = await sql.query<{ transaction_id: string; position: string }>(
      `SELECT transaction_id::text AS transaction_id, position FROM event_log
        WHERE transaction_id < ${COMMIT_HORIZON}
        ORDER BY transaction_id DESC, position DESC LIMIT 1`,
    );
    return row ? { transactionId: row.transaction_id, position: Number(row.position) } : START;
  });
}

export async function loadCheckpoint(
  store: EventStore,
  name: string,
  connect = connectTo(store.dataSource),
): Promise<Checkpoint> {
  return connect(async (sql) => {
    const [row] = await sql.query<{ transaction_id: string; position: string }>(
      `SELECT transaction_id::text AS transaction_id, position FROM consumer_checkpoints WHERE name = $1`,
      [name],
    );
    return row ? { transactionId: row.transaction_id, position: Number(row.position) } : START;
  });
}

export async function saveCheckpoint(
  store: EventStore,
  name: string,
  checkpoint: Checkpoint,
  connect = connectTo(store.dataSource),
): Promise<void> {
  await connect((sql) =>
    sql.execute(
      `INSERT INTO consumer_checkpoints (name, transaction_id, position) VALUES ($1, $2::text::xid8, $3)
       ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, position = EXCLUDED.position`,
      [name, checkpoint.transactionId, checkpoint.position],
    ),
  );
}
