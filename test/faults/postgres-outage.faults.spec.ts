import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sqlOnce } from '../support/sql-once.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrVideo } from '../browser/support/fake-camera.js';
import { koreanAttendee } from '../support/attendee-fixtures.js';
import {
  adminLogin,
  callApi,
  createBooth,
  type BoothLogin,
  type TimedResponse,
} from '../support/http-client.js';
import { connectLive, type LiveClient } from '../support/live-client.js';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { ADMIN } from '../support/test-server.js';
import { messageIdOf, startSmtpSink, waitFor } from '../support/smtp-sink.js';
import { openCameraPhone, pendingScans, scanThatWaits, visitorRow } from './support/camera-phone.js';

const ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  EVENT_NAME: '장애 시험 엑스포',
  RATE_LIMIT_LOGIN: '10000',
  RATE_LIMIT_PUBLIC: '10000',
  RATE_LIMIT_CHECKIN: '10000',
};
const UNAVAILABLE = {
  code: 'UNAVAILABLE',
  message: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해주세요.',
};
const OUTAGE_MS = 10_000;
/** An answer during the outage must come within this (a phone's scan must not hang). */
const PROMPT_MS = 2_500;
/** The SMTP sink answers each message this long after it arrived (a delivery is under way for that long). */
const SMTP_ANSWER_MS = 1_500;

let cluster: PrivatePostgres;
let databaseUrl: string;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: ServerProcess;
let admin: { token: string; eventId: number };
const live: LiveClient[] = [];
let people = 0;

const api = (path: string, init?: Parameters<typeof callApi>[2]) => callApi(server.url, path, init);

async function register(overrides: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  const res = await api('/api/users/register', {
    method: 'POST',
    token: admin.token,
    body: { ...koreanAttendee(++people), ...overrides },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** POST /api/booth-visits as a phone sends it. */
const visit = (booth: { id: number; token: string }, userId: number, key: string = randomUUID()) =>
  api('/api/booth-visits', {
    method: 'POST',
    token: booth.token,
    headers: { 'idempotency-key': key },
    body: { boothId: booth.id, userId },
    timeoutMs: 20_000,
  });

/** SQL on the test's database (its own connection: made and ended per call, as the database comes and goes). */
const sql = <T = any>(text: string, params: unknown[] = []): Promise<T[]> =>
  sqlOnce<T>(databaseUrl, text, params);

const visitorIds = async (boothId: number) => {
  const res = await api(`/api/booth-visits/${boothId}`, { token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { userId: number }[]).map((v) => v.userId).sort((a, b) => a - b);
};

/** A request that got no answer at all (the server is gone): status 0. */
const noAnswer = (error: unknown): TimedResponse => ({
  status: 0,
  body: String((error as Error).cause ?? error),
  headers: new Headers(),
  ms: 0,
});

/** Fails with the server's output when its process has ended. */
function expectAlive() {
  if (!server.running) throw new Error(`the server process ended:\n${server.output.join('').slice(-5000)}`);
}

/**
 * A phone scanning badge after badge, 50 ms apart: a scan answered 503 is sent again with its key every 200 ms
 * until it is recorded (as the web app's queue does). Every answer lands in `answers`.
 */
async function steadyPhone(
  booth: BoothLogin,
  people: { id: number }[],
  answers: TimedResponse[],
): Promise<void> {
  for (const person of people) {
    const key = randomUUID();
    for (;;) {
      const res = await visit(booth, person.id, key).catch(noAnswer);
      answers.push(res);
      if (res.status !== 503) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls `probe` every 100 ms until it answers truthy; how long that took. */
async function timeUntil(probe: () => Promise<unknown>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  smtp = await startSmtpSink({ answerDelayMs: SMTP_ANSWER_MS });
  databaseUrl = await cluster.createDatabase('expo_outage');
  server = await startServerProcess(databaseUrl, { ...ENV, SMTP_URL: smtp.url });
  admin = await adminLogin(server.url, ADMIN.username, ADMIN.password);
});

afterAll(async () => {
  for (const client of live) client.close();
  await server?.stop();
  await cluster?.destroy();
  await smtp?.close();
});

describe('PostgreSQL stopped for 10 s while booths scan (a private cluster)', () => {
  it('answers 503 promptly during the outage, recovers by itself, and records retried scans once', async () => {
    const booth = await createBooth(server.url, admin.token, { boothName: '장애 부스', loginId: 'outage-a' });
    const before = await register();
    const during = await Promise.all(Array.from({ length: 12 }, () => register()));
    const after = await register();
    const late = await register();
    const steadyBooth = await createBooth(server.url, admin.token, {
      boothName: '상시 부스',
      loginId: 'outage-s',
    });
    const steadyPeople = await Promise.all(Array.from({ length: 40 }, () => register()));
    const dashboard = await connectLive(server.url, admin.token);
    const phone = await connectLive(server.url, booth.token);
    live.push(dashboard, phone);
    expect(await phone.watch({ boothId: booth.id })).toEqual({ ok: true });
    expect((await visit(booth, before.id)).status).toBe(201);
    await dashboard.next('stats', (p) =>
      p.booths?.some((b: any) => b.boothId === booth.id && b.visits === 1),
    );

    // a phone scanning steadily from before the stop until after the start: its scans meet the database
    // going away mid-transaction as well as not being there
    const steadyAnswers: TimedResponse[] = [];
    const steady = steadyPhone(steadyBooth, steadyPeople, steadyAnswers);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cluster.stop('immediate');
    const outageStarted = Date.now();
    const answers: { what: string; res: TimedResponse }[] = [];
    const resent: { userId: number; key: string }[] = [];
    let round = 0;
    while (Date.now() - outageStarted < OUTAGE_MS - 1_000) {
      const person = during[round++ % during.length];
      const key = randomUUID();
      const probes: [string, Promise<TimedResponse>][] = [
        ['POST /api/booth-visits', visit(booth, person.id, key)],
        ['GET /api/users', api('/api/users?page=0&size=10', { token: admin.token, timeoutMs: 20_000 })],
        [`GET /api/booth-visits/${booth.id}`, api(`/api/booth-visits/${booth.id}`, { token: admin.token })],
        [
          'POST /api/admin/login',
          api('/api/admin/login', { method: 'POST', body: ADMIN, timeoutMs: 20_000 }),
        ],
        ['GET /api/health', api('/api/health', { timeoutMs: 20_000 })],
      ];
      for (const [what, pending] of probes) answers.push({ what, res: await pending.catch(noAnswer) });
      expectAlive();
      resent.push({ userId: person.id, key });
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const slowest = Math.max(...answers.map((a) => a.res.ms));
    console.log(
      `outage: ${answers.length} requests in ${Date.now() - outageStarted} ms, slowest answer ${Math.round(slowest)} ms`,
    );
    for (const { what, res } of answers) {
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(503);
      expect(res.ms, `${what} took ${res.ms} ms`).toBeLessThan(PROMPT_MS);
      if (what === 'GET /api/health')
        expect(res.body).toEqual({ code: 'UNAVAILABLE', message: '데이터베이스에 연결할 수 없습니다.' });
      else expect(res.body).toEqual(UNAVAILABLE);
    }
    expect(server.running, 'the server process is alive').toBe(true);

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - outageStarted))),
    );
    await cluster.start();
    const healthyAfter = await timeUntil(
      async () => (await api('/api/health')).status === 200,
      15_000,
      'health',
    );
    const visitsAfter = await timeUntil(
      async () => (await visit(booth, after.id)).status === 201,
      15_000,
      'a new visit',
    );
    console.log(
      `recovery: health ${healthyAfter} ms after PostgreSQL was back, visits ${healthyAfter + visitsAfter} ms`,
    );
    expect(healthyAfter + visitsAfter).toBeLessThan(5_000);

    // the phones resend what got 503, with the same keys: each (booth, attendee) recorded once
    for (const { userId, key } of resent) {
      const res = await visit(booth, userId, key);
      expect([201, 409], JSON.stringify(res.body)).toContain(res.status);
      if (res.status === 409) expect(res.body.message).toContain('중복');
    }
    const expected = [before, after, ...during].map((p) => p.id).sort((a, b) => a - b);
    expect(await visitorIds(booth.id)).toEqual(expected);

    await steady;
    const statuses = new Set(steadyAnswers.map((res) => res.status));
    const slowestSteady = Math.max(...steadyAnswers.map((res) => res.ms));
    console.log(
      `steady phone: ${steadyAnswers.length} requests, ${steadyAnswers.filter((r) => r.status === 503).length} ` +
        `answered 503, slowest ${Math.round(slowestSteady)} ms`,
    );
    expect(
      [...statuses].sort(),
      JSON.stringify(steadyAnswers.filter((r) => r.status !== 201 && r.status !== 503)),
    ).toEqual([201, 503]);
    expect(slowestSteady).toBeLessThan(PROMPT_MS);
    for (const res of steadyAnswers.filter((r) => r.status === 503)) expect(res.body).toEqual(UNAVAILABLE);
    expect(await visitorIds(steadyBooth.id)).toEqual(steadyPeople.map((p) => p.id).sort((a, b) => a - b));

    // the live leader came back: it tells the pages to refetch (what it missed is unknown), and they find the
    // right numbers; a visit after that is pushed to the dashboard and the booth's phone as before
    await dashboard.next('resync', () => true, 15_000);
    const stats = await api('/api/stats', { token: admin.token });
    expect(stats.body.totals.boothVisits).toBe(expected.length + steadyPeople.length);
    expect(stats.body.booths).toContainEqual(
      expect.objectContaining({ boothId: booth.id, visits: expected.length }),
    );
    expect((await visit(booth, late.id)).status).toBe(201);
    const count = expected.length + 1;
    await dashboard.next('stats', (p) =>
      p.booths?.some((b: any) => b.boothId === booth.id && b.visits === count),
    );
    await phone.next('visits', (p) => p.placeId === booth.id && p.count === count);
    expect(server.running).toBe(true);
  });

  it('phones scanning during the outage keep the scans and deliver them after it, once each', async () => {
    const boothA = await createBooth(server.url, admin.token, {
      boothName: 'AI 체험관',
      loginId: 'phones-a',
    });
    const boothB = await createBooth(server.url, admin.token, {
      boothName: '로봇 전시관',
      loginId: 'phones-b',
    });
    const [earlier, minsu, seoyeon] = [await register(), await register(), await register()];
    expect((await visit(boothA, earlier.id)).status).toBe(201);

    // three phones, each a Chromium whose camera shows one badge: two managers of booth A both scan 김민수
    // (one of the two is a duplicate), booth B's scans 이서연
    const videos = await Promise.all([minsu, seoyeon].map((p) => qrVideo(String(p.id))));
    // 503: the outage; 409: the second phone's scan of the same badge (a duplicate, taken as delivered)
    const open = (booth: BoothLogin, video: string) => openCameraPhone(server.url, booth, video, [503, 409]);
    const opened = await Promise.allSettled([
      open(boothA, videos[0]),
      open(boothA, videos[0]),
      open(boothB, videos[1]),
    ]);
    const phones = opened.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    try {
      for (const r of opened) if (r.status === 'rejected') throw r.reason;
      for (const [i, phone] of phones.entries()) await visitorRow(phone.page, i < 2 ? earlier.id : null);
      // the scanner's code is on the phone before the outage (the list prefetches it)
      for (const phone of phones) await phone.page.waitForLoadState('networkidle');

      await cluster.stop('fast'); // sessions ended with 57P01 this time
      const outageStarted = Date.now();
      // each phone scans its badge: the server answers 503 at once, the page says so and keeps the scan
      await Promise.all(phones.map((phone) => scanThatWaits(phone.page, server.url, UNAVAILABLE.message)));
      const queued = await Promise.all(phones.map((phone) => pendingScans(phone.page)));
      expect(queued.map((q) => q.map((scan) => scan.userId))).toEqual([[minsu.id], [minsu.id], [seoyeon.id]]);
      expect(new Set(queued.flat().map((scan) => scan.clientEventId)).size, 'a key per scan').toBe(3);
      const scanning = Date.now() - outageStarted;
      console.log(`phones: 3 scans made and queued in ${scanning} ms of the outage`);
      // retries while the database is away keep the scans queued
      await new Promise((resolve) => setTimeout(resolve, Math.max(3_500, OUTAGE_MS - scanning)));
      for (const [i, phone] of phones.entries()) expect(await pendingScans(phone.page)).toEqual(queued[i]);
      expect(server.running).toBe(true);

      await cluster.start();
      const recovered = Date.now();
      await Promise.all(
        phones.map(async (phone, i) => {
          await phone.page.getByTestId('scan-queue-pending').waitFor({ state: 'detached', timeout: 20_000 });
          await visitorRow(phone.page, queued[i][0].userId);
          expect(await pendingScans(phone.page)).toEqual([]);
          expect(await phone.page.getByRole('alert').count(), 'no scan refused for good').toBe(0);
        }),
      );
      console.log(
        `phones: every queued scan delivered ${Date.now() - recovered} ms after PostgreSQL was back`,
      );
      expect(await visitorIds(boothA.id)).toEqual([earlier.id, minsu.id].sort((a, b) => a - b));
      expect(await visitorIds(boothB.id)).toEqual([seoyeon.id]);
      const [{ n }] = await sql(
        `SELECT count(*)::int AS n FROM event_log
          WHERE type = 'BoothVisitRecorded' AND (data->>'boothId')::int = $1 AND (data->>'attendeeId')::int = $2`,
        [boothA.id, minsu.id],
      );
      expect(n, '김민수 scanned by two phones: one visit in the log').toBe(1);
      for (const phone of phones) expect(phone.problems, 'page errors').toEqual([]);
    } finally {
      // a failure during the outage leaves the cluster up for the next test (start does nothing when it runs)
      await cluster.start();
      await Promise.all(phones.map((phone) => phone.browser.close()));
      for (const video of videos) rmSync(video, { force: true });
    }
  });

  it('the QR outbox goes on after the outage: the message under way is recorded, none is sent twice', async () => {
    const people = await Promise.all(
      Array.from({ length: 4 }, (_, i) => register({ email: `outage${i}@example.com` })),
    );
    const sent = smtp.received.length;
    for (const person of people) {
      const res = await api(`/api/users/${person.id}/send-qr`, {
        method: 'POST',
        token: admin.token,
        body: {},
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // the first message has reached the SMTP server, whose answer is still to come: then the database goes
    await waitFor(() => smtp.received.length > sent, 15_000);
    await cluster.stop('immediate');
    const outageStarted = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    expect(
      smtp.received.length - sent,
      'nothing more goes out while the outbox cannot be read',
    ).toBeLessThanOrEqual(1);
    await cluster.start();
    const recovered = Date.now();

    type Message = { id: string; status: string; attempts: number; recipient: string };
    const messages = async () =>
      ((await api('/api/messages', { token: admin.token })).body as Message[]).filter((m) =>
        m.recipient.startsWith('outage'),
      );
    await waitFor(
      async () => (await messages()).filter((m) => m.status === 'SENT').length === people.length,
      30_000,
    );
    console.log(
      `outbox: ${people.length} messages sent ${Date.now() - recovered} ms after PostgreSQL was back ` +
        `(outage ${recovered - outageStarted} ms)`,
    );
    const mine = await messages();
    expect(mine.map((m) => m.attempts)).toEqual(people.map(() => 1));
    const ids = smtp.received.slice(sent).map((mail) => /^<qr-([^@>]+)@/.exec(messageIdOf(mail) ?? '')?.[1]);
    expect(ids.sort(), 'each message reached the SMTP server once').toEqual(mine.map((m) => m.id).sort());
    expect(server.running).toBe(true);
  });
});
