// Visit recording: throughput at full speed against the database's limit for the same SQL (pgbench) and a bare
// node:http + pg server doing it (the HTTP floor), all in the same run; latency at a fixed 1,000 visits/s; the
// same load on the embedded database.
import { execFile, fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { attendeeIds, createBooths, importWorkbook, makeAttendeeWorkbook } from '../lib/fixtures.mjs';
import { rssMb, startServerProcess, stopsWithBench } from '../lib/server-process.mjs';
import { pgbenchScript } from '../lib/visit-sql.mjs';
import { fixedRate, fullSpeed, pairSource, percentile } from '../lib/visit-load.mjs';

const POOL_SIZE = 10; // the server's DATABASE_POOL_SIZE default: the limit and the floor get as many connections
const ENV = {
  RATE_LIMIT_LOGIN: '100000',
  RATE_LIMIT_PUBLIC: '100000',
  DATABASE_POOL_SIZE: String(POOL_SIZE),
};
const ms = (value) => `${Math.round(value)} ms`;

/** A server with `attendees` attendees (one workbook import) and `boothCount` signed-in booth phones. */
async function preparedServer({ embedded = false, attendees, boothCount, dir }) {
  const server = await startServerProcess({ embedded, env: ENV });
  try {
    const file = join(dir, `attendees-${attendees}.xlsx`);
    await makeAttendeeWorkbook(file, attendees);
    await importWorkbook(server, file, attendees);
    const booths = await createBooths(server, boothCount);
    const ids = embedded ? Array.from({ length: attendees }, (_, i) => i + 1) : await attendeeIds(server);
    return { server, booths, ids };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * pgbench running the visit's SQL once per transaction on POOL_SIZE connections for `seconds`: at full speed, or
 * at `rate` transactions a second with every transaction's latency logged (from its scheduled start, as the
 * HTTP client measures ours).
 */
async function pgbenchLimit({ databaseUrl, booths, ids, eventId, firstPair, seconds, dir, rate }) {
  const script = join(dir, 'visit.pgbench');
  writeFileSync(script, pgbenchScript());
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SEQUENCE IF EXISTS bench_pairs`);
  await client.query(`CREATE SEQUENCE bench_pairs START ${firstPair}`);
  await client.end();
  const sortedBooths = booths.map((b) => b.id).sort((a, b) => a - b);
  if (
    sortedBooths.at(-1) - sortedBooths[0] + 1 !== sortedBooths.length ||
    ids.at(-1) - ids[0] + 1 !== ids.length
  )
    throw new Error('pgbench needs consecutive booth and attendee ids');
  const { stdout } = await promisify(execFile)('pgbench', [
    '--no-vacuum',
    '--protocol=extended',
    `--client=${POOL_SIZE}`,
    '--jobs=2',
    `--time=${seconds}`,
    `--file=${script}`,
    `--define=first_booth=${sortedBooths[0]}`,
    `--define=booths=${sortedBooths.length}`,
    `--define=first_attendee=${ids[0]}`,
    `--define=event=${eventId}`,
    ...(rate ? [`--rate=${rate}`, '--log', `--log-prefix=${join(dir, 'pgbench-log')}`] : []),
    databaseUrl,
  ]);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
  if (!tps) throw new Error(`pgbench: ${stdout}`);
  const after = new pg.Client({ connectionString: databaseUrl });
  await after.connect();
  const { rows } = await after.query(`SELECT last_value FROM bench_pairs`);
  await after.end();
  return {
    rate: tps,
    failed,
    latencyAverage: latency,
    nextPair: Number(rows[0].last_value) + 1,
    ...(rate ? { latency: loggedLatencies(dir) } : {}),
  };
}

/** p50, p95, p99 and max in ms of pgbench's per-transaction log (µs: time, plus the schedule lag under --rate). */
function loggedLatencies(dir) {
  const times = readdirSync(dir)
    .filter((name) => name.startsWith('pgbench-log'))
    .flatMap((name) =>
      readFileSync(join(dir, name), 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(' '))
        .map((fields) => (Number(fields[2]) + Number(fields[6] ?? 0)) / 1000),
    )
    .sort((a, b) => a - b);
  return {
    count: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1),
  };
}

/** The bare node:http + pg server (bench/lib/http-floor.mjs) at full speed, with the same load. */
async function httpFloor({ databaseUrl, eventId, seconds, pairs }) {
  const port = 3800 + Math.floor(Math.random() * 90);
  const child = stopsWithBench(
    fork('bench/lib/http-floor.mjs', {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        POOL_SIZE: String(POOL_SIZE),
        EVENT_ID: String(eventId),
      },
    }),
  );
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', () => reject(new Error('the HTTP floor server stopped')));
    });
    return await fullSpeed({ url: `http://127.0.0.1:${port}`, seconds, pairs });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
  }
}

export default {
  name: 'visits',
  title: 'Visit recording (POST /api/booth-visits)',
  async run(ctx) {
    const dir = mkdtempSync(join(tmpdir(), 'expo-bench-visits-'));
    const seconds = ctx.seconds(15, 2);
    const rows = [];
    try {
      // PostgreSQL server: ours, the limit, the floor, one after the other on the same database and data (each
      // visit a pair never sent before: even the smoke run needs 100,000 pairs at 5,000 visits/s)
      const attendees = ctx.smoke ? 5000 : 20000;
      const boothCount = ctx.smoke ? 20 : 50;
      ctx.log(`setup: ${attendees} attendees, ${boothCount} booths`);
      const { server, booths, ids } = await preparedServer({ attendees, boothCount, dir });
      try {
        const pairs = pairSource(booths, ids);
        const rssAtStart = rssMb(server.pid);
        await fullSpeed({ url: server.url, seconds: ctx.seconds(3, 1), pairs }); // warm-up (JIT, pool, caches)
        const ours = await fullSpeed({ url: server.url, seconds, pairs, pid: server.pid });
        ctx.log(`server: ${Math.round(ours.rate)} visits/s, p50 ${ours.p50} ms, p99 ${ours.p99} ms`);
        // pgbench on this database and data, from `firstPair` on (at full speed, or at `rate`)
        const pgbench = ({ firstPair, rate }) =>
          pgbenchLimit({
            databaseUrl: server.databaseUrl,
            booths,
            ids,
            eventId: server.eventId,
            firstPair,
            seconds,
            dir,
            rate,
          });
        const limit = await pgbench({ firstPair: pairs.used + 1000 });
        ctx.log(`pgbench: ${Math.round(limit.rate)} visits/s`);
        const floorPairs = pairSource(booths, ids, limit.nextPair + 1000);
        const floor = await httpFloor({
          databaseUrl: server.databaseUrl,
          eventId: server.eventId,
          seconds,
          pairs: floorPairs,
        });
        ctx.log(`HTTP floor: ${Math.round(floor.rate)} visits/s`);
        const latencyPairs = pairSource(booths, ids, floorPairs.used + 1000);
        const latency = await fixedRate({ url: server.url, rate: 1000, seconds, pairs: latencyPairs });
        ctx.log(`latency at 1,000/s: p99 ${ms(latency.p99)}`);
        const pgLatency = await pgbench({ firstPair: latencyPairs.used + 1000, rate: 1000 });
        rows.push(
          {
            key: 'visits.throughput',
            what: 'visit recording throughput',
            value: ours.rate,
            unit: 'visits/s',
            goal: { min: 3000 },
            limit: { key: 'visits.pg-limit', value: limit.rate, min: 0.5 },
            note: `${seconds} s, 64 connections, p50 ${ours.p50} ms, p99 ${ours.p99} ms, ${ours.failed} failed; CPU a visit: server ${ours.cpuMsPerVisit.toFixed(2)} ms, PostgreSQL ${ours.postgresCpuMsPerVisit.toFixed(2)} ms, load generator ${ours.loadCpuMsPerVisit.toFixed(2)} ms (${os.cpus().length} cores: at most ${Math.round((os.cpus().length * 1000) / (ours.cpuMsPerVisit + ours.postgresCpuMsPerVisit + ours.loadCpuMsPerVisit))} visits/s)`,
            details: ours,
          },
          {
            key: 'visits.pg-limit',
            what: "the database's limit (pgbench, the visit's SQL)",
            value: limit.rate,
            unit: 'visits/s',
            note: `${POOL_SIZE} connections, one visit a transaction, ${limit.failed} failed`,
            details: limit,
          },
          {
            key: 'visits.http-floor',
            what: 'the HTTP floor (node:http + pg, same SQL)',
            value: floor.rate,
            unit: 'visits/s',
            note: `p50 ${floor.p50} ms, p99 ${floor.p99} ms, ${floor.failed} failed`,
            details: floor,
          },
          {
            key: 'visits.vs-floor',
            what: 'visit recording vs the HTTP floor',
            value: ours.rate,
            unit: 'visits/s',
            limit: { key: 'visits.http-floor', value: floor.rate, min: 0.6 },
          },
          {
            key: 'visits.latency-p99',
            what: 'visit latency at 1,000 visits/s (p99)',
            value: latency.p99,
            unit: 'ms',
            goal: { max: 25 },
            limit: { key: 'visits.pg-latency-p99', value: pgLatency.latency.p99 },
            note: `p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, max ${ms(latency.max)}, ${latency.ok} of ${latency.sent} answered 201`,
            details: latency,
          },
          {
            key: 'visits.pg-latency-p99',
            what: "the database's latency for the visit's SQL at 1,000/s (pgbench --rate, p99)",
            value: pgLatency.latency.p99,
            unit: 'ms',
            note: `one visit a transaction, ${POOL_SIZE} connections: p50 ${pgLatency.latency.p50.toFixed(1)} ms, p95 ${pgLatency.latency.p95.toFixed(1)} ms, max ${ms(pgLatency.latency.max)}; ${Math.round(pgLatency.rate)} visits/s, ${pgLatency.failed} failed`,
            details: pgLatency,
          },
        );
        const answered = ours.ok + latency.ok;
        rows.push({
          key: 'memory.rss-after-visits',
          what: 'server RSS after the visit benchmarks',
          value: rssMb(server.pid),
          unit: 'MB',
          note: `after ${answered.toLocaleString('en-US')} visits at full speed and at 1,000/s (RSS at start ${Math.round(rssAtStart)} MB)`,
        });
      } finally {
        await server.stop();
      }

      // the embedded database (no DATABASE_URL): the same load at full speed
      const embedded = await preparedServer({
        embedded: true,
        attendees: ctx.smoke ? 1000 : 10000,
        boothCount: 20,
        dir,
      });
      try {
        const pairs = pairSource(embedded.booths, embedded.ids);
        await fullSpeed({ url: embedded.server.url, seconds: ctx.seconds(3, 1), pairs });
        const result = await fullSpeed({ url: embedded.server.url, seconds, pairs });
        rows.push({
          key: 'visits.embedded',
          what: 'visit recording, embedded database',
          value: result.rate,
          unit: 'visits/s',
          goal: { min: 500 },
          note: `p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.failed} failed`,
          details: result,
        });
      } finally {
        await embedded.server.stop();
      }
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
