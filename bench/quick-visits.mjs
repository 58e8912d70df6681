// A quick look at the visit path alone (no limit, no floor, no latency run): a prepared server (20,000 attendees,
// 50 signed-in booths), a warm-up, then full speed for a few seconds, repeated; prints visits/s and CPU a visit
// of the server and of PostgreSQL. For a profile of the load alone, or a figure while changing the path:
//   npm run build && node bench/quick-visits.mjs [--seconds 10] [--rounds 1] [--connections 64] [--embedded]
//   BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' node bench/quick-visits.mjs
//   node bench/quick-visits.mjs --heap-dir /tmp/heap   (bytes allocated a visit: bench/heap-summary.mjs)
//   node bench/quick-visits.mjs --rate 1000   (open loop at that rate instead: latencies, CPU a visit)
//   node bench/quick-visits.mjs --rate 1000 --warm 40 --idle 30   (the suite's order: a rush, a pause, then the open loop)
// A change is judged by `npm run bench -- --compare <ref> --only visits` (alternating runs), never by one run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { attendeeIds, createBooths, importWorkbook, makeAttendeeWorkbook } from './lib/fixtures.mjs';
import { startServerProcess } from './lib/server-process.mjs';
import { cpuSeconds, fixedRate, fullSpeed, pairSource, postgresCpuSeconds } from './lib/visit-load.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
    embedded: { type: 'boolean', default: false },
    attendees: { type: 'string', default: '20000' },
    connections: { type: 'string', default: '64' },
    'heap-dir': { type: 'string' },
    rate: { type: 'string' },
    // the warm-up at full speed (seconds): a longer one leaves the database as full as after a day's rush
    warm: { type: 'string', default: '3' },
    // seconds with no load after the warm-up (the suite's pgbench and floor leave the server idle 30 s)
    idle: { type: 'string', default: '0' },
    // keep-alive connections the open loop opens before its first visit (default: none, as the suite)
    'open-sockets': { type: 'string', default: '0' },
  },
});
const heapDir = values['heap-dir'];
if (heapDir) {
  // the server samples its allocations from the load's start (SIGWINCH below) to its stop
  process.env.HEAP_SAMPLE_DIR = heapDir;
  process.env.BENCH_NODE_ARGS = `${process.env.BENCH_NODE_ARGS ?? ''} --import ${fileURLToPath(new URL('./lib/heap-sampling.mjs', import.meta.url))}`;
}
const dir = mkdtempSync(join(tmpdir(), 'expo-quick-'));
const attendees = Number(values.attendees);
const server = await startServerProcess({
  embedded: values.embedded,
  env: {
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_PUBLIC: '100000',
    DATABASE_POOL_SIZE: '10',
  },
});
try {
  const file = join(dir, 'a.xlsx');
  await makeAttendeeWorkbook(file, attendees);
  await importWorkbook(server, file, attendees);
  const booths = await createBooths(server, 50);
  const ids = values.embedded
    ? Array.from({ length: attendees }, (_, i) => i + 1)
    : await attendeeIds(server);
  const pairs = pairSource(booths, ids);
  await fullSpeed({ url: server.url, seconds: Number(values.warm), pairs });
  await new Promise((resolve) => setTimeout(resolve, Number(values.idle) * 1000));
  let visits = 0;
  if (heapDir) process.kill(server.pid, 'SIGWINCH');
  for (let i = 0; i < Number(values.rounds); i++) {
    if (values.rate) {
      const before = { server: cpuSeconds(server.pid), postgres: postgresCpuSeconds() };
      const r = await fixedRate({
        url: server.url,
        rate: Number(values.rate),
        seconds: Number(values.seconds),
        pairs,
        openSockets: Number(values['open-sockets']),
      });
      const perVisit = (cpu) => +((cpu * 1000) / r.ok).toFixed(3);
      console.log(
        JSON.stringify({
          rate: Math.round(r.achievedRate),
          ok: r.ok,
          p50: +r.p50.toFixed(1),
          p95: +r.p95.toFixed(1),
          p99: +r.p99.toFixed(1),
          max: +r.max.toFixed(1),
          serverMs: perVisit(cpuSeconds(server.pid) - before.server),
          pgMs: perVisit(postgresCpuSeconds() - before.postgres),
          p99BySecond: r.bySecond.map((s) => s.p99),
        }),
      );
      visits += r.ok;
      continue;
    }
    const r = await fullSpeed({
      url: server.url,
      seconds: Number(values.seconds),
      pairs,
      pid: server.pid,
      connections: Number(values.connections),
    });
    visits += r.ok;
    console.log(
      JSON.stringify({
        rate: Math.round(r.rate),
        failed: r.failed,
        p50: r.p50,
        p99: r.p99,
        serverMs: +r.cpuMsPerVisit.toFixed(3),
        serverSysMs: +r.systemCpuMsPerVisit.toFixed(3),
        pgMs: +r.postgresCpuMsPerVisit.toFixed(3),
        loadMs: +r.loadCpuMsPerVisit.toFixed(3),
      }),
    );
  }
  if (heapDir) console.log(`heap sample: ${join(heapDir, `heap-${server.pid}.json`)} ${visits} (visits)`);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
