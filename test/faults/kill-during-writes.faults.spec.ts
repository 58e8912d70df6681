import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeIds, createBooths, makeAttendeeWorkbook } from '../../bench/lib/fixtures.mjs';
import { checksums, checkVisitorLists, differences } from '../../bench/lib/read-model-checks.mjs';
import type { Booth } from '../../bench/lib/visit-load.mjs';
import { EventStore } from '../../server/src/event-store/event-store.js';
import { configureEventStore } from '../../server/src/event-store/bounded-context.js';
import { CONTEXTS } from '../../server/src/contexts.js';
import { koreanAttendee } from '../support/attendee-fixtures.js';
import { adminLogin, callApi } from '../support/http-client.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { sqlOnce } from '../support/sql-once.js';
import { ADMIN } from '../support/test-server.js';
import { messageIdOf, startSmtpSink, waitFor } from '../support/smtp-sink.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { uploadForm } from '../support/workbooks.js';

const ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  EVENT_NAME: '강제 종료 시험 엑스포',
  RATE_LIMIT_LOGIN: '100000',
  RATE_LIMIT_PUBLIC: '100000',
  RATE_LIMIT_CHECKIN: '100000',
  UPLOAD_MAX_ROWS: '100000',
  UPLOAD_MAX_BYTES: String(100 * 1024 * 1024),
  // a killed node's claims on QR messages run out after 30 s (120 s by default)
  MESSAGE_LEASE_SECONDS: '30',
};
const CLIENTS = 8;
/** Attendees the phones scan (each phone scans them in its own order: every (booth, attendee) pair is new). */
const SCANNED = 2_000;
const IMPORT_ROWS = 30_000;
const QR_SENDS = 30;
/** The SMTP sink answers each message this long after it arrived: deliveries are under way at the kill. */
const SMTP_ANSWER_MS = 300;
const CLI = 'server/dist/server/src/cli.js';

let db: TestDatabase;
let server: ServerProcess;
let admin: { token: string; eventId: number };
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let booths: Booth[];
let scanned: number[];
let dir: string;
/** The QR messages requested before the first kill: send id → attendee. */
const requested = new Map<string, number>();

const api = (path: string, init?: Parameters<typeof callApi>[2]) => callApi(server.url, path, init);
const fixtureServer = () => ({
  url: server.url,
  token: admin.token,
  eventId: admin.eventId,
  databaseUrl: db.url,
});

const sql = <T = any>(text: string, params: unknown[] = []) => sqlOnce<T>(db.url!, text, params);

const attendeeCount = async () =>
  (
    await sql<{ n: number }>('SELECT count(*)::int AS n FROM attendees WHERE event_id = $1', [admin.eventId])
  )[0].n;

/** What one POST /api/booth-visits of a phone came to. */
interface Attempt {
  booth: Booth;
  attendee: number;
  key: string;
  /** The HTTP status, or 0: no answer (the request was under way or could not be sent). */
  status: number;
  body?: any;
  /** Why there was no answer: ECONNREFUSED (never reached the server) or the connection dropping under it. */
  failure?: string;
}

/** The client event id the log keeps for a visit's Idempotency-Key (scoped by booth and attendee). */
const loggedKey = (a: Attempt) => `booth-visit:${a.booth.id}:${a.attendee}:${a.key}`;

const postVisit = (booth: Booth, attendee: number, key: string) =>
  api('/api/booth-visits', {
    method: 'POST',
    token: booth.token,
    headers: { 'idempotency-key': key },
    body: { boothId: booth.id, userId: attendee },
  });

/** A phone scanning badge after badge as fast as the server answers, until a request gets no answer. */
async function phone(booth: Booth, order: number[], attempts: Attempt[]): Promise<void> {
  for (const attendee of order) {
    const attempt: Attempt = { booth, attendee, key: randomUUID(), status: 0 };
    attempts.push(attempt);
    try {
      const res = await postVisit(booth, attendee, attempt.key);
      attempt.status = res.status;
      attempt.body = res.body;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      attempt.failure = cause?.code ?? cause?.message ?? String(error);
      return;
    }
  }
}

/** The booth's visitor list as the admin reads it: attendee → visitedAt. */
async function visitorList(boothId: number): Promise<Map<number, string>> {
  const res = await api(`/api/booth-visits/${boothId}`, { token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map((res.body as { userId: number; visitedAt: string }[]).map((v) => [v.userId, v.visitedAt]));
}

async function upload(file: string) {
  const res = await fetch(`${server.url}/api/users/upload-excel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: uploadForm(readFileSync(file), 'attendees.xlsx', admin.eventId),
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  db = await createTestDatabase();
  if (!db.url) throw new Error('the kill tests need the real PostgreSQL (TEST_DATABASE_URL)');
  smtp = await startSmtpSink({ answerDelayMs: SMTP_ANSWER_MS });
  server = await startServerProcess(db.url, { ...ENV, SMTP_URL: smtp.url });
  admin = await adminLogin(server.url, ADMIN.username, ADMIN.password);
  dir = mkdtempSync(join(tmpdir(), 'expo-kill-'));
  const file = join(dir, 'scanned.xlsx');
  await makeAttendeeWorkbook(file, SCANNED);
  expect((await upload(file)).body.imported).toBe(SCANNED);
  scanned = await attendeeIds(fixtureServer());
  booths = await createBooths(fixtureServer(), CLIENTS, 'kill');
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('kill -9 of the server while it writes', () => {
  it('8 phones posting visits: every acknowledged visit survives, a resend with its key records nothing twice', async () => {
    // QR messages go out while the phones scan (the SMTP sink is slow: the outbox is mid-delivery at the kill)
    for (let i = 0; i < QR_SENDS; i++) {
      const person = await api('/api/users/register', {
        method: 'POST',
        token: admin.token,
        body: { ...koreanAttendee(900_000 + i), email: `kill${i}@example.com` },
      });
      expect(person.status, JSON.stringify(person.body)).toBe(201);
      const res = await api(`/api/users/${person.body.id}/send-qr`, {
        method: 'POST',
        token: admin.token,
        body: {},
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      requested.set(res.body.sendId, person.body.id);
    }

    const attempts: Attempt[] = [];
    // each phone scans the attendees in its own rotation: no two requests share a (booth, attendee) pair
    const phones = booths.map((booth, i) =>
      phone(
        booth,
        [...scanned.slice((i * SCANNED) / CLIENTS), ...scanned.slice(0, (i * SCANNED) / CLIENTS)],
        attempts,
      ),
    );
    await waitFor(
      () => attempts.filter((a) => a.status === 201).length >= 300 && smtp.received.length >= 3,
      30_000,
    );
    await server.kill();
    await Promise.all(phones);

    const acked = attempts.filter((a) => a.status >= 200 && a.status < 300);
    const refused = attempts.filter((a) => a.status >= 300);
    const unanswered = attempts.filter((a) => a.status === 0);
    const neverSent = unanswered.filter((a) => a.failure === 'ECONNREFUSED');
    const inFlight = unanswered.filter((a) => a.failure !== 'ECONNREFUSED');
    expect(
      refused.map((a) => a.body),
      'no request was refused before the kill',
    ).toEqual([]);
    expect(unanswered).toHaveLength(CLIENTS); // each phone stopped at its first request without an answer

    const outboxAtKill = await sql<{ id: string; status: string; held: boolean }>(
      `SELECT id, status, claimed_until > now() AS held FROM qr_messages WHERE id = ANY($1::text[])`,
      [[...requested.keys()]],
    );
    const sentBeforeKill = outboxAtKill.filter((m) => m.status === 'SENT').length;
    const heldByTheKilled = outboxAtKill.filter((m) => m.status !== 'SENT' && m.held).map((m) => m.id);

    await server.restart();
    const lists = new Map<number, Map<number, string>>();
    for (const booth of booths) lists.set(booth.id, await visitorList(booth.id));
    const logged = new Set(
      (
        await sql<{ key: string }>(
          `SELECT client_event_id AS key FROM event_log WHERE type = 'BoothVisitRecorded'`,
        )
      ).map((r) => r.key),
    );
    // every visit the server acknowledged is in the booth's list (as answered) and in the log
    for (const a of acked) {
      expect(lists.get(a.booth.id)!.get(a.attendee), `visit ${a.booth.id}/${a.attendee}`).toBe(
        a.body.visitedAt,
      );
      expect(logged.has(loggedKey(a)), `visit ${a.key} in the log`).toBe(true);
    }
    const found = inFlight.filter((a) => lists.get(a.booth.id)!.has(a.attendee));
    console.log(
      `kill during visits: ${attempts.length} requests, ${acked.length} acknowledged, ${inFlight.length} in flight ` +
        `(${found.length} of them found recorded after the restart), ${neverSent.length} not sent (refused connection)`,
    );
    // nothing but what was acknowledged or under way was recorded
    const recorded = [...lists.values()].reduce((sum, list) => sum + list.size, 0);
    expect(recorded).toBe(acked.length + found.length);

    // the phones resend what got no answer under the same key: recorded once, answered alike every time
    for (const a of unanswered) {
      const first = await postVisit(a.booth, a.attendee, a.key);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const again = await postVisit(a.booth, a.attendee, a.key);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const before = lists.get(a.booth.id)!.get(a.attendee);
      if (before) expect(first.body.visitedAt).toBe(before);
    }
    // and a resend of an acknowledged one answers what the first answer said
    for (const a of acked.slice(0, 20)) {
      const res = await postVisit(a.booth, a.attendee, a.key);
      expect(res.status).toBe(201);
      expect(res.body).toEqual(a.body);
    }
    const duplicates = await sql(
      `SELECT data->>'boothId' AS booth, data->>'attendeeId' AS attendee, count(*)::int AS n FROM event_log
        WHERE type = 'BoothVisitRecorded' GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
    const [{ n: events }] = await sql(
      `SELECT count(*)::int AS n FROM event_log WHERE type = 'BoothVisitRecorded'`,
    );
    expect(events).toBe(acked.length + unanswered.length);
    for (const booth of booths) {
      const mine = attempts.filter((a) => a.booth === booth && a.status !== 0).length;
      const resent = unanswered.filter((a) => a.booth === booth).length;
      expect((await visitorList(booth.id)).size).toBe(mine + resent);
    }

    // the outbox went on by itself: every message the killed process held no claim on is sent
    const unsent = async () =>
      (
        await sql<{ id: string }>(
          `SELECT id FROM qr_messages WHERE id = ANY($1::text[]) AND status <> 'SENT'`,
          [[...requested.keys()]],
        )
      ).map((m) => m.id);
    await waitFor(async () => (await unsent()).every((id) => heldByTheKilled.includes(id)), 15_000);
    console.log(
      `outbox: ${sentBeforeKill} of ${QR_SENDS} sent before the kill, ${heldByTheKilled.length} claimed by the ` +
        `killed process, the other ${QR_SENDS - sentBeforeKill - heldByTheKilled.length} sent after the restart`,
    );
  });

  it('an Excel import killed half way is not applied at all; uploaded again it imports every row', async () => {
    const file = join(dir, 'import.xlsx');
    await makeAttendeeWorkbook(file, IMPORT_ROWS, 100_000);
    const before = await attendeeCount();
    const answer = upload(file).then(
      (res) => ({ answered: true as const, ...res }),
      (error: unknown) => ({ answered: false as const, error }),
    );
    // the import's transaction holds its event's advisory lock from its first batch to its commit
    await waitFor(
      async () =>
        (
          await sql(
            `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND objsubid = 2 AND granted
                AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
            [admin.eventId],
          )
        ).length > 0,
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    await server.kill();
    const outcome = await answer;
    expect(outcome.answered, 'the kill came before the import answered').toBe(false);

    await server.restart();
    // the killed import's transaction ends (rolled back) once PostgreSQL sees its connection gone
    await waitFor(
      async () =>
        (
          await sql(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND objsubid = 2`, [
            admin.eventId,
          ])
        ).length === 0,
      30_000,
    );
    const afterKill = await attendeeCount();
    console.log(`kill during import: attendees ${before} before, ${afterKill} after the restart`);
    expect([before, before + IMPORT_ROWS]).toContain(afterKill);
    expect(afterKill, 'a kill before the answer leaves nothing of the import').toBe(before);

    const again = await upload(file);
    expect(again.status, JSON.stringify(again.body).slice(0, 300)).toBe(201);
    expect(again.body).toMatchObject({ imported: IMPORT_ROWS, skipped: 0, invalid: 0 });
    expect(await attendeeCount()).toBe(before + IMPORT_ROWS);
  });

  it('the QR outbox resumes after the kills: every requested message is delivered and recorded once', async () => {
    type Message = { id: string; status: string; attempts: number };
    const messages = async () =>
      ((await api('/api/messages', { token: admin.token })).body as Message[]).filter((m) =>
        requested.has(m.id),
      );
    // messages the killed process had claimed wait for their claim to run out (MESSAGE_LEASE_SECONDS)
    await waitFor(
      async () => (await messages()).filter((m) => m.status === 'SENT').length === QR_SENDS,
      150_000,
    );
    const mine = await messages();
    expect(mine.map((m) => m.attempts)).toEqual(mine.map(() => 1));
    const [{ n }] = await sql(
      `SELECT count(*)::int AS n FROM event_log WHERE type = 'QrMessageSent' AND data->>'sendId' = ANY($1::text[])`,
      [[...requested.keys()]],
    );
    expect(n, 'each message recorded as sent once').toBe(QR_SENDS);
    const arrivals = new Map<string, number>();
    for (const mail of smtp.received) {
      const id = /^<qr-([^@>]+)@/.exec(messageIdOf(mail) ?? '')?.[1];
      if (id) arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
    }
    expect([...arrivals.keys()].sort()).toEqual([...requested.keys()].sort());
    // a message whose SMTP transfer had ended but whose answer the killed process never got goes out again,
    // with the same Message-ID (the receiver can drop it): at most the one under way at each kill
    const twice = [...arrivals.values()].filter((count) => count > 1).length;
    console.log(`outbox: ${QR_SENDS} messages, ${smtp.received.length} SMTP deliveries, ${twice} sent twice`);
    expect(twice).toBeLessThanOrEqual(2);
  });

  it('the read models equal a rebuild from the log', async () => {
    await server.stop(); // nothing writes from here on
    const tables = [
      ...new Set(
        configureEventStore(new EventStore(undefined as never), CONTEXTS).allProjections.flatMap(
          (p) => p.tables,
        ),
      ),
    ];
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const live = await checksums(client, tables);
      const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'rebuild-projections'], {
        env: { ...process.env, DATABASE_URL: db.url },
      });
      expect(stdout).toContain('읽기 모델을 다시 만들었습니다');
      const rebuilt = await checksums(client, tables);
      expect(differences(live, rebuilt)).toEqual([]);
      console.log(
        `rebuild: ${tables.length} read model tables equal (${Object.values(live).reduce((s, t) => s + t.rows, 0)} rows)`,
      );
      await checkVisitorLists(client);
    } finally {
      await client.end();
    }
  });
});
