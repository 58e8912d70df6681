import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { visitFixtures } from '../../bench/lib/fixtures.mjs';
import { rssGrowth, rssMb, sampleRss } from '../../bench/lib/rss-growth.mjs';
import { fixedRate, pairSource, percentile, withDuplicates } from '../../bench/lib/visit-load.mjs';
import { callApi } from '../support/http-client.js';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { ADMIN } from '../support/test-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { DashboardClient } from './support/dashboard-client.js';
import { dashboardMismatch, databaseFigures } from './support/database-figures.js';
import { retainedMemory, type RetainedMemory } from './support/retained-memory.js';
import { soakPlan } from './support/soak-plan.js';

// A soak: 500 visits/s from 100 booth phones for SOAK_MINUTES (default 10) on one server process, with 200
// dashboards open on its live socket (each also watching one booth's visitor list). Every visit must be
// answered 201 (a deliberate second scan of a badge: 409), the server's memory must not keep growing, and the
// dashboards must get pushes throughout and end on the database's numbers.
const plan = soakPlan(Number(process.env.SOAK_MINUTES ?? '10'));
const RATE = 500;
const SOCKETS = 200;
const BOOTHS = 100;
/**
 * Every this many visits, one scans a badge again (new Idempotency-Key) that was scanned DUPLICATE_LAG visits
 * (5 s) before: one of the two scans is answered 409 (the later one, unless a stall let it overtake the first).
 */
const DUPLICATE_EVERY = 100;
const DUPLICATE_LAG = RATE * 5;
/** The longest a dashboard may go without a `stats` push under load (pushes come every ~150 ms). */
const MAX_PUSH_GAP_MS = 5_000;

let db: TestDatabase | undefined;
let server: ServerProcess | undefined;
let dir: string | undefined;
const dashboards: DashboardClient[] = [];

afterAll(async () => {
  for (const dashboard of dashboards) dashboard.close();
  await server?.stop();
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const round = (value: number) => Math.round(value * 10) / 10;

describe('soak (needs the real PostgreSQL)', () => {
  it(`${RATE} visits/s with ${SOCKETS} dashboard sockets for ${plan.minutes} min: no errors, memory growth under ${plan.maxGrowthPct}%, pushes throughout, final counts = database`, async () => {
    db = await createTestDatabase();
    if (!db.url) return;
    // its inspector, on this machine only: a full collection before memory is read (support/retained-memory.ts)
    const inspector = await freePort();
    server = await startServerProcess(db.url, {
      NODE_OPTIONS: `--inspect=127.0.0.1:${inspector}`,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      EVENT_NAME: ADMIN.eventName,
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_PUBLIC: '1000000',
      RATE_LIMIT_CHECKIN: '1000000',
    });
    const login = await callApi(server.url, '/api/admin/login', {
      method: 'POST',
      body: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(login.status).toBe(200);
    const { token, eventId } = login.body as { token: string; eventId: number };
    dir = mkdtempSync(join(tmpdir(), 'expo-soak-'));
    const visits = RATE * plan.seconds;
    const { booths, attendees } = await visitFixtures(
      { url: server.url, token, eventId, databaseUrl: db.url },
      { visits, boothCount: BOOTHS, dir },
    );

    for (let i = 0; i < SOCKETS; i += 20) {
      const batch = Array.from(
        { length: Math.min(20, SOCKETS - i) },
        (_, j) => new DashboardClient({ url: server!.url, token, boothId: booths[(i + j) % BOOTHS].id }),
      );
      dashboards.push(...batch);
      await Promise.all(batch.map((d) => d.ready()));
    }

    const pid = server.pid;
    const idleMb = rssMb(pid);
    const pairs = withDuplicates(pairSource(booths, attendees), {
      every: DUPLICATE_EVERY,
      lag: DUPLICATE_LAG,
    });
    const started = Date.now();
    for (const dashboard of dashboards) dashboard.startGapWatch(started + 1000);
    let sampler: ReturnType<typeof sampleRss> | undefined;
    let heldAfterWarmUp: Promise<RetainedMemory> | undefined;
    const warmUp = setTimeout(() => {
      sampler = sampleRss(pid, plan.sampleMs);
      heldAfterWarmUp = retainedMemory(inspector);
    }, plan.warmUpSeconds * 1000);
    const load = await fixedRate({ url: server.url, rate: RATE, seconds: plan.seconds, pairs }).finally(() =>
      clearTimeout(warmUp),
    );
    const ended = Date.now();
    const samples = sampler!.stop();
    const gaps = dashboards.map((d) => d.stopGapWatch(ended)).sort((a, b) => a - b);
    const worstGapEnd = dashboards.reduce((worst, d) => (d.longestGap > worst.longestGap ? d : worst));
    const memory = rssGrowth(samples, plan.sampleMs, plan.windowMs);
    const windowS = plan.windowMs / 1000;

    // the dashboards settle on the database's numbers once the last pushes are out
    const figures = await databaseFigures(db.url, eventId);
    const deadline = Date.now() + 15_000;
    const mismatches = () =>
      dashboards.map((d, i) => [i, dashboardMismatch(d, figures)] as const).filter(([, m]) => m);
    while (mismatches().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // what the server holds after a full collection, once the load and its pushes are done, against the same
    // after the warm-up: a leak of a kilobyte a visit would hold 60 MB more after two minutes
    const before = await heldAfterWarmUp!;
    const after = await retainedMemory(inspector);
    const held = (m: RetainedMemory) => m.heapMb + m.externalMb;
    const heldGrowthPct = (100 * (held(after) - held(before))) / held(before);
    const mb = (value: number) => `${Math.round(value)} MB`;

    const pushes = dashboards.map((d) => d.statsPushes).sort((a, b) => a - b);
    const visitsPushes = dashboards.map((d) => d.visitsPushes).sort((a, b) => a - b);
    const duplicates = Object.values(load.duplicateStatuses).reduce((a, n) => a + n, 0);
    const fresh = load.sent - duplicates;
    const answers: Record<string, number> = { ...load.statuses };
    for (const [status, count] of Object.entries(load.duplicateStatuses))
      answers[status] = (answers[status] ?? 0) + count;
    const errors = Object.entries(answers).filter(([status]) => status !== '201' && status !== '409');
    const overtaken = load.duplicateStatuses[201] ?? 0;
    const seconds = (ended - started) / 1000;
    console.log(
      [
        `soak: ${plan.minutes} min at ${RATE} visits/s, ${SOCKETS} dashboard sockets, ${BOOTHS} booths`,
        `  visits sent ${load.sent} (${round(load.achievedRate)}/s), ${duplicates} of them deliberate duplicates`,
        `  answered: first scans ${JSON.stringify(load.statuses)}, second scans ${JSON.stringify(load.duplicateStatuses)} (${overtaken} second scans overtook their first)`,
        `  latency (from when due) p50 ${round(load.p50)} ms, p95 ${round(load.p95)} ms, p99 ${round(load.p99)} ms, max ${round(load.max)} ms`,
        `  errors: ${errors.length ? JSON.stringify(errors) : 'none'}`,
        `  RSS: idle before the load ${Math.round(idleMb)} MB; after ${plan.warmUpSeconds} s warm-up, every ${plan.sampleMs / 1000} s: ${samples.join(' ')} MB`,
        `  RSS: lowest after the warm-up ${memory.floorMb} MB → highest of the last ${windowS} s ${memory.endMb} MB: growth ${round(memory.growthFromFloorPct)}% (the benchmark's figure, from the lowest of the first ${windowS} s ${memory.startMb} MB: ${round(memory.growthPct)}%; lowest of the last ${windowS} s ${memory.endFloorMb} MB, highest overall ${memory.peakMb} MB)`,
        `  held after a full collection (JS heap + buffers): after the warm-up ${mb(before.heapMb)} + ${mb(before.externalMb)} (RSS ${mb(before.rssMb)}), after the load ${mb(after.heapMb)} + ${mb(after.externalMb)} (RSS ${mb(after.rssMb)}): growth ${round(heldGrowthPct)}%`,
        `  stats pushes per socket: min ${pushes[0]}, median ${percentile(pushes, 50)}, max ${pushes.at(-1)} (${round(percentile(pushes, 50) / seconds)}/s); visits pushes per socket: min ${visitsPushes[0]}, median ${percentile(visitsPushes, 50)}`,
        `  longest time without a stats push: median ${percentile(gaps, 50)} ms, worst socket ${gaps.at(-1)} ms (ended ${round(((worstGapEnd.longestGapEndedAt ?? started) - started) / 1000)} s into the load)`,
        `  disconnects during the soak: ${dashboards.reduce((n, d) => n + d.disconnects.length, 0)}`,
        `  database: ${figures.boothVisits} booth visits, ${figures.uniqueVisitors} visitors; dashboards not on it: ${mismatches().length}`,
        `  machine load average: ${loadavg().map(round).join(' ')}`,
      ].join('\n'),
    );

    // every badge scanned once is recorded, and of a badge scanned twice exactly one scan: nothing else
    expect(errors).toEqual([]);
    expect(answers).toEqual({ 201: fresh, 409: duplicates });
    expect(figures.boothVisits).toBe(fresh);
    // RSS peaks follow V8's major collections (printed above); what is held after one is what may not grow
    expect(heldGrowthPct).toBeLessThan(plan.maxGrowthPct);
    expect(dashboards.flatMap((d) => d.disconnects)).toEqual([]);
    expect(dashboards.flatMap((d) => d.errors)).toEqual([]);
    expect(gaps.at(-1)).toBeLessThan(MAX_PUSH_GAP_MS);
    expect(mismatches().slice(0, 3)).toEqual([]);
  });
});
