import type { DataSource } from 'typeorm';
import { PersonalDataVault } from './personal-data-vault.js';
import type { Projection } from './projection.js';
import { beginTransaction, inTransaction, isUniqueViolation, prepared, type Sql } from './sql.js';
import type { EventMetadata, NewEvent, StoredEvent } from './stored-event.js';

export class ConcurrencyError extends Error {
  constructor(readonly streamId: string) {
    super(`stream ${streamId} changed concurrently`);
  }
}

export interface StreamAppend {
  streamId: string;
  /** The stream's version the decision was made on (0 for a new stream). */
  expectedVersion: number;
  events: NewEvent[];
  /** This append's own metadata (actor, request, client event id) instead of the call's. */
  metadata?: EventMetadata;
}

export interface EventRow {
  position: string;
  stream_id: string;
  version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

/** Told the events of each transaction once it has committed (never for one rolled back). */
export type CommitListener = (events: readonly StoredEvent[]) => void;

/** Append-only event log on PostgreSQL with inline projections and personal-data sealing. */
export class EventStore {
  readonly vault = new PersonalDataVault();
  private readonly projections: Projection[] = [];
  private readonly commitListeners: CommitListener[] = [];

  constructor(readonly dataSource: DataSource) {}

  addProjection(projection: Projection): void {
    this.projections.push(projection);
  }

  get allProjections(): readonly Projection[] {
    return this.projections;
  }

  /** Side effects that follow events (the Nest EventBus): called after each commit that appended events. */
  onCommitted(listener: CommitListener): () => void {
    this.commitListeners.push(listener);
    return () => this.commitListeners.splice(this.commitListeners.indexOf(listener) >>> 0, 1);
  }

  /** A transaction the caller commits or rolls back itself (for work fed by a stream). */
  async begin(): Promise<{ tx: EventStoreTx; commit(): Promise<void>; rollback(): Promise<void> }> {
    const open = await beginTransaction(this.dataSource);
    const tx = new EventStoreTx(this, open.sql);
    return {
      tx,
      commit: async () => {
        await open.commit();
        this.committed(tx.appended);
      },
      rollback: open.rollback,
    };
  }

  async transaction<T>(work: (tx: EventStoreTx) => Promise<T>): Promise<T> {
    let tx: EventStoreTx | undefined;
    const result = await inTransaction(this.dataSource, (sql) => work((tx = new EventStoreTx(this, sql))));
    if (tx) this.committed(tx.appended);
    return result;
  }

  /** Hands a committed transaction's events on; a listener's failure is its own (it never fails the write). */
  private committed(events: readonly StoredEvent[]): void {
    if (events.length === 0) return;
    for (const listener of this.commitListeners) {
      try {
        listener(events);
      } catch {
        /* listeners catch and log their own errors */
      }
    }
  }

  toStored(row: EventRow, keys: Map<string, Buffer>): StoredEvent {
    return {
      position: Number(row.position),
      streamId: row.stream_id,
      version: row.version,
      type: row.type,
      data: this.vault.open(row.type, row.data, keys),
      metadata: row.metadata,
      recordedAt: row.recorded_at,
    };
  }

  /** Reads rows of the log and opens their personal data with the keys that still exist. */
  async open(sql: Sql, rows: EventRow[]): Promise<StoredEvent[]> {
    const keys = await this.vault.keysFor(
      sql,
      this.vault.subjectsOf(rows.map((r) => ({ type: r.type, data: r.data }))),
      false,
    );
    return rows.map((row) => this.toStored(row, keys));
  }

  async project(sql: Sql, events: StoredEvent[]): Promise<void> {
    for (const projection of this.projections) {
      const mine = events.filter((e) => projection.handles.has(e.type));
      if (mine.length > 0) await projection.apply(sql, mine);
    }
  }
}

/**
 * At most this many events of one transaction go on the EventBus (a 50,000-row import would otherwise hold
 * every event, personal data included, until it commits). Consumers that must see every event read the log
 * in commit order (the live feed, the outbox worker's claims); the EventBus is for prompt reactions.
 */
export const MAX_PUBLISHED_PER_TRANSACTION = 1_000;

export const EVENT_COLUMNS = 'position, stream_id, version, type, data, metadata, recorded_at';

/**
 * Each asked stream's events, looked up stream by stream in the (stream_id, version) index: a join of the ids
 * with a subquery the planner cannot flatten (`OFFSET 0`), so the plan is the same however many ids a batch
 * holds and whatever the table's statistics say. A plain `stream_id = ANY($1)` let PostgreSQL choose: on a log never
 * analysed (autovacuum off, or the embedded database, which has none) it estimated hundreds of rows a stream,
 * planned a batch of 150 streams as a parallel scan of the whole log (50 ms at 60,000 events, and growing) or
 * JIT-compiled it (26 ms), and the scans of a rush stalled for seconds (docs/BENCHMARKS.md, 2026-11-28).
 */
const STREAM_EVENTS = `SELECT e.*, true AS in_streams
    FROM unnest($1::text[]) AS s(id),
         LATERAL (SELECT ${EVENT_COLUMNS}, client_event_id FROM event_log WHERE stream_id = s.id OFFSET 0) e`;
const IN_STREAM_ORDER = 'ORDER BY stream_id, version';

/** The streams' events, and the asked client event ids the log holds in other streams (loadManyAndKnown). */
export const LOAD_STREAMS_AND_KNOWN = prepared(
  `${STREAM_EVENTS}
   UNION ALL
   SELECT e.*, false
     FROM unnest($2::text[]) AS k(id),
          LATERAL (SELECT ${EVENT_COLUMNS}, client_event_id FROM event_log
                    WHERE client_event_id = k.id AND NOT stream_id = ANY($1::text[]) OFFSET 0) e
   ${IN_STREAM_ORDER}`,
);
const LOAD_STREAMS = prepared(`${STREAM_EVENTS} ${IN_STREAM_ORDER}`);

/**
 * A batch of events from one JSON document (far cheaper to send than parallel arrays of escaped JSON texts),
 * answered with one row: the positions, and the time once (recorded_at defaults to now(), the same for every
 * row of the transaction).
 */
const APPEND_EVENTS = prepared(
  `WITH ins AS (
     INSERT INTO event_log (stream_id, version, type, data, metadata, client_event_id)
     SELECT e->>'s', (e->>'v')::int, e->>'t', e->'d', COALESCE($2::jsonb, e->'m'), e->>'c'
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(e, o)
      ORDER BY o
     RETURNING position)
   SELECT array_agg(position ORDER BY position) AS positions, now() AS recorded_at FROM ins`,
);

export class EventStoreTx {
  /** The events this transaction appended, in order: published once it commits. */
  readonly appended: StoredEvent[] = [];

  constructor(
    private readonly store: EventStore,
    readonly sql: Sql,
  ) {}

  /** Folds a stream into state; version 0 means the stream does not exist. */
  async load<S, E extends NewEvent>(
    streamId: string,
    evolve: (state: S, event: E) => S,
    initial: S,
  ): Promise<{ state: S; version: number }> {
    return (await this.loadMany([streamId], evolve, initial)).get(streamId)!;
  }

  /** Folds several streams with one query; each stream id maps to its state and version (0: none yet). */
  async loadMany<S, E extends NewEvent>(
    streamIds: readonly string[],
    evolve: (state: S, event: E) => S,
    initial: S,
  ): Promise<Map<string, { state: S; version: number }>> {
    return (await this.loadManyAndKnown(streamIds, [], evolve, initial)).streams;
  }

  /**
   * `loadMany`, and which of these client event ids the log holds already (resent requests), in one query (a
   * batch of commands reads both before deciding: one round trip instead of two).
   */
  async loadManyAndKnown<S, E extends NewEvent>(
    streamIds: readonly string[],
    clientEventIds: readonly string[],
    evolve: (state: S, event: E) => S,
    initial: S,
  ): Promise<{ streams: Map<string, { state: S; version: number }>; known: Set<string> }> {
    // each id once: the statement joins the ids, so a repeated one would fold its events twice
    const ids = [...new Set(streamIds)];
    const rows = await this.sql.query<EventRow & { client_event_id: string | null; in_streams: boolean }>(
      clientEventIds.length ? LOAD_STREAMS_AND_KNOWN : LOAD_STREAMS,
      clientEventIds.length ? [ids, clientEventIds] : [ids],
    );
    const asked = new Set(clientEventIds);
    const known = new Set(
      rows.flatMap((r) =>
        r.client_event_id !== null && asked.has(r.client_event_id) ? [r.client_event_id] : [],
      ),
    );
    const streams = new Map(streamIds.map((id) => [id, { state: initial, version: 0 }]));
    for (const event of await this.store.open(
      this.sql,
      rows.filter((r) => r.in_streams),
    ))
      streams.set(event.streamId, {
        state: evolve(streams.get(event.streamId)!.state, event as unknown as E),
        version: event.version,
      });
    return { streams, known };
  }

  /**
   * Events recorded earlier under this client event id (for idempotent retries), or undefined: the events
   * its command appended to its stream in that transaction (a transaction may hold other commands' too).
   */
  async findByClientEventId(clientEventId: string): Promise<StoredEvent[] | undefined> {
    const rows = await this.sql.query<EventRow & { transaction_id: string }>(
      `SELECT ${EVENT_COLUMNS} FROM event_log
        WHERE (transaction_id, stream_id) =
              (SELECT transaction_id, stream_id FROM event_log WHERE client_event_id = $1)
        ORDER BY position`,
      [clientEventId],
    );
    return rows.length ? this.store.open(this.sql, rows) : undefined;
  }

  append(streamId: string, expectedVersion: number, events: NewEvent[], metadata: EventMetadata = {}) {
    return this.appendMany([{ streamId, expectedVersion, events }], metadata);
  }

  /** Appends to many streams in one statement and runs the projections on the new events. */
  async appendMany(appends: StreamAppend[], metadata: EventMetadata = {}): Promise<StoredEvent[]> {
    const flat = appends.flatMap((a, index) => {
      // a client event id marks the first event of the append it belongs to (the call's: the first append)
      const { clientEventId, ...rest } = a.metadata ?? metadata;
      const marked = a.metadata !== undefined || index === 0;
      return a.events.map((e, i) => ({
        streamId: a.streamId,
        version: a.expectedVersion + i + 1,
        event: e,
        metadata: rest,
        clientEventId: i === 0 && marked ? clientEventId : undefined,
      }));
    });
    if (flat.length === 0) return [];
    const vault = this.store.vault;
    const keys = await vault.keysFor(this.sql, vault.subjectsOf(flat.map((f) => f.event)), true);
    const shared = appends.every((a) => !a.metadata) ? JSON.stringify(flat[0].metadata) : null;
    let inserted: { positions: string[]; recorded_at: Date };
    try {
      [inserted] = await this.sql.query(APPEND_EVENTS, [
        JSON.stringify(
          flat.map((f) => ({
            s: f.streamId,
            v: f.version,
            t: f.event.type,
            d: vault.seal(f.event.type, f.event.data, keys),
            // metadata per event only when the appends have their own (an import shares one)
            ...(shared === null ? { m: f.metadata } : {}),
            ...(f.clientEventId ? { c: f.clientEventId } : {}),
          })),
        ),
        shared,
      ]);
    } catch (error) {
      if (isUniqueViolation(error, 'event_log_stream_version'))
        throw new ConcurrencyError(appends[0].streamId);
      throw error;
    }
    // positions are assigned in insertion order; the events themselves are the ones we hold, unsealed
    const positions = inserted.positions.map(Number);
    const recordedAt = inserted.recorded_at;
    const stored = flat.map(
      (f, i) =>
        ({
          position: positions[i],
          streamId: f.streamId,
          version: f.version,
          type: f.event.type,
          data: f.event.data,
          metadata: f.metadata,
          recordedAt,
        }) as StoredEvent,
    );
    await this.store.project(this.sql, stored);
    // a bulk import's events are not all held for publishing: the first ones are, the log has them all
    for (const event of stored)
      if (this.appended.length < MAX_PUBLISHED_PER_TRANSACTION) this.appended.push(event);
    return stored;
  }

  forgetPersonalData(subject: string): Promise<void> {
    return this.store.vault.forget(this.sql, subject);
  }
}
