// The registration desk in Chromium against the built server on PostgreSQL, with 2,000 attendees imported:
// - scan to badge shown: on /desk (a desk laptop's session), a barcode scanner types an attendee's ID and Enter;
//   timed from the keystrokes to the attendee's card and badge preview on screen, for 60 different attendees;
// - a 2,000-badge batch: on /badges (admin), all 2,000 chosen and '인쇄' clicked; timed from the click to the
//   browser's print being called with every badge rendered (window.print is replaced by a recorder), then how
//   long Chromium takes to lay the job out as the PDF a printer would get (page.pdf).
/* global window -- the functions passed to the page run there */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import CHROMIUM_ARGS from '../../test/browser/support/chromium-args.json' with { type: 'json' };
import { adminPage, DESKTOP } from '../lib/admin-page.mjs';
import { api, attendeeIds, importWorkbook, makeAttendeeWorkbook } from '../lib/fixtures.mjs';
import { startServerProcess } from '../lib/server-process.mjs';
import { percentile } from '../lib/visit-load.mjs';

const ms = (value) => `${Math.round(value)} ms`;

async function deskPage(browser, server) {
  const made = await api(server.url, '/api/desks', {
    method: 'POST',
    token: server.token,
    body: { name: '벤치 데스크', loginId: 'bench-desk', password: 'bench-desk-1' },
  });
  if (made.status !== 201) throw new Error(`desk: ${made.status} ${JSON.stringify(made.body)}`);
  const login = await api(server.url, '/api/desk-login', {
    method: 'POST',
    body: { loginId: 'bench-desk', password: 'bench-desk-1' },
  });
  const context = await browser.newContext(DESKTOP);
  await context.addInitScript(
    (session) => window.localStorage.setItem('deskSession', session),
    JSON.stringify(login.body),
  );
  const page = await context.newPage();
  await page.goto(`${server.url}/desk`);
  await page.getByRole('combobox', { name: '참석자 찾기' }).waitFor();
  return { page, context };
}

/** One scan: the scanner's keystrokes and Enter, then the card and the badge preview of that attendee. */
async function scanOnce(page, id) {
  const input = page.getByRole('combobox', { name: '참석자 찾기' });
  await input.fill('');
  const started = performance.now();
  await page.keyboard.type(String(id));
  await page.keyboard.press('Enter');
  await page.locator(`[data-testid="desk-card"][data-attendee-id="${id}"]`).waitFor();
  await page.locator('.desk-badge-preview [data-testid="badge"]').waitFor();
  return performance.now() - started;
}

export default {
  name: 'desk',
  title: 'Registration desk (/desk scan, /badges batch; Chromium)',
  async run(ctx) {
    const count = ctx.smoke ? 40 : 2000;
    const scans = ctx.smoke ? 5 : 60;
    const server = await startServerProcess();
    const dir = mkdtempSync(join(tmpdir(), 'bench-desk-'));
    let browser;
    try {
      const file = join(dir, 'attendees.xlsx');
      await makeAttendeeWorkbook(file, count);
      await importWorkbook(server, file, count);
      const ids = await attendeeIds(server);
      browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

      const desk = await deskPage(browser, server);
      await scanOnce(desk.page, ids[0]); // the first one loads the page's code and fonts
      const times = [];
      for (let i = 1; i <= scans; i++) times.push(await scanOnce(desk.page, ids[(i * 31) % ids.length]));
      await desk.context.close();
      const sorted = [...times].sort((a, b) => a - b);
      const [p50, p95] = [percentile(sorted, 50), percentile(sorted, 95)];
      ctx.log(`scan to badge shown: p50 ${ms(p50)}, p95 ${ms(p95)} over ${scans} scans`);

      const admin = await adminPage(browser, server);
      const page = admin.page;
      await page.goto(`${server.url}/badges`);
      await page.getByRole('heading', { name: '명찰 일괄 출력', level: 1 }).waitFor();
      await page.getByLabel('정렬').selectOption('id');
      await page.getByRole('button', { name: '검색', exact: true }).click();
      await page
        .getByTestId('badge-batch-count')
        .filter({ hasText: `총 ${count.toLocaleString('ko-KR')}명` })
        .waitFor();
      const clickedAt = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: '인쇄', exact: true }).click();
      await page.waitForFunction(() => window.__printCalls.length > 0, null, { timeout: 120_000 });
      const printedAt = await page.evaluate(() => window.__printCalls[0]);
      const rendered = await page.locator('.badge-print-area [data-testid="badge"]').count();
      if (rendered !== count) throw new Error(`${rendered} of ${count} badges rendered`);
      const readySeconds = (printedAt - clickedAt) / 1000;
      const pdfStarted = performance.now();
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      const pdfSeconds = (performance.now() - pdfStarted) / 1000;
      await admin.context.close();
      ctx.log(
        `${count} badges: print called ${readySeconds.toFixed(2)} s after the click; PDF ${pdfSeconds.toFixed(1)} s`,
      );

      return [
        {
          key: 'desk.scan-to-badge',
          what: 'desk scan to badge shown (p95)',
          value: p95,
          unit: 'ms',
          goal: ctx.smoke ? undefined : { max: 300 },
          note: `p50 ${ms(p50)}, max ${ms(sorted.at(-1))}; ${scans} scans (ID + Enter) of ${count} attendees`,
          details: { times },
        },
        {
          key: 'desk.batch-ready',
          what: `${count.toLocaleString('en-US')}-badge batch ready to print`,
          value: readySeconds,
          unit: 's',
          goal: ctx.smoke ? undefined : { max: 10 },
          note: `click to print called, ${rendered} badges with QR rendered; Chromium's print layout of the job (PDF, ${Math.round(pdf.length / 1024 / 1024)} MB) ${pdfSeconds.toFixed(1)} s more`,
        },
      ];
    } finally {
      await browser?.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
