// Scan to screen: live pushes across two nodes. Node A takes the booth visits (POST /api/booth-visits), node B
// holds the sockets: one booth phone per booth (200) and an admin dashboard. Visits are sent open-loop at a fixed
// rate; a visit's latency runs from sending its POST to node A until node B delivers a push that shows it (its
// visitor row, or a count of its booth that includes it). Afterwards every phone's last count and the
// dashboard's must equal the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import { attendeeIds, createBooths, importWorkbook, makeAttendeeWorkbook } from '../lib/fixtures.mjs';
import { startServerProcess } from '../lib/server-process.mjs';
import { percentile } from '../lib/visit-load.mjs';

const ENV = { RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_PUBLIC: '100000' };

async function measureLive({ rates, seconds, boothCount, log }) {
  const attendeeCount = Math.ceil((rates.reduce((a, r) => a + r, 0) * seconds) / boothCount) + 10;
  const dir = mkdtempSync(join(tmpdir(), 'expo-bench-live-'));
  const nodeA = await startServerProcess({ env: ENV });
  const nodeB = await startServerProcess({
    databaseUrl: nodeA.databaseUrl,
    env: ENV,
    port: 3990 + Math.floor(Math.random() * 9),
  });
  const sockets = [];
  try {
    const admin = nodeA.token;
    log(`setup: ${boothCount} booths, ${attendeeCount} attendees`);
    const file = join(dir, 'attendees.xlsx');
    await makeAttendeeWorkbook(file, attendeeCount);
    await importWorkbook(nodeA, file, attendeeCount);
    const booths = await createBooths(nodeA, boothCount);
    const attendees = await attendeeIds(nodeA);

    // 200 phones (one per booth) and one dashboard, all on node B
    const arrivals = new Map(); // `${boothId}:${userId}` -> arrival time
    const lastCount = new Map();
    const boothPushes = new Map(); // boothId -> [time, count][]
    const answeredAtBooth = new Map(); // boothId -> visits answered so far
    let pushes = 0;
    const connect = (token) =>
      new Promise((resolve, reject) => {
        const socket = io(nodeB.url, { auth: { token }, transports: ['websocket'] });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
        sockets.push(socket);
      });
    await Promise.all(
      booths.map(async (booth) => {
        const socket = await connect(booth.token);
        socket.on('visits', (push) => {
          const now = performance.now();
          pushes++;
          lastCount.set(push.placeId, push.count);
          if (!boothPushes.has(push.placeId)) boothPushes.set(push.placeId, []);
          boothPushes.get(push.placeId).push([now, push.count]);
          for (const v of push.newest) {
            const key = `${push.placeId}:${v.userId}`;
            if (!arrivals.has(key)) arrivals.set(key, now);
          }
        });
      }),
    );
    const dashboard = await connect(admin);
    const dashboardCounts = new Map();
    const dashboardArrivals = []; // [time, boothId, visits]
    dashboard.on('stats', (push) => {
      const now = performance.now();
      for (const b of push.booths ?? []) {
        dashboardCounts.set(b.boothId, b.visits);
        dashboardArrivals.push([now, b.boothId, b.visits]);
      }
    });
    console.log(`소켓 ${sockets.length}개 연결 (노드 B), 방문은 노드 A로 보냅니다.`);

    let pair = 0; // the next (booth, attendee) pair never used before
    const nextPair = () => {
      const booth = booths[pair % boothCount];
      const attendee = attendees[Math.floor(pair / boothCount)];
      pair++;
      return { booth, attendee };
    };

    const results = [];
    for (const rate of rates) {
      const total = rate * seconds;
      const sent = [];
      const answered = [];
      let failures = 0;
      const failureKinds = {};
      const started = performance.now();
      const pending = [];
      for (let i = 0; i < total; i++) {
        const due = started + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        const { booth, attendee } = nextPair();
        const at = performance.now();
        const entry = { key: `${booth.id}:${attendee}`, booth: booth.id, at, answeredAt: Infinity };
        sent.push(entry);
        pending.push(
          fetch(`${nodeA.url}/api/booth-visits`, {
            method: 'POST',
            headers: { authorization: `Bearer ${booth.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ boothId: booth.id, userId: attendee }),
          }).then(
            async (res) => {
              await res.arrayBuffer();
              entry.answeredAt = performance.now();
              // this many visits of the booth are committed now: a push counting as many shows this one too
              entry.rank = (answeredAtBooth.get(booth.id) ?? 0) + 1;
              answeredAtBooth.set(booth.id, entry.rank);
              answered.push(entry.answeredAt - at);
              if (res.status !== 201) {
                failures++;
                failureKinds[res.status] = (failureKinds[res.status] ?? 0) + 1;
              }
            },
            (error) => {
              failures++;
              const kind = error.cause?.code ?? error.message;
              failureKinds[kind] = (failureKinds[kind] ?? 0) + 1;
            },
          ),
        );
      }
      const sendSeconds = (performance.now() - started) / 1000;
      await Promise.all(pending);
      // A visit is on screen when a push shows its row or counts it (a phone that misses rows refetches by
      // the count; a rush can put more than a push's 20 rows between two pushes of a booth).
      const shownAt = (s) => {
        const byRow = arrivals.get(s.key) ?? Infinity;
        const byCount = (boothPushes.get(s.booth) ?? []).find(([t, count]) => t >= s.at && count >= s.rank);
        return Math.min(byRow, byCount ? byCount[0] : Infinity);
      };
      // every visit's push, or 20 s at most
      const deadline = performance.now() + 20_000;
      while (performance.now() < deadline && sent.some((s) => shownAt(s) === Infinity))
        await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 1000));
      const latencies = sent.map((s) => shownAt(s) - s.at).sort((a, b) => a - b);
      const missing = latencies.filter((l) => l === Infinity).length;
      answered.sort((a, b) => a - b);
      // the live path alone: from the visit's answer (committed) to its push on node B
      const afterAnswer = sent.map((s) => shownAt(s) - s.answeredAt).sort((a, b) => a - b);
      results.push({
        rate,
        achieved: Math.round(total / sendSeconds),
        visits: total,
        failures,
        failureKinds,
        missing,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1),
        pushesPerSocketPerSecond: pushes / boothCount / ((performance.now() - started) / 1000),
        afterAnswerP50: percentile(afterAnswer, 50),
        afterAnswerP99: percentile(afterAnswer, 99),
        postP50: percentile(answered, 50),
        postP99: percentile(answered, 99),
      });
      pushes = 0;
    }

    // final figures: every phone's last count and the dashboard's equal the database
    const db = new pg.Client({ connectionString: nodeA.databaseUrl });
    await db.connect();
    const { rows } = await db.query(
      `SELECT b.id, (SELECT count(*)::int FROM booth_visits v WHERE v.booth_id = b.id) AS n FROM booths b`,
    );
    await db.end();
    const phonesEqual = rows.every((r) => (lastCount.get(r.id) ?? 0) === r.n);
    const dashboardEqual = rows.every((r) => (dashboardCounts.get(r.id) ?? 0) === r.n);
    return { results, phonesEqual, dashboardEqual };
  } finally {
    for (const socket of sockets) socket.close();
    await nodeB.stop();
    await nodeA.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value) => (value === Infinity ? '∞' : `${Math.round(value)} ms`);

export default {
  name: 'live',
  title: 'Scan to screen (live pushes, two nodes)',
  async run(ctx) {
    const rate = ctx.smoke ? 100 : 1000;
    const { results, phonesEqual, dashboardEqual } = await measureLive({
      rates: [rate],
      seconds: ctx.seconds(10, 2),
      boothCount: ctx.smoke ? 20 : 200,
      log: ctx.log,
    });
    const [r] = results;
    const equal = phonesEqual && dashboardEqual;
    return [
      {
        key: 'live.scan-to-screen-p99',
        what: `scan to screen at ${rate.toLocaleString('en-US')} visits/s, two nodes (p99)`,
        value: r.p99,
        unit: 'ms',
        goal: { max: 250 },
        note: `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}; POST p99 ${ms(r.postP99)}; answer → screen p99 ${ms(r.afterAnswerP99)}; ${r.missing} never shown, ${r.failures} failed; final counts = database: ${equal ? 'yes' : 'NO'}`,
        details: { ...r, phonesEqual, dashboardEqual },
        ...(equal ? {} : { failed: 'a phone or the dashboard ended with a count other than the database' }),
      },
    ];
  },
};
