// Excel import and export on one server on PostgreSQL: a 50,000-row workbook through POST /api/users/upload-excel
// (time, peak RSS, and what a second client asking /api/health every 20 ms waited meanwhile), a second one so
// the event has 100,000 attendees, all of them downloaded (GET /api/users/download-excel), then one booth visited
// by 100,000 distinct attendees (POST /api/booth-visits with its token) and its visitors downloaded
// (GET /api/booth-visits/{boothId}/download). Each download is timed to its last byte, its RSS growth is the
// peak during it minus the RSS before it, and the file is opened again (exceljs, an independent reader) to
// count its rows.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { attendeeIds, createBooths, importWorkbook, makeAttendeeWorkbook } from '../lib/fixtures.mjs';
import { measure, startServerProcess } from '../lib/server-process.mjs';
import { pairSource, percentile } from '../lib/visit-load.mjs';

const ENV = { RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_PUBLIC: '100000' };
const IN_FLIGHT = 50;
const mb = (value) => `${Math.round(value)} MB`;
const s = (value) => `${value.toFixed(2)} s`;

/** Runs `work` while another client asks for /api/health every 20 ms; returns its result and those waits (ms). */
async function withHealthProbe(url, work) {
  const waits = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/api/health`).then((res) => res.arrayBuffer());
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  let result;
  try {
    result = await work();
  } finally {
    running = false;
    await probing;
  }
  return { result, waits: waits.sort((a, b) => a - b) };
}

/** Downloads `path` as the admin: the whole body (time and RSS growth measured by the caller). */
async function download(server, path) {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${server.token}` } });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  const chunks = [];
  for await (const chunk of res.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The rows of each sheet of an .xlsx, as exceljs's streaming reader counts them (the file must open). */
async function rowsPerSheet(file) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  const counts = [];
  for await (const sheet of reader) {
    let rows = 0;
    for await (const _row of sheet) rows++;
    counts.push(rows);
  }
  return counts;
}

/** A download measured and checked: time, RSS growth, bytes, and the rows it holds (header + `rows`). */
async function measuredDownload(server, path, rows, ctx) {
  const got = await measure(server.pid, () => download(server, path));
  const file = got.result;
  // a row of these sheets takes at least 20 bytes compressed and at most 300 (a plausible .xlsx, not an error)
  if (file.length < rows * 20 || file.length > rows * 300 + 100_000)
    throw new Error(`GET ${path}: ${file.length} bytes for ${rows} rows`);
  const counted = await rowsPerSheet(file);
  if (counted[0] !== rows + 1)
    throw new Error(`GET ${path}: ${counted[0]} rows in the file, ${rows + 1} expected`);
  ctx.log(`${path}: ${s(got.seconds)}, ${(file.length / 2 ** 20).toFixed(1)} MB, ${counted[0]} rows`);
  return { ...got, bytes: file.length };
}

/** `count` visits of one booth by distinct attendees, ~IN_FLIGHT requests at a time (autocannon). */
async function recordVisits(server, booth, ids, count) {
  const pairs = pairSource([booth], ids);
  const result = await autocannon({
    url: server.url,
    connections: IN_FLIGHT,
    amount: count,
    requests: [
      {
        method: 'POST',
        path: '/api/booth-visits',
        setupRequest: (req) => {
          const { attendee } = pairs.next();
          return {
            ...req,
            headers: { authorization: `Bearer ${booth.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ boothId: booth.id, userId: attendee }),
          };
        },
      },
    ],
  });
  if (result['2xx'] !== count)
    throw new Error(
      `visits: ${result['2xx']} of ${count} recorded (${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors)`,
    );
  return result;
}

export default {
  name: 'excel',
  title: 'Excel import and export',
  async run(ctx) {
    const dir = mkdtempSync(join(tmpdir(), 'expo-bench-excel-'));
    const half = ctx.smoke ? 1000 : 50_000;
    const visits = 2 * half;
    const server = await startServerProcess({ env: ENV });
    try {
      ctx.log(`setup: two workbooks of ${half} attendees (Korean names, distinct phone numbers)`);
      const files = [];
      for (const from of [0, half]) {
        const file = join(dir, `attendees-${from}.xlsx`);
        await makeAttendeeWorkbook(file, half, from);
        files.push(file);
      }
      const workbookMb = statSync(files[0]).size / 2 ** 20;

      const imported = await withHealthProbe(server.url, () =>
        measure(server.pid, () => importWorkbook(server, files[0], half)),
      );
      const importRun = imported.result;
      const health = imported.waits;
      ctx.log(
        `import: ${s(importRun.seconds)}, peak ${mb(importRun.peakMb)}, health p99 ${Math.round(percentile(health, 99))} ms`,
      );
      await importWorkbook(server, files[1], half);

      const attendees = await measuredDownload(
        server,
        `/api/users/download-excel?eventId=${server.eventId}`,
        2 * half,
        ctx,
      );

      ctx.log(`setup: one booth visited by ${visits} distinct attendees`);
      const [booth] = await createBooths(server, 1, 'excel');
      const ids = await attendeeIds(server);
      const load = await recordVisits(server, booth, ids, visits);
      const visitors = await measuredDownload(server, `/api/booth-visits/${booth.id}/download`, visits, ctx);

      const count = (n) => n.toLocaleString('en-US');
      const downloadNote = (got) =>
        `RSS ${mb(got.beforeMb)} before, peak ${mb(got.peakMb)}; ${(got.bytes / 2 ** 20).toFixed(1)} MB file`;
      return [
        {
          key: 'excel.import.seconds',
          what: `Excel import of ${count(half)} rows`,
          value: importRun.seconds,
          unit: 's',
          goal: { max: 10 },
          note: `${workbookMb.toFixed(1)} MB workbook; /api/health meanwhile: p50 ${Math.round(percentile(health, 50))} ms, p99 ${Math.round(percentile(health, 99))} ms (${health.length} probes)`,
          details: {
            workbookMb,
            health: {
              p50: percentile(health, 50),
              p99: percentile(health, 99),
              max: health.at(-1),
              probes: health.length,
            },
          },
        },
        {
          key: 'excel.import.peak-rss',
          what: `server peak RSS during the import of ${count(half)} rows`,
          value: importRun.peakMb,
          unit: 'MB',
          goal: { max: 300 },
          note: `RSS ${mb(importRun.beforeMb)} before`,
          details: { beforeMb: importRun.beforeMb },
        },
        {
          key: 'excel.export-attendees.seconds',
          what: `Excel download of ${count(2 * half)} attendees`,
          value: attendees.seconds,
          unit: 's',
          goal: { max: 5 },
          note: downloadNote(attendees),
          details: { bytes: attendees.bytes },
        },
        {
          key: 'excel.export-attendees.rss-growth',
          what: `server RSS growth during the download of ${count(2 * half)} attendees`,
          value: attendees.peakMb - attendees.beforeMb,
          unit: 'MB',
          goal: { max: 100 },
          note: downloadNote(attendees),
          details: { beforeMb: attendees.beforeMb, peakMb: attendees.peakMb },
        },
        {
          key: 'excel.export-visits.seconds',
          what: `Excel download of one booth's ${count(visits)} visits`,
          value: visitors.seconds,
          unit: 's',
          goal: { max: 5 },
          note: `${downloadNote(visitors)}; visits recorded at ${Math.round(load['2xx'] / load.duration)}/s`,
          details: { bytes: visitors.bytes },
        },
        {
          key: 'excel.export-visits.rss-growth',
          what: `server RSS growth during the download of ${count(visits)} visits`,
          value: visitors.peakMb - visitors.beforeMb,
          unit: 'MB',
          goal: { max: 100 },
          note: downloadNote(visitors),
          details: { beforeMb: visitors.beforeMb, peakMb: visitors.peakMb },
        },
      ];
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
