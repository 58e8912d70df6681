// Projection rebuild: `rebuild-projections` (the CLI) over a log of 1,000,000 events, in events per second and
// the CLI's peak RSS. The log is made as in production as far as time allows: attendees (two workbook imports),
// booths, lectures and a few thousand visits and check-ins through the API; the rest of the visits copied in
// their exact shape with SQL (bench/lib/visit-log-sql.mjs). Checked by the rebuild itself: on the API's part
// the rebuilt read models equal the live ones, on the whole log every visit has its row and every counter holds.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { attendeeIds, createBooths, importWorkbook, makeAttendeeWorkbook } from '../lib/fixtures.mjs';
import { checkIn, createLectures } from '../lib/lectures.mjs';
import { checkVisitorLists, checksums, differences } from '../lib/read-model-checks.mjs';
import { startServerProcess, stopsWithBench } from '../lib/server-process.mjs';
import { checkVisitShapes, generateVisits, pairOf } from '../lib/visit-log-sql.mjs';

const ENV = { RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_PUBLIC: '100000', RATE_LIMIT_CHECKIN: '1000000' };
const BOOTH_SHARE = 0.78; // of the visits: booth visits; the rest lecture check-ins

/** Every read model table, as the projections list them (the built server's own registry). */
async function readModelTables() {
  const { EventStore } = await import('../../server/dist/server/src/event-store/event-store.js');
  const { configureEventStore } = await import('../../server/dist/server/src/event-store/bounded-context.js');
  const { CONTEXTS } = await import('../../server/dist/server/src/contexts.js');
  const store = configureEventStore(new EventStore(undefined), CONTEXTS);
  return [...new Set(store.allProjections.flatMap((p) => p.tables))];
}

const memoryKb = (pid, field) => {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  } catch {
    return 0; // the process has ended
  }
};

/** Runs `rebuild-projections` on the database; wall seconds, events (as the CLI reports them), peak RSS in MB. */
export async function runRebuildCli(databaseUrl, cli = 'server/dist/server/src/cli.js') {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const started = performance.now();
  const child = stopsWithBench(
    spawn(process.execPath, [...nodeArgs, cli, 'rebuild-projections'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let peakKb = 0;
  const sample = () => (peakKb = Math.max(peakKb, memoryKb(child.pid, 'VmHWM')));
  const timer = setInterval(sample, 20);
  const code = await new Promise((resolve) => {
    child.once('exit', (exitCode) => resolve(exitCode));
    // the last sample before the process is reaped: VmHWM is the kernel's own peak
    child.stdout.once('end', sample);
  });
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`rebuild-projections exited ${code}: ${output}`);
  const events = Number(/이벤트 (\d+)개/.exec(output)?.[1]);
  return { seconds, events, peakMb: peakKb / 1024, output: output.trim() };
}

/** Runs `work(i)` for i < count with `parallel` in flight (requests arriving together, as the server batches them). */
export async function inParallel(count, parallel, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

async function recordBoothVisit(url, booth, attendeeId) {
  const res = await fetch(`${url}/api/booth-visits`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${booth.token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ boothId: booth.id, userId: attendeeId }),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The log's part made through the API: two workbook imports of `size.workbook` attendees, booths, lectures, then
 * `size.apiVisits` visits and `size.apiCheckIns` check-ins of pairs 0, 1, … (bench/lib/visit-log-sql.mjs).
 */
export async function recordApiPart(server, size, dir) {
  for (const half of [0, 1]) {
    const file = join(dir, `attendees-${half}.xlsx`);
    await makeAttendeeWorkbook(file, size.workbook, half * size.workbook);
    await importWorkbook(server, file, size.workbook);
  }
  // in id order: pair n's place is the n-th id, in the API's part and the generated one alike
  const booths = (await createBooths(server, size.booths, 'rebuild')).sort((a, b) => a.id - b.id);
  const lectures = (await createLectures(server, size.lectures)).sort((a, b) => a.id - b.id);
  const ids = await attendeeIds(server);
  const statuses = {};
  const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
  await inParallel(size.apiVisits, 32, async (n) => {
    const { place, attendee } = pairOf(n, ids.length, booths.length);
    count(await recordBoothVisit(server.url, booths[place], ids[attendee]));
  });
  await inParallel(size.apiCheckIns, 32, async (n) => {
    const { place, attendee } = pairOf(n, ids.length, lectures.length);
    count(await checkIn(server.url, lectures[place].id, ids[attendee]));
  });
  if (statuses[201] !== size.apiVisits + size.apiCheckIns)
    throw new Error(`visits through the API answered ${JSON.stringify(statuses)}`);
  return { booths, lectures, ids };
}

export const SIZES = {
  smoke: { events: 20_000, workbook: 2_500, booths: 10, lectures: 4, apiVisits: 200, apiCheckIns: 50 },
  full: {
    events: 1_000_000,
    workbook: 50_000,
    booths: 100,
    lectures: 20,
    apiVisits: 3_000,
    apiCheckIns: 1_000,
  },
};

export default {
  name: 'rebuild',
  title: 'Projection rebuild (rebuild-projections over 1,000,000 events)',
  async run(ctx) {
    const size = ctx.smoke ? SIZES.smoke : SIZES.full;
    const dir = mkdtempSync(join(tmpdir(), 'expo-bench-rebuild-'));
    const tables = await readModelTables();
    const server = await startServerProcess({ env: ENV });
    const client = new pg.Client({ connectionString: server.databaseUrl });
    try {
      // the API's part: attendees, booths, lectures, visits and check-ins, as the product records them
      let started = performance.now();
      const { booths, lectures, ids } = await recordApiPart(server, size, dir);
      const apiSeconds = (performance.now() - started) / 1000;
      await server.kill(); // the database stays; nothing else writes to it from here on
      await client.connect();
      const [{ events: apiEvents, last: apiLast }] = (
        await client.query(`SELECT count(*)::int AS events, max(position)::text AS last FROM event_log`)
      ).rows;
      ctx.log(`API part: ${apiEvents} events in ${Math.round(apiSeconds)} s`);

      // the rebuild of the API's part gives the read models the server built live
      const live = await checksums(client, tables);
      const apiRebuild = await runRebuildCli(server.databaseUrl);
      const rebuilt = await checksums(client, tables);
      const differing = differences(live, rebuilt);
      if (differing.length) throw new Error(`the rebuild differs from the live read models: ${differing}`);
      ctx.log(`rebuild of the API part equals the live read models (${apiRebuild.seconds.toFixed(1)} s)`);

      // the rest of the visits, in the shape the server wrote the API's ones
      const shapes = await checkVisitShapes(client, server.eventId);
      const generated = size.events - apiEvents;
      const boothVisits = Math.round(generated * BOOTH_SHARE);
      const generationSeconds = await generateVisits(client, {
        eventId: server.eventId,
        attendeeIds: ids,
        boothIds: booths.map((b) => b.id),
        lectureIds: lectures.map((l) => l.id),
        boothFrom: size.apiVisits,
        boothVisits,
        lectureFrom: size.apiCheckIns,
        checkIns: generated - boothVisits,
      });
      // as autovacuum leaves a log that has been there a while (hint bits set, statistics known)
      started = performance.now();
      await client.query('VACUUM (ANALYZE) event_log');
      const vacuumSeconds = (performance.now() - started) / 1000;
      ctx.log(
        `generated ${generated} events in ${generationSeconds.toFixed(1)} s (vacuum ${vacuumSeconds.toFixed(1)} s)`,
      );

      const rebuild = await runRebuildCli(server.databaseUrl);
      if (rebuild.events !== size.events)
        throw new Error(
          `the rebuild replayed ${rebuild.events} events, not ${size.events}: ${rebuild.output}`,
        );
      const rate = rebuild.events / rebuild.seconds;
      ctx.log(
        `rebuild: ${rebuild.events} events in ${rebuild.seconds.toFixed(1)} s, peak RSS ${Math.round(rebuild.peakMb)} MB`,
      );

      // the API's part as built live, and every generated visit where it belongs
      const upTo = { booth_visits: apiLast, lecture_checkins: apiLast };
      const apiPart = tables.filter((t) => t !== 'visit_counts');
      const after = await checksums(client, apiPart, upTo);
      const liveApiPart = Object.fromEntries(apiPart.map((t) => [t, live[t]]));
      const changed = differences(liveApiPart, after);
      if (changed.length) throw new Error(`the full rebuild changed the API's part: ${changed}`);
      const visitorRows = await checkVisitorLists(client);

      return [
        {
          key: 'rebuild.events-per-second',
          what: 'projection rebuild (rebuild-projections)',
          value: rate,
          unit: 'events/s',
          goal: { min: 50_000 },
          note: `${rebuild.events.toLocaleString('en-US')} events in ${rebuild.seconds.toFixed(1)} s, CLI peak RSS ${Math.round(rebuild.peakMb)} MB`,
          details: {
            events: rebuild.events,
            seconds: rebuild.seconds,
            peakRssMb: rebuild.peakMb,
            cliOutput: rebuild.output,
            log: {
              apiEvents,
              apiSeconds,
              attendees: ids.length,
              booths: booths.length,
              lectures: lectures.length,
              apiVisits: size.apiVisits,
              apiCheckIns: size.apiCheckIns,
              generatedEvents: generated,
              generatedBoothVisits: boothVisits,
              generatedCheckIns: generated - boothVisits,
              generationSeconds,
              vacuumSeconds,
              shapesChecked: shapes,
              visitorRows,
            },
            apiPartRebuild: {
              events: apiRebuild.events,
              seconds: apiRebuild.seconds,
              peakRssMb: apiRebuild.peakMb,
            },
          },
        },
      ];
    } finally {
      await client.end().catch(() => undefined);
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
