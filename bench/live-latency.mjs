// Benchmark (not a test): scan-to-screen latency of live pushes across two nodes. Node A takes the booth
// visits (POST /api/booth-visits), node B holds the sockets: one booth phone per booth (200) and an admin
// dashboard. For each rate, visits are sent open-loop for a fixed time; the latency of a visit is the time from
// sending its POST to node A until its visitor row arrives in a push on node B. Afterwards every socket's last
// count must equal the database. Usage:
//   npm run build && node bench/live-latency.mjs [--rates 200,1000] [--seconds 10] [--booths 200]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io } from 'socket.io-client';
import { startServerProcess } from './server-process.mjs';

const { values } = parseArgs({
  options: {
    rates: { type: 'string', default: '200,1000' },
    seconds: { type: 'string', default: '10' },
    booths: { type: 'string', default: '200' },
  },
});
const rates = values.rates.split(',').map(Number);
const seconds = Number(values.seconds);
const boothCount = Number(values.booths);
const attendeeCount = Math.ceil((rates.reduce((a, r) => a + r, 0) * seconds) / boothCount) + 10;

const env = { RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_PUBLIC: '100000' };
const nodeA = await startServerProcess({ env });
const nodeB = await startServerProcess({
  databaseUrl: nodeA.databaseUrl,
  env,
  port: 3990 + Math.floor(Math.random() * 9),
});
const sockets = [];

const api = async (url, path, { method = 'GET', token, body } = {}) => {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  const admin = nodeA.token;
  // setup: booths with their phones' tokens, and attendees (bulk, through SQL-free APIs)
  console.log(`준비: 부스 ${boothCount}개, 참석자 ${attendeeCount}명 …`);
  const booths = [];
  for (let i = 0; i < boothCount; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, boothCount - i) }, async (_, j) => {
        const loginId = `bench-${i + j}`;
        const created = await api(nodeA.url, '/api/booths', {
          method: 'POST',
          token: admin,
          body: {
            boothName: `부스 ${i + j}`,
            name: '담당',
            affiliation: '벤치',
            phone: '010-0000-0000',
            loginId,
            password: 'bench-pass',
          },
        });
        const login = await api(nodeA.url, '/api/booth-login', {
          method: 'POST',
          body: { loginId, password: 'bench-pass' },
        });
        return { id: created.body.id, token: login.body.token };
      }),
    );
    booths.push(...batch);
  }
  const attendees = [];
  for (let i = 0; i < attendeeCount; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, attendeeCount - i) }, async (_, j) => {
        const n = i + j;
        const res = await api(nodeA.url, '/api/users/register', {
          method: 'POST',
          token: admin,
          body: {
            name: `참석자${n}`,
            affiliation: '벤치',
            phoneNumber: `010-7${String(Math.floor(n / 10000)).padStart(3, '0')}-${String(n % 10000).padStart(4, '0')}`,
            country: '대한민국',
            visitType: 'N',
            paymentStatus: 'N',
            paymentStatus2: 'Y',
            registrationType: 'PRE',
          },
        });
        return res.body.id;
      }),
    );
    attendees.push(...batch);
  }

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

  const ms = (v) => (v === Infinity ? '∞' : `${Math.round(v)} ms`);
  console.log(
    '\n| 방문/초 (목표) | 실제 | 방문 | 실패 | 미도착 | p50 | p95 | p99 | 최대 | 소켓당 푸시/초 | POST p50 | POST p99 | 응답→화면 p50 | 응답→화면 p99 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.rate} | ${r.achieved} | ${r.visits} | ${r.failures} | ${r.missing} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.pushesPerSocketPerSecond.toFixed(1)} | ${ms(r.postP50)} | ${ms(r.postP99)} | ${ms(r.afterAnswerP50)} | ${ms(r.afterAnswerP99)} |`,
    );
  console.log(
    `\n마지막 수 = 데이터베이스: 부스 휴대폰 ${phonesEqual ? '예' : '아니오'}, 대시보드 ${dashboardEqual ? '예' : '아니오'}`,
  );
  console.log(JSON.stringify({ results, phonesEqual, dashboardEqual }));
  if (!phonesEqual || !dashboardEqual) process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.close();
  await nodeB.stop();
  await nodeA.stop();
}
