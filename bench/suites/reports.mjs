// The 결과보고서 of a big expo: 100,000 attendees (two workbook imports), 200 booths, 30 lectures and 1,000,000
// visits over three days of ten opening hours (900,000 booth visits, 100,000 lecture check-ins, and a tenth of the
// booth visits followed by a revisit), desk entries and
// booth leads through the API. The API's part is made as the product records it; the rest of the visits are
// copied in its exact shape with SQL (bench/lib/visit-log-sql.mjs) and the read models rebuilt from the log by
// the CLI, as the rebuild suite does. Then, on a server started on that database:
// - GET /api/reports/event: its answer time (median of 5 after a first one), against the database's floor for
//   reading the visits at all, a `SELECT count(*) FROM booth_visits` timed in the same run;
// - /report in Chromium: from navigation start to every section and chart drawn (ready to print), and how long
//   Chromium then takes to lay the whole report out as the PDF a printer would get.
/* global document -- the functions passed to the page run there */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import CHROMIUM_ARGS from '../../test/browser/support/chromium-args.json' with { type: 'json' };
import { adminPage } from '../lib/admin-page.mjs';
import { api } from '../lib/fixtures.mjs';
import { startServerProcess } from '../lib/server-process.mjs';
import { generateRevisits, generateVisits } from '../lib/visit-log-sql.mjs';
import { inParallel, recordApiPart, runRebuildCli } from './rebuild.mjs';

const ENV = { RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_PUBLIC: '100000', RATE_LIMIT_CHECKIN: '1000000' };

const SIZES = {
  smoke: {
    workbook: 1_000,
    booths: 10,
    lectures: 4,
    apiVisits: 100,
    apiCheckIns: 20,
    boothVisits: 5_000,
    checkIns: 1_000,
    entries: 50,
    leads: 20,
  },
  full: {
    workbook: 50_000,
    booths: 200,
    lectures: 30,
    apiVisits: 3_000,
    apiCheckIns: 1_000,
    boothVisits: 900_000,
    checkIns: 100_000,
    entries: 2_000,
    leads: 1_000,
  },
};
/** The expo's opening hours, over which the generated visits are spread. */
const SPREAD = { from: '2026-11-25T09:00:00+09:00', days: 3, hours: 10 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Desk entries of the first `count` attendees and lead ratings of the first `leads` visits, through the API. */
async function entriesAndLeads(server, { ids, booths }, size) {
  await inParallel(size.entries, 16, async (i) => {
    const res = await api(server.url, `/api/desk/attendees/${ids[i]}/entries`, {
      method: 'POST',
      token: server.token,
      body: {},
    });
    if (res.status !== 200) throw new Error(`entry: ${res.status} ${JSON.stringify(res.body)}`);
  });
  // the API's part: visit n is attendee n % attendees at booth (n / attendees + n % attendees) % booths
  await inParallel(size.leads, 16, async (n) => {
    const booth = booths[(Math.floor(n / ids.length) + (n % ids.length)) % booths.length];
    const res = await api(server.url, `/api/booth-login/${booth.id}/leads/${ids[n % ids.length]}`, {
      method: 'PUT',
      token: booth.token,
      body: { interest: ['high', 'medium', 'low'][n % 3] },
    });
    if (res.status !== 200) throw new Error(`lead: ${res.status} ${JSON.stringify(res.body)}`);
  });
}

async function timeReport(server, runs) {
  const times = [];
  let report;
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const res = await api(server.url, '/api/reports/event', { token: server.token });
    const seconds = (performance.now() - started) / 1000;
    if (res.status !== 200) throw new Error(`report: ${res.status} ${JSON.stringify(res.body)}`);
    report = res.body;
    if (i > 0) times.push(seconds); // the first one also prepares the statements on its connection
  }
  return { times, report };
}

async function timeCountFloor(client, eventId, runs) {
  const times = [];
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    await client.query('SELECT count(*) FROM booth_visits WHERE event_id = $1', [eventId]);
    if (i > 0) times.push((performance.now() - started) / 1000);
  }
  return times;
}

/** /report opened in Chromium: seconds to every section and chart drawn, then seconds to the PDF. */
async function timeReportPage(browser, server, report) {
  const { page, context } = await adminPage(browser, server);
  try {
    // the app's code and fonts once, as an organiser's browser has them after the first screen
    await page.goto(`${server.url}/users`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const started = performance.now();
    await page.goto(`${server.url}/report`);
    const booths = report.booths.length;
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="report-messages"]') !== null &&
        document.querySelectorAll('[data-figure^="booth."][data-figure$=".uniqueVisitors"]').length ===
          expected &&
        [...document.querySelectorAll('svg.recharts-surface')].every((svg) => svg.querySelector('path')),
      booths,
      { timeout: 120_000, polling: 50 },
    );
    const readySeconds = (performance.now() - started) / 1000;
    const charts = await page.locator('svg.recharts-surface').count();
    const pdfStarted = performance.now();
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const pdfSeconds = (performance.now() - pdfStarted) / 1000;
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    return { readySeconds, charts, pdfSeconds, pdfPages: pages, pdfBytes: pdf.length };
  } finally {
    await context.close();
  }
}

export default {
  name: 'reports',
  title: 'The 결과보고서 of 100,000 attendees and 1,000,000 visits (API and Chromium)',
  async run(ctx) {
    const size = ctx.smoke ? SIZES.smoke : SIZES.full;
    const dir = mkdtempSync(join(tmpdir(), 'expo-bench-reports-'));
    const first = await startServerProcess({ env: ENV });
    let server;
    let browser;
    const client = new pg.Client({ connectionString: first.databaseUrl });
    try {
      let started = performance.now();
      const made = await recordApiPart(first, size, dir);
      await entriesAndLeads(first, made, size);
      ctx.log(`API part in ${Math.round((performance.now() - started) / 1000)} s`);
      await first.kill(); // nothing else writes to the database from here on
      await client.connect();
      const generationSeconds = await generateVisits(client, {
        eventId: first.eventId,
        attendeeIds: made.ids,
        boothIds: made.booths.map((b) => b.id),
        lectureIds: made.lectures.map((l) => l.id),
        boothFrom: size.apiVisits,
        boothVisits: size.boothVisits - size.apiVisits,
        lectureFrom: size.apiCheckIns,
        checkIns: size.checkIns - size.apiCheckIns,
        spread: SPREAD,
      });
      // a tenth of the booth visits followed by the visitor coming back (the report's revisit figures)
      const revisits = await generateRevisits(client);
      const rebuild = await runRebuildCli(first.databaseUrl);
      started = performance.now();
      await client.query('VACUUM (ANALYZE)'); // as autovacuum leaves tables that have been there a while
      ctx.log(
        `generated in ${generationSeconds.toFixed(1)} s, rebuilt ${rebuild.events} events in ${rebuild.seconds.toFixed(1)} s, vacuum ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const [counts] = (
        await client.query(
          `SELECT (SELECT count(*) FROM attendees)::int AS attendees, (SELECT count(*) FROM booth_visits)::int AS booth,
                  (SELECT count(*) FROM lecture_checkins)::int AS lecture,
                  (SELECT count(*) FROM booth_revisits)::int AS revisits`,
        )
      ).rows;
      if (
        counts.booth !== size.boothVisits ||
        counts.lecture !== size.checkIns ||
        counts.revisits !== revisits
      )
        throw new Error(`read models hold ${JSON.stringify(counts)}`);

      server = await startServerProcess({ databaseUrl: first.databaseUrl, env: ENV });
      const runs = ctx.smoke ? 2 : 5;
      const { times, report } = await timeReport(server, runs);
      const floor = await timeCountFloor(client, server.eventId, runs);
      const visits = report.hourly.reduce((n, h) => n + h.boothVisits + h.lectureCheckIns, 0);
      if (visits !== size.boothVisits + revisits + size.checkIns)
        throw new Error(
          `the report counts ${visits} visits of ${size.boothVisits + revisits + size.checkIns}`,
        );
      ctx.log(`report: median ${median(times).toFixed(2)} s; count(*) floor ${median(floor).toFixed(3)} s`);

      browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
      const page = await timeReportPage(browser, server, report);
      ctx.log(
        `/report ready in ${page.readySeconds.toFixed(2)} s (${page.charts} charts), PDF ${page.pdfSeconds.toFixed(1)} s, ${page.pdfPages} pages`,
      );
      const scale = `${counts.attendees.toLocaleString('en-US')} attendees, ${visits.toLocaleString('en-US')} visits (${revisits.toLocaleString('en-US')} of them revisits), ${report.booths.length} booths, ${report.lectures.length} lectures`;
      return [
        {
          key: 'reports.count-floor',
          what: "the database's floor: SELECT count(*) of the booth visits",
          value: median(floor),
          unit: 's',
          note: `median of ${runs}, ${counts.booth.toLocaleString('en-US')} rows`,
          details: { times: floor },
        },
        {
          key: 'reports.event-report',
          what: 'event report (GET /api/reports/event)',
          value: median(times),
          unit: 's',
          goal: ctx.smoke ? undefined : { max: 2 },
          limit: { key: 'reports.count-floor', value: median(floor) },
          note: `median of ${runs}, max ${Math.max(...times).toFixed(2)} s; ${scale}`,
          details: { times, counts, rebuild: { events: rebuild.events, seconds: rebuild.seconds } },
        },
        {
          key: 'reports.page-ready',
          what: '/report ready to print in Chromium',
          value: page.readySeconds,
          unit: 's',
          goal: ctx.smoke ? undefined : { max: 5 },
          note: `navigation to every section and its ${page.charts} charts drawn; Chromium's PDF of it ${page.pdfSeconds.toFixed(1)} s more (${page.pdfPages} A4 pages)`,
          details: page,
        },
      ];
    } finally {
      await browser?.close();
      await client.end().catch(() => undefined);
      await server?.kill();
      await first.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
