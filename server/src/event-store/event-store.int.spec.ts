import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { createAdmin } from '../conferences/admin-accounts.js';
import { openDatabase, type Database } from '../database/database.js';
import { configureEventStore } from './bounded-context.js';
import { CONTEXTS } from '../contexts.js';
import { attendeeDecider } from '../attendees/domain/attendee.decider-adapter.js';
import { attendeeStreamId } from '../attendees/domain/attendee.events.js';
import { nextAttendeeIds } from '../attendees/queries/attendee-reads.js';
import { runCommand } from './command-runner.js';
import {
  latestCheckpoint,
  loadCheckpoint,
  readCommitted,
  saveCheckpoint,
  START,
} from './commit-order-reader.js';
import { ConcurrencyError, EventStore } from './event-store.js';
import { rebuildProjections } from './rebuild-projections.js';
import { sqlCostOf } from '../../../test/support/sql-counter.js';
import type { Projection } from './projection.js';
import { inTransaction, prepared, withConnection } from '../database/sql.js';

let testDb: TestDatabase;
let db: Database;
let store: EventStore;
let eventId: number;

const fields = (i: number) => ({
  name: `홍길동${i}`,
  affiliation: '테스트회사',
  phoneNumber: `010-9000-${String(i).padStart(4, '0')}`,
  email: `user${i}@example.com`,
  country: '대한민국',
  visitType: 'N' as const,
  paymentStatus: 'N' as const,
  paymentStatus2: 'Y' as const,
  registrationType: 'PRE' as const,
  exhibitorConsent: '' as const,
});

async function registerAttendee(i: number) {
  const [id] = await withConnection(store.dataSource, (sql) => nextAttendeeIds(sql, 1));
  await runCommand(
    store,
    attendeeStreamId(id),
    attendeeDecider,
    { type: 'RegisterAttendee', data: { attendeeId: id, eventId, fields: fields(i), source: 'ADMIN' } },
    { actor: { kind: 'system' } },
  );
  return id;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = await openDatabase({ databaseUrl: testDb.url, dataDir: `/tmp/expo-int-${process.pid}` });
  store = configureEventStore(new EventStore(db.dataSource), CONTEXTS);
  ({ eventId } = await createAdmin(store, {
    eventName: '통합 테스트',
    username: 'int-admin',
    password: 'password-1',
  }));
});
afterAll(async () => {
  await db?.close();
  await testDb?.drop();
});

describe('event store', () => {
  it('appends with stream versions and refuses a stale expected version', async () => {
    await store.transaction((tx) => tx.append('test-1', 0, [{ type: 'Noted', data: { n: 1 } }]));
    await store.transaction((tx) => tx.append('test-1', 1, [{ type: 'Noted', data: { n: 2 } }]));
    await expect(
      store.transaction((tx) => tx.append('test-1', 1, [{ type: 'Noted', data: { n: 3 } }])),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    const { version } = await store.transaction((tx) => tx.load('test-1', (s: number) => s + 1, 0));
    expect(version).toBe(2);
  });

  it('makes a retried command with the same client event id a no-op answering like the first', async () => {
    const id = await registerAttendee(1);
    const send = () =>
      runCommand(
        store,
        attendeeStreamId(id),
        attendeeDecider,
        {
          type: 'RequestQrSend',
          data: {
            eventId,
            sendId: 'client-send-1',
            configured: { alimtalk: false, sms: false, email: false },
          },
        },
        { clientEventId: 'client-send-1' },
      );
    const first = await send();
    const second = await send();
    expect(second).toEqual(first);
    const rows = await withConnection(store.dataSource, (sql) =>
      sql.query(`SELECT 1 FROM event_log WHERE stream_id = $1 AND type = 'QrSendRequested'`, [
        attendeeStreamId(id),
      ]),
    );
    expect(rows).toHaveLength(1);
  });

  it('answers racing resends of one request alike, even when the decider would refuse a repeat', async () => {
    // a decider that refuses a second event on its stream, like a duplicate visit
    const once = {
      initialState: false,
      evolve: () => true,
      decide: (_: null, done: boolean) => {
        if (done) throw new Error('refused as a repeat');
        return [{ type: 'Once', data: {} }];
      },
    };
    for (let round = 0; round < 15; round++) {
      const key = `race-${round}`;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          runCommand(store, `once-${round}`, once, null, { clientEventId: key }),
        ),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    }
  });

  it('decides concurrent commands on one stream one after another (no lost update)', async () => {
    const id = await registerAttendee(2);
    await Promise.all(
      ['가', '나', '다', '라'].map((affiliation) =>
        runCommand(
          store,
          attendeeStreamId(id),
          attendeeDecider,
          {
            type: 'UpdateAttendee',
            data: { eventId, fields: { affiliation } },
          },
          {},
        ),
      ),
    );
    const { version } = await store.transaction((tx) =>
      tx.load(attendeeStreamId(id), attendeeDecider.evolve, attendeeDecider.initialState),
    );
    expect(version).toBe(5);
  });

  it('tells commit listeners the events of committed transactions only, after the commit', async () => {
    const seen: { types: string[]; visibleToOthers: boolean }[] = [];
    const stop = store.onCommitted((events) => {
      seen.push({ types: events.map((e) => e.type), visibleToOthers: false });
      const last = events[events.length - 1];
      // another connection reads the log: the events are there once the listener is told
      void withConnection(store.dataSource, (sql) =>
        sql.query(`SELECT 1 FROM event_log WHERE position = $1`, [last.position]),
      ).then((rows) => (seen[seen.length - 1].visibleToOthers = rows.length === 1));
    });
    try {
      const id = await registerAttendee(3);
      await expect(
        store.transaction(async (tx) => {
          await tx.append(attendeeStreamId(id), 1, [
            { type: 'AttendeeUpdated', data: { attendeeId: id, eventId, changed: { affiliation: '롤백' } } },
          ]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen).toEqual([{ types: ['AttendeeRegistered'], visibleToOthers: true }]);
    } finally {
      stop();
    }
  });
});

describe('atomic appends on a connection (appendAtomically outside a transaction)', () => {
  /** A projection of 'Counted' events into fused_counts, with or without its statement over `appended`. */
  const counted = (fused: boolean): Projection => ({
    name: 'fused_counts',
    tables: ['fused_counts'],
    handles: new Set(['Counted']),
    async apply(sql, events) {
      for (const e of events)
        await sql.execute(`INSERT INTO fused_counts (position, n) VALUES ($1, $2)`, [
          e.position,
          (e.data as { n: number }).n,
        ]);
    },
    ...(fused && {
      fromAppended: {
        types: new Set(['Counted']),
        statement: `INSERT INTO fused_counts (position, n)
                    SELECT position, (data->>'n')::int FROM appended WHERE type = 'Counted'`,
      },
    }),
  });
  /** A further statement of the write: a note that must be positive (a CHECK a test can break). */
  const note = (value: number) => ({
    text: prepared(`INSERT INTO fused_notes (value) SELECT v FROM unnest($1::int[]) AS t(v)`),
    params: [[value]],
  });
  const storeWith = (fused: boolean) => {
    const own = new EventStore(db.dataSource);
    own.addProjection(counted(fused));
    return own;
  };
  const rows = (table: string) =>
    withConnection(db.dataSource, (sql) => sql.query<{ n: number }>(`SELECT * FROM ${table} ORDER BY 1`));
  const logged = (stream: string) =>
    withConnection(db.dataSource, (sql) =>
      sql.query(`SELECT version FROM event_log WHERE stream_id = $1`, [stream]),
    );

  beforeAll(async () => {
    await withConnection(db.dataSource, async (sql) => {
      await sql.execute(`CREATE TABLE fused_counts (position bigint PRIMARY KEY, n int NOT NULL)`);
      await sql.execute(`CREATE TABLE fused_notes (value int NOT NULL CHECK (value > 0))`);
    });
  });

  it('writes the events, every projection and the further statements in one statement, then tells the listeners', async () => {
    const own = storeWith(true);
    const told: number[] = [];
    own.onCommitted((events) => told.push(...events.map((e) => e.position)));
    let stored: { position: number }[] = [];
    const cost = await sqlCostOf(db.dataSource, () =>
      own.connected(async (tx) => {
        stored = await tx.appendAtomically(
          [
            { streamId: 'fused-1', expectedVersion: 0, events: [{ type: 'Counted', data: { n: 7 } }] },
            { streamId: 'fused-2', expectedVersion: 0, events: [{ type: 'Counted', data: { n: 8 } }] },
          ],
          [note(1)],
        );
      }),
    );
    expect(cost.roundTrips).toBe(1);
    expect(cost.transactions).toEqual([]);
    expect(await rows('fused_counts')).toEqual([
      { position: String(stored[0].position), n: 7 },
      { position: String(stored[1].position), n: 8 },
    ]);
    expect(await rows('fused_notes')).toEqual([{ value: 1 }]);
    expect(told).toEqual(stored.map((e) => e.position));
  });

  it('leaves nothing when any part fails: a further statement, or a stream written meanwhile', async () => {
    const own = storeWith(true);
    const told: unknown[] = [];
    own.onCommitted((events) => told.push(events));
    const append = (stream: string, version: number, value: number) =>
      own.connected((tx) =>
        tx.appendAtomically(
          [{ streamId: stream, expectedVersion: version, events: [{ type: 'Counted', data: { n: 9 } }] }],
          [note(value)],
        ),
      );
    const before = { counts: await rows('fused_counts'), notes: await rows('fused_notes') };
    await expect(append('fused-3', 0, -1)).rejects.toThrow(/fused_notes_value_check/);
    expect(await logged('fused-3')).toEqual([]);
    // fused-1 holds version 1 already: its event, projection and note go together
    await expect(append('fused-1', 0, 5)).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await logged('fused-1')).toEqual([{ version: 1 }]);
    expect({ counts: await rows('fused_counts'), notes: await rows('fused_notes') }).toEqual(before);
    expect(told).toEqual([]);
  });

  it('runs a projection without a statement over `appended` in a transaction of its own, to the same rows', async () => {
    const own = storeWith(false);
    let stored: { position: number }[] = [];
    const cost = await sqlCostOf(db.dataSource, () =>
      own.connected(async (tx) => {
        stored = await tx.appendAtomically(
          [{ streamId: 'fused-4', expectedVersion: 0, events: [{ type: 'Counted', data: { n: 4 } }] }],
          [note(2)],
        );
      }),
    );
    expect(cost.transactions).toHaveLength(1);
    expect((await rows('fused_counts')).at(-1)).toEqual({ position: String(stored[0].position), n: 4 });
    expect((await rows('fused_notes')).at(-1)).toEqual({ value: 2 });
    // appendMany alone would not be atomic on a connection: it refuses
    await expect(
      own.connected((tx) => tx.appendMany([{ streamId: 'fused-5', expectedVersion: 0, events: [] }])),
    ).rejects.toThrow(/transaction/);
  });
});

describe('commit-order reading', () => {
  it('never skips an event that commits after a later-started one', async () => {
    if (!testDb.url) return; // needs two real connections
    // start after everything this file has written (reading up to it could stop early: snapshots are
    // cluster-wide, so a transaction still open in another test's database holds the reader back)
    const [latest] = await withConnection(store.dataSource, (sql) =>
      sql.query<{ transaction_id: string; position: string }>(
        `SELECT transaction_id::text AS transaction_id, position FROM event_log
          ORDER BY transaction_id DESC, position DESC LIMIT 1`,
      ),
    );
    let checkpoint = latest
      ? { transactionId: latest.transaction_id, position: Number(latest.position) }
      : START;
    let releaseSlow!: () => void;
    const slowHolds = new Promise<void>((r) => (releaseSlow = r));
    let slowAppended!: () => void;
    const appended = new Promise<void>((r) => (slowAppended = r));
    const slow = inTransaction(store.dataSource, async (sql) => {
      await sql.query(`SELECT pg_current_xact_id()`);
      await sql.query(
        `INSERT INTO event_log (stream_id, version, type, data) VALUES ('order-slow', 1, 'Slow', '{}')`,
      );
      slowAppended();
      await slowHolds;
    });
    await appended;
    await store.transaction((tx) =>
      tx.append('order-fast', 0, [{ type: 'Fast', data: { n: 1 } }], { requestId: 'req-1' }),
    );
    const during = await readCommitted(store, checkpoint);
    expect(during.events.map((e) => e.type)).not.toContain('Fast');
    releaseSlow();
    await slow;
    // (a transaction still open elsewhere on the server may hold the reader back a moment: it waits, never skips)
    let after = await readCommitted(store, checkpoint);
    for (let waited = 0; after.events.length < 2 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await readCommitted(store, checkpoint);
    }
    expect(after.events.map((e) => e.type)).toEqual(['Slow', 'Fast']);
    expect(after.events[1]!.metadata).toMatchObject({ requestId: 'req-1' });
    // a reader of what happened only (the live feed) gets the same events without their metadata
    const facts = await readCommitted(store, checkpoint, { metadata: false });
    expect(facts.events.map(({ type, data, metadata }) => ({ type, data, metadata }))).toEqual([
      { type: 'Slow', data: {}, metadata: {} },
      { type: 'Fast', data: { n: 1 }, metadata: {} },
    ]);
    expect(facts.checkpoint).toEqual(after.checkpoint);
    await saveCheckpoint(store, 'order-test', after.checkpoint);
    checkpoint = await loadCheckpoint(store, 'order-test');
    expect(checkpoint).toEqual(after.checkpoint);
    expect((await readCommitted(store, checkpoint)).events).toEqual([]);
  });

  it('is not held back by a write left open in another database of the same server', async () => {
    if (!testDb.url) return; // needs the real PostgreSQL
    const [latest] = await withConnection(store.dataSource, (sql) =>
      sql.query<{ transaction_id: string; position: string }>(
        `SELECT transaction_id::text AS transaction_id, position FROM event_log
          ORDER BY transaction_id DESC, position DESC LIMIT 1`,
      ),
    );
    const checkpoint = { transactionId: latest.transaction_id, position: Number(latest.position) };
    const otherDb = await createTestDatabase();
    const elsewhere = new pg.Client({ connectionString: otherDb.url });
    await elsewhere.connect();
    try {
      // an UPDATE left uncommitted in psql, an import of another deployment: it holds a transaction id
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      await store.transaction((tx) =>
        tx.append('order-elsewhere', 0, [{ type: 'WhileElsewhereOpen', data: {} }]),
      );
      let read = await readCommitted(store, checkpoint);
      for (let waited = 0; !read.events.length && waited < 5_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        read = await readCommitted(store, checkpoint);
      }
      expect(read.events.map((e) => e.type)).toEqual(['WhileElsewhereOpen']);
      expect(await latestCheckpoint(store)).toEqual(read.checkpoint);
    } finally {
      await elsewhere.query('ROLLBACK');
      await elsewhere.end();
      await otherDb.drop();
    }
  });
});

describe('rebuild-projections', () => {
  it('keeps each QR request its own time: a rebuild replays requests of many transactions in one run', async () => {
    const ids = [await registerAttendee(30), await registerAttendee(31)];
    const configured = { alimtalk: false, sms: false, email: true };
    for (const [i, id] of ids.entries()) {
      await runCommand(
        store,
        attendeeStreamId(id),
        attendeeDecider,
        { type: 'RequestQrSend', data: { eventId, sendId: `rebuild-send-${i}`, configured } },
        {},
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const messages = () =>
      withConnection(store.dataSource, (sql) =>
        sql.query(
          `SELECT id, requested_at, next_attempt_at FROM qr_messages WHERE id LIKE 'rebuild-send-%' ORDER BY id`,
        ),
      );
    const live = await messages();
    expect(live[0].requested_at).not.toEqual(live[1].requested_at);
    await rebuildProjections(store);
    expect(await messages()).toEqual(live);
  });

  it('rebuilds read models equal to the live ones', async () => {
    const ids = [await registerAttendee(10), await registerAttendee(11), await registerAttendee(12)];
    await runCommand(
      store,
      attendeeStreamId(ids[0]),
      attendeeDecider,
      {
        type: 'UpdateAttendee',
        data: { eventId, fields: { name: '변경된이름', paymentStatus: 'Y' } },
      },
      {},
    );
    await runCommand(
      store,
      attendeeStreamId(ids[1]),
      attendeeDecider,
      { type: 'DeleteAttendee', data: { eventId } },
      {},
    );
    await withConnection(store.dataSource, (sql) =>
      sql.execute(`DELETE FROM personal_data_keys WHERE subject_id = $1`, [attendeeStreamId(ids[1])]),
    );
    const snapshot = () =>
      withConnection(store.dataSource, async (sql) => ({
        attendees: await sql.query(`SELECT * FROM attendees ORDER BY id`),
        conferences: await sql.query(`SELECT * FROM conferences ORDER BY id`),
        admins: await sql.query(`SELECT * FROM admins ORDER BY id`),
        messages: await sql.query(`SELECT * FROM qr_messages ORDER BY id`),
      }));
    const live = await snapshot();
    expect(live.attendees.length).toBeGreaterThan(2);
    const { events } = await rebuildProjections(store, 2);
    expect(events).toBeGreaterThan(5);
    expect(await snapshot()).toEqual(live);

    // the log read on the rebuild's own connection, as with the embedded database's pool of one
    if (testDb.url) {
      const single = await openDatabase({ databaseUrl: testDb.url, dataDir: '', databasePoolSize: 1 });
      try {
        const again = await rebuildProjections(
          configureEventStore(new EventStore(single.dataSource), CONTEXTS),
          3,
        );
        expect(again.events).toBe(events);
        expect(await snapshot()).toEqual(live);
      } finally {
        await single.close();
      }
    }
  });

  it('makes the indexes it drops for the replay again as they were', async () => {
    const projections = store.allProjections;
    const named = projections.flatMap((p) => p.dropForReplay ?? []);
    const tables = [...new Set(projections.flatMap((p) => p.tables))];
    const definitions = () =>
      withConnection(store.dataSource, async (sql) => ({
        indexes: await sql.query<{ indexname: string; indexdef: string }>(
          `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ANY($1::text[]) ORDER BY indexname`,
          [tables],
        ),
        constraints: await sql.query(
          `SELECT conrelid::regclass::text AS table, conname, contype, pg_get_constraintdef(oid) AS definition
             FROM pg_constraint WHERE conrelid::regclass::text = ANY($1::text[]) ORDER BY conname`,
          [tables],
        ),
      }));
    const before = await definitions();
    // every index a projection names exists (a stale name would only be skipped)
    expect(named.filter((name) => !before.indexes.some((d) => d.indexname === name))).toEqual([]);
    expect(before.constraints.length).toBeGreaterThan(5);
    expect(named.length).toBeGreaterThan(5);
    await rebuildProjections(store);
    expect(await definitions()).toEqual(before);
  });
});

describe('atomic appends of personal data', () => {
  /** 'Noted' events whose `personal.text` is sealed with the key of `data.who`, projected into sealed_notes. */
  const storeWith = (params: boolean) => {
    const own = new EventStore(db.dataSource);
    own.vault.register('Noted', { subject: (data) => String(data.who), path: 'personal', fields: ['text'] });
    own.addProjection({
      name: 'sealed_notes',
      tables: ['sealed_notes'],
      handles: new Set(['Noted']),
      async apply() {},
      fromAppended: {
        types: new Set(['Noted']),
        // the text as the server holds it (a parameter), the position from the log
        statement: `INSERT INTO sealed_notes (position, text)
                    SELECT a.position, t.text FROM appended a
                      JOIN jsonb_to_recordset($1::jsonb) AS t(stream_id text, text text) USING (stream_id)`,
        ...(params && {
          params: (events: readonly { data: unknown }[]) => [
            JSON.stringify(
              events.map((e) => {
                const data = e.data as { stream: string; personal: { text: string } };
                return { stream_id: data.stream, text: data.personal.text };
              }),
            ),
          ],
        }),
      },
    });
    return own;
  };
  const noted = (stream: string, who: string, text: string) => ({
    streamId: stream,
    expectedVersion: 0,
    events: [{ type: 'Noted', data: { stream, who, personal: { text } } }],
  });
  const logOf = (stream: string) =>
    withConnection(db.dataSource, (sql) =>
      sql.query<{ d: string }>(`SELECT data::text AS d FROM event_log WHERE stream_id = $1`, [stream]),
    );
  const noteOf = (position: number) =>
    withConnection(db.dataSource, (sql) =>
      sql.query(`SELECT text FROM sealed_notes WHERE position = $1`, [position]),
    );

  beforeAll(async () => {
    await withConnection(db.dataSource, (sql) =>
      sql.execute(`CREATE TABLE sealed_notes (position bigint PRIMARY KEY, text text NOT NULL)`),
    );
  });

  it('writes sealed events in one statement with a key given, the projection getting the text in clear', async () => {
    const own = storeWith(true);
    const made = await withConnection(db.dataSource, (sql) => own.vault.keysFor(sql, ['who-1'], true));
    let stored: { position: number }[] = [];
    const cost = await sqlCostOf(db.dataSource, () =>
      own.connected(async (tx) => {
        stored = await tx.appendAtomically([noted('sealed-1', 'who-1', '주차 안내가 필요합니다')], [], made);
      }),
    );
    expect(cost.roundTrips).toBe(1);
    expect(cost.transactions).toEqual([]);
    expect(await noteOf(stored[0].position)).toEqual([{ text: '주차 안내가 필요합니다' }]);
    const [logged] = await logOf('sealed-1');
    expect(logged.d).not.toContain('주차');
    const { state } = await own.connected((tx) =>
      tx.load(
        'sealed-1',
        (_: string, e: { data: unknown }) => (e.data as { personal: { text: string } }).personal.text,
        '',
      ),
    );
    expect(state).toBe('주차 안내가 필요합니다');
  });

  it("makes sure of a subject's key itself when not given one, and runs a write without params in a transaction", async () => {
    const withKey = await sqlCostOf(db.dataSource, () =>
      storeWith(true).connected((tx) => tx.appendAtomically([noted('sealed-2', 'who-2', '새 키')])),
    );
    expect(withKey.transactions).toEqual([]);
    expect(withKey.roundTrips).toBe(2);
    // a write that would read the text from `appended` (sealed there) is never fused: `apply` runs instead
    const apart = await sqlCostOf(db.dataSource, () =>
      storeWith(false).connected((tx) => tx.appendAtomically([noted('sealed-3', 'who-2', '따로')])),
    );
    expect(apart.transactions).toHaveLength(1);
    expect((await logOf('sealed-3'))[0].d).not.toContain('따로');
  });
});

describe('personal data', () => {
  it('is sealed in the log and unreadable once the key is destroyed', async () => {
    const id = await registerAttendee(20);
    const logText = async () =>
      (
        await withConnection(store.dataSource, (sql) =>
          sql.query<{ d: string }>(`SELECT data::text AS d FROM event_log WHERE stream_id = $1`, [
            attendeeStreamId(id),
          ]),
        )
      )
        .map((r) => r.d)
        .join(' ');
    expect(await logText()).not.toContain('홍길동20');
    expect(await logText()).not.toContain('9000-0020');
    const { state } = await store.transaction((tx) =>
      tx.load(attendeeStreamId(id), attendeeDecider.evolve, attendeeDecider.initialState),
    );
    expect(state.status === 'active' && state.fields.name).toBe('홍길동20');
  });
});
