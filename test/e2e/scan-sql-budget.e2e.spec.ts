import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SOURCE } from '../../server/src/kernel/tokens.js';
import { DeliveryReportPoller } from '../../server/src/messaging/delivery/delivery-report.poller.js';
import { QrMessageWorker } from '../../server/src/messaging/delivery/qr-message.worker.js';
import { LiveFeed } from '../../server/src/live/live-feed.js';
import { DestructionScheduler } from '../../server/src/privacy/schedule/destruction.scheduler.js';
import { RecordBoothVisitCommand } from '../../server/src/visits/commands/record-booth-visit/record-booth-visit.command.js';
import { attendeeRegistrar, boothWithPhone, type Person } from '../support/booth-fixtures.js';
import { sqlCostOf, type SqlCost } from '../support/sql-counter.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/**
 * The SQL budget of the hot paths (CONVENTIONS.md habit 10): the statements and round trips one booth scan and
 * one admin list read send to PostgreSQL. Every round trip is a write to the database's socket and a wait (the
 * visits benchmark's profile: the pg socket writes were a third of the server's CPU), so a number growing here
 * is a slower scan. A changed number is a reviewed change of this file, with the reason beside the number.
 */
const BUDGET = {
  /**
   * One scan alone: 3 statements on one connection, no BEGIN or COMMIT: the batch's facts (attendees with what
   * a visitor row copies, the booth's session and '부스 제공 동의 확인', one statement); its streams with the
   * Idempotency-Keys already known (one); and ONE write: the event, the visitor row, the booth's counter and the
   * scan's 개인정보 접속기록, all or nothing (EventStoreTx.appendAtomically). The answer is built from the facts
   * and the event (a resend's visit is read back: one statement more, for resends only).
   * 2026-11-27: 13 round trips and two commits before (the facts in three statements, the streams and keys in
   * two, the booth's settings twice, the access record in a transaction of its own after the answer); then 9
   * (the visit read back after its insert); 2026-11-28: 8 (a transaction: BEGIN, facts, streams, event, row,
   * counter, record, COMMIT); then 3.
   */
  scanAlone: { statements: 3, roundTrips: 3 },
  /**
   * A resend of an answered scan (its Idempotency-Key known): the facts, the streams and keys, its access
   * record (shown again, so recorded again), its visit read back: no event, row or counter.
   */
  resend: { statements: 4, roundTrips: 4 },
  /**
   * A batch of scans costs the same 3 statements however many scans it holds; scans of one tick share a write
   * per lane: 2 on PostgreSQL, 1 on the embedded database (one connection).
   */
  scanBatch: { statementsPerWrite: 3, writes: { server: 2, embedded: 1 } },
  /**
   * GET /api/users (a page of 20): the admin's session (the account still there with its password: a removal or
   * a new password ends it), its total, its page, its access record.
   */
  adminList: { statements: 4, roundTrips: 4 },
  /**
   * PUT /api/surveys/{id}/answer (an attendee's signed link, with its Idempotency-Key), on one connection without
   * a transaction: the survey with its event's state, the attendee's facts and their personal-data key; the
   * stream with the key looked up; the event with the answer's row (one atomic statement). The reply comes from
   * the event. 2026-12-05: 13 before (the survey, the attendee and the event read apart; the answer read back),
   * then 10 (a transaction with the stream's lock and the personal-data key made sure of).
   */
  surveyAnswer: { statements: 3, roundTrips: 3 },
};

/** The scan's one write: the event with its projections and access records (EventStore.fusedAppend). */
const isScanWrite = (text: string) =>
  text.includes('INSERT INTO event_log') &&
  text.includes('INSERT INTO booth_visits') &&
  text.includes('INSERT INTO visit_counts') &&
  text.includes('INSERT INTO personal_data_access');

let server: TestServer;
let admin: string;
let dataSource: DataSource;
const register = attendeeRegistrar(() => server);

/** The background loops (live feed, outbox, reports, retention) stopped: only the measured work talks to the database. */
async function quiet(app: TestServer['running']['app']) {
  await app.get(LiveFeed).onApplicationShutdown();
  await app.get(QrMessageWorker).onApplicationShutdown();
  await app.get(DeliveryReportPoller).onApplicationShutdown();
  await app.get(DestructionScheduler).onApplicationShutdown();
}

const describeCost = (cost: SqlCost) =>
  JSON.stringify(
    {
      statements: cost.statements,
      roundTrips: cost.roundTrips,
      outside: cost.outside,
      transactions: cost.transactions,
    },
    null,
    1,
  );

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login();
  dataSource = server.running.app.get(DATA_SOURCE);
});

afterAll(async () => {
  await server?.close();
});

describe('the SQL a booth scan and an admin read cost', () => {
  let booths: { id: number; eventId: number; token: string }[];
  let people: Person[];

  beforeAll(async () => {
    booths = [];
    for (let i = 0; i < 4; i++) booths.push(await boothWithPhone(server, admin, { loginId: `budget-${i}` }));
    people = [];
    for (let i = 0; i < 70; i++) people.push(await register(admin));
    // warm: the first scan of a booth reads its settings once (as any first request does)
    for (const booth of booths) {
      const res = await server.api('/api/booth-visits', {
        method: 'POST',
        token: booth.token,
        body: { boothId: booth.id, userId: people[69].id },
      });
      expect(res.status).toBe(201);
    }
    await quiet(server.running.app);
  });

  const firstScan = { key: randomUUID(), answer: undefined as unknown };
  /** The first booth's phone scans the first person, always with the same Idempotency-Key. */
  const sendFirstScan = () =>
    server.api('/api/booth-visits', {
      method: 'POST',
      token: booths[0].token,
      headers: { 'Idempotency-Key': firstScan.key },
      body: { boothId: booths[0].id, userId: people[0].id },
    });

  it('one scan alone: a fixed number of statements, one write holding the visit and its access record', async () => {
    const cost = await sqlCostOf(dataSource, async () => {
      const res = await sendFirstScan();
      expect(res.status).toBe(201);
      firstScan.answer = res.body;
    });
    expect(cost.transactions, describeCost(cost)).toEqual([]);
    expect(cost.statements, describeCost(cost)).toBe(BUDGET.scanAlone.statements);
    expect(cost.roundTrips, describeCost(cost)).toBe(BUDGET.scanAlone.roundTrips);
    // the scan's access record is in its one write: one commit for the visit and its record
    expect(cost.outside.filter(isScanWrite), describeCost(cost)).toHaveLength(1);
  });

  it('a resend of that scan: the same answer, read back, nothing written but its access record', async () => {
    const cost = await sqlCostOf(dataSource, async () => {
      const res = await sendFirstScan();
      expect(res.status).toBe(201);
      expect(res.body).toEqual(firstScan.answer);
      expect(res.body).toMatchObject({ userId: people[0].id, userName: people[0].name });
    });
    expect(cost.transactions, describeCost(cost)).toEqual([]);
    expect(cost.outside.filter((text) => text.includes('INSERT INTO event_log'))).toEqual([]);
    expect(cost.statements, describeCost(cost)).toBe(BUDGET.resend.statements);
    expect(cost.roundTrips, describeCost(cost)).toBe(BUDGET.resend.roundTrips);
  });

  it('64 scans at once from four booths: one write per booth lane, each the cost of one scan', async () => {
    const commands = app().get(CommandBus);
    const recordsBefore = await boothRecords();
    const cost = await sqlCostOf(dataSource, () =>
      Promise.all(
        people.slice(1, 65).map((person, i) => {
          const booth = booths[i % booths.length];
          return commands.execute(
            new RecordBoothVisitCommand(
              booth.id,
              person.id,
              { boothId: booth.id, eventId: booth.eventId, credentialsVersion: 1 },
              {
                actor: { kind: 'booth', id: booth.id },
                requestId: randomUUID(),
                clientEventId: randomUUID(),
              },
              {
                at: new Date(),
                actor: { kind: 'booth', id: booth.id, name: null, eventId: booth.eventId },
                ip: '10.0.0.7',
                method: 'POST',
                route: '/api/booth-visits',
                action: '부스 방문 스캔',
              },
            ),
          );
        }),
      ),
    );
    expect(cost.transactions, describeCost(cost)).toEqual([]);
    // the scans of one tick share a write per lane (a booth always goes to the same lane)
    const { writes, statementsPerWrite } = BUDGET.scanBatch;
    const lanes = server.databaseUrl ? writes.server : writes.embedded;
    expect(cost.outside.filter(isScanWrite), describeCost(cost)).toHaveLength(lanes);
    expect(cost.statements, describeCost(cost)).toBe(lanes * statementsPerWrite);
    // every scan left its access record
    expect((await boothRecords()) - recordsBefore).toBe(64);
  });

  it('an admin reads the attendee list: a fixed number of statements', async () => {
    const cost = await sqlCostOf(dataSource, async () => {
      const res = await server.api('/api/users?page=1&size=20', { token: admin });
      expect(res.status).toBe(200);
    });
    expect(cost.statements, describeCost(cost)).toBe(BUDGET.adminList.statements);
    expect(cost.roundTrips, describeCost(cost)).toBe(BUDGET.adminList.roundTrips);
  });
});

describe('the SQL a survey answer costs', () => {
  it('an attendee answers by their signed link: a fixed number of statements, no transaction', async () => {
    const made = await server.api('/api/surveys', {
      method: 'POST',
      token: admin,
      body: {
        title: '만족도',
        audience: 'attendees',
        questions: [{ kind: 'scale5', text: '만족하셨나요?', required: true }],
      },
    });
    expect(made.status).toBe(201);
    const person = await register(admin);
    const shown = await server.api(`/api/users/${person.id}`, { token: admin });
    const sig = new URL(shown.body.qrViewPath, 'http://x').searchParams.get('sig');
    const cost = await sqlCostOf(dataSource, async () => {
      const res = await server.api(`/api/surveys/${made.body.id}/answer`, {
        method: 'PUT',
        headers: { 'Idempotency-Key': randomUUID() },
        body: { userId: person.id, sig, version: 1, answers: [{ questionId: 'q1', value: 4 }] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ surveyId: made.body.id, version: 1, changed: false });
    });
    expect(cost.transactions, describeCost(cost)).toHaveLength(0);
    expect(cost.statements, describeCost(cost)).toBe(BUDGET.surveyAnswer.statements);
    expect(cost.roundTrips, describeCost(cost)).toBe(BUDGET.surveyAnswer.roundTrips);
  });
});

const app = () => server.running.app;

/** How many access records booth phones have left (the admin's 개인정보 접속기록 page). */
async function boothRecords(): Promise<number> {
  const res = await server.api('/api/privacy/access-records?actorKind=booth&page=0&size=1', { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.totalElements as number;
}
