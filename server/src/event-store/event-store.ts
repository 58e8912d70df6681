import type { DataSource } from 'typeorm';
import { PersonalDataVault } from './personal-data-vault.js';
import { APPENDED_COLUMNS, paramsOf, type FromAppended, type Projection } from './projection.js';
import {
  beginTransaction,
  inTransaction,
  isUniqueViolation,
  prepared,
  renumbered,
  withConnection,
  type Prepared,
  type Sql,
  type SqlWrite,
} from '../database/sql.js';
import type { EventMetadata, StoredEvent } from '../kernel/stored-event.js';
import type { NewEvent } from '../kernel/new-event.js';

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

/** An append fused with its projections' writes (`fusedAppend`): the statement, and the writes that give it parameters. */
export interface FusedAppend {
  statement: Prepared;
  writes: readonly FromAppended[];
}

/** Told the events of each transaction once it has committed (never for one rolled back). */
export type CommitListener = (events: readonly StoredEvent[]) => void;

/** Append-only event log on PostgreSQL with inline projections and personal-data sealing. */
export class EventStore {
  readonly vault = new PersonalDataVault();
  private readonly projections: Projection[] = [];
  /** fusedAppend's statements by their event types and further statements (a scan batch asks for one). */
  private readonly fused = new Map<string, FusedAppend | undefined>();
  private readonly commitListeners: CommitListener[] = [];

  constructor(readonly dataSource: DataSource) {}

  addProjection(projection: Projection): void {
    this.projections.push(projection);
    this.fused.clear();
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
        this.publish(tx.appended);
      },
      rollback: open.rollback,
    };
  }

  async transaction<T>(work: (tx: EventStoreTx) => Promise<T>): Promise<T> {
    let tx: EventStoreTx | undefined;
    const result = await inTransaction(this.dataSource, (sql) => work((tx = new EventStoreTx(this, sql))));
    if (tx) this.publish(tx.appended);
    return result;
  }

  /**
   * Work on one connection outside a transaction: reads, then one atomic write (`appendAtomically`: a single
   * statement where the projections allow, its own transaction otherwise). For the hot paths, where a
   * transaction's BEGIN and COMMIT were two of a scan's eight round trips.
   */
  connected<T>(work: (tx: EventStoreTx) => Promise<T>): Promise<T> {
    return withConnection(this.dataSource, (sql) => work(new EventStoreTx(this, sql, false)));
  }

  /**
   * The one statement appending events of these types and running every projection of them, or undefined
   * when a projection of one of them has no `fromAppended` statement for it (its `apply` must run instead), or,
   * for `sealed` events (personal data), one without `params` (it would read them sealed from `appended`).
   * `also` are further statements of the same atomic write (their parameters follow the projections').
   */
  fusedAppend(
    types: ReadonlySet<string>,
    also: readonly Prepared[],
    sealed = false,
  ): FusedAppend | undefined {
    const key = `${[...types].sort().join()}|${sealed}|${also.map((statement) => statement.name ?? statement.text).join('|')}`;
    if (!this.fused.has(key)) this.fused.set(key, this.fuse(types, also, sealed));
    return this.fused.get(key);
  }

  private fuse(
    types: ReadonlySet<string>,
    also: readonly Prepared[],
    sealed: boolean,
  ): FusedAppend | undefined {
    const own: FromAppended[] = [];
    for (const projection of this.projections) {
      const handled = [...types].filter((type) => projection.handles.has(type));
      if (!handled.length) continue;
      const write = projection.fromAppended;
      if (!write || !handled.every((type) => write.types.has(type))) return undefined;
      if (sealed && !write.params) return undefined;
      own.push(write);
    }
    const writes: string[] = [];
    let offset = APPEND_PARAMS;
    for (const text of [...own.map((write) => write.statement), ...also.map((statement) => statement.text)]) {
      writes.push(renumbered(text, offset));
      offset += (text.match(/\$\d+/g) ?? []).reduce((max, p) => Math.max(max, Number(p.slice(1))), 0);
    }
    const statement = prepared(
      `WITH appended AS (${INSERT_EVENTS} RETURNING ${APPENDED_COLUMNS})${writes
        .map(
          (w, i) => `,
       w${i} AS (${w})`,
        )
        .join('')}
       ${APPENDED_POSITIONS}`,
    );
    return { statement, writes: own };
  }

  /** Hands a committed transaction's events on; a listener's failure is its own (it never fails the write). */
  publish(events: readonly StoredEvent[]): void {
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
const INSERT_EVENTS = `INSERT INTO event_log (stream_id, version, type, data, metadata, client_event_id)
     SELECT e->>'s', (e->>'v')::int, e->>'t', e->'d', COALESCE($2::jsonb, e->'m'), e->>'c'
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(e, o)
      ORDER BY o`;
/** The parameters of INSERT_EVENTS: the events, and the metadata they share (or null). */
const APPEND_PARAMS = 2;
const APPENDED_POSITIONS =
  'SELECT array_agg(position ORDER BY position) AS positions, now() AS recorded_at FROM appended';
const APPEND_EVENTS = prepared(
  `WITH appended AS (${INSERT_EVENTS} RETURNING position) ${APPENDED_POSITIONS}`,
);

/** One event of an append, as the log numbers it. */
interface FlatEvent {
  streamId: string;
  version: number;
  event: NewEvent;
  metadata: EventMetadata;
  clientEventId: string | undefined;
}

export class EventStoreTx {
  /** The events this transaction appended, in order: published once it commits. */
  readonly appended: StoredEvent[] = [];

  constructor(
    private readonly store: EventStore,
    readonly sql: Sql,
    /** False on a connection outside a transaction (`EventStore.connected`): reads and `appendAtomically` only. */
    private readonly inTransaction = true,
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
    if (!this.inTransaction)
      throw new Error('appendMany needs a transaction: appendAtomically writes outside one');
    const flat = flatten(appends, metadata);
    if (flat.length === 0) return [];
    const vault = this.store.vault;
    const keys = await vault.keysFor(this.sql, vault.subjectsOf(flat.map((f) => f.event)), true);
    const stored = await this.insert(APPEND_EVENTS, appends, flat, keys, []);
    await this.store.project(this.sql, stored);
    this.hold(stored);
    return stored;
  }

  /**
   * Appends (with the projections) and runs `also`, all or nothing. Outside a transaction (`connected`) it is
   * ONE statement when every projection of these events has its `fromAppended` (with `params` where they carry
   * personal data, whose keys are made sure of first unless `keys` holds them: a survey answer's, read with its
   * facts); otherwise a transaction of its own. In a transaction: `appendMany`, then `also`.
   */
  async appendAtomically(
    appends: StreamAppend[],
    also: readonly SqlWrite[] = [],
    keys: ReadonlyMap<string, Buffer> = new Map(),
  ): Promise<StoredEvent[]> {
    if (this.inTransaction) {
      const stored = await this.appendMany(appends);
      for (const write of also) await this.sql.execute(write.text, write.params);
      return stored;
    }
    const flat = flatten(appends, {});
    const vault = this.store.vault;
    const subjects = vault.subjectsOf(flat.map((f) => f.event));
    const fused = flat.length
      ? this.store.fusedAppend(
          new Set(flat.map((f) => f.event.type)),
          also.map((w) => w.text),
          subjects.length > 0,
        )
      : undefined;
    if (fused) {
      const unknown = subjects.filter((subject) => !keys.has(subject));
      const all = new Map([...keys, ...(await vault.keysFor(this.sql, unknown, true))]);
      const events = flat.map((f) => f.event);
      const stored = await this.insert(fused.statement, appends, flat, all, [
        ...fused.writes.flatMap((write) => paramsOf(write, events)),
        ...also.flatMap((w) => w.params),
      ]);
      this.store.publish(stored.slice(0, MAX_PUBLISHED_PER_TRANSACTION));
      return stored;
    }
    if (!flat.length && also.length <= 1) {
      for (const write of also) await this.sql.execute(write.text, write.params);
      return [];
    }
    return this.store.transaction((tx) => tx.appendAtomically(appends, also));
  }

  /** Runs an insert of the log (APPEND_EVENTS or a fused append) and gives the events as stored. */
  private async insert(
    statement: Prepared,
    appends: StreamAppend[],
    flat: FlatEvent[],
    keys: ReadonlyMap<string, Buffer>,
    more: unknown[],
  ): Promise<StoredEvent[]> {
    const vault = this.store.vault;
    const shared = appends.every((a) => !a.metadata) ? JSON.stringify(flat[0].metadata) : null;
    let inserted: { positions: string[]; recorded_at: Date };
    try {
      [inserted] = await this.sql.query(statement, [
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
        ...more,
      ]);
    } catch (error) {
      if (isUniqueViolation(error, 'event_log_stream_version'))
        throw new ConcurrencyError(appends[0].streamId);
      throw error;
    }
    // positions are assigned in insertion order; the events themselves are the ones we hold, unsealed
    const positions = inserted.positions.map(Number);
    const recordedAt = inserted.recorded_at;
    return flat.map(
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
  }

  /** Holds a transaction's events for publishing: the first ones of a bulk import, the log has them all. */
  private hold(stored: readonly StoredEvent[]): void {
    for (const event of stored)
      if (this.appended.length < MAX_PUBLISHED_PER_TRANSACTION) this.appended.push(event);
  }

  forgetPersonalData(subject: string): Promise<void> {
    return this.store.vault.forget(this.sql, subject);
  }
}

/** The events of appends as the log numbers them; a client event id marks the first event of its append. */
function flatten(appends: StreamAppend[], metadata: EventMetadata): FlatEvent[] {
  return appends.flatMap((a, index) => {
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
}
