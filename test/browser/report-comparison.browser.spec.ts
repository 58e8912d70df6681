import { copyFileSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventReport } from '@expo/contract/reports';
import { eventMaker, type MadeEvent } from '../support/compared-events.js';
import { ORGANISER } from '../support/test-server.js';
import { PHONE, sessionStorageValues, useBrowserSuite, type AdminLogin } from './support/browser.js';
import { pdfFilePngs } from './support/print.js';
import { REPORT_BLOCKS } from './support/event-report-blocks.js';
import { expectPrintedInside, printReport } from './support/print-blocks.js';

/**
 * 전년 대비 on /report (issue 47, point 9): the organiser picks an earlier event, the section shows both events'
 * figures as the API has them, the workbook's '전년 대비' sheet has the page's, and it prints on A4. Two events
 * made through the API; one server for the file.
 */

const suite = useBrowserSuite();
const DESK = { width: 1280, height: 900 } as const;

let organiser: string;
let last: MadeEvent;
let current: MadeEvent;

beforeAll(async () => {
  organiser = (await suite.server.session(ORGANISER.username, ORGANISER.password)).token;
  const make = eventMaker(
    () => suite.server,
    () => organiser,
  );
  last = await make({
    name: '2025 스마트 산업 엑스포',
    startDate: '2025-11-19',
    attendees: 5,
    entered: 3,
    booths: [
      { name: '스마트 팩토리관', visitors: [0, 1, 2] },
      { name: 'AI 체험관', visitors: [3] },
    ],
    lectures: [[0, 1, 2, 3]],
  });
  // the organiser's last switch: it works in 2026 (the page's event)
  current = await make({
    name: '2026 스마트 산업 엑스포',
    startDate: '2026-11-18',
    attendees: 8,
    entered: 6,
    booths: [
      { name: '스마트 팩토리관', visitors: [0, 1, 2, 3, 4], revisit: true },
      { name: 'AI 체험관', visitors: [] },
      { name: '신규 부스', visitors: [5, 6] },
    ],
    lectures: [[0, 1], [2]],
  });
});

/** The organiser's session in 2026, as the switch answered it. */
function organiserStorage(): Record<string, string> {
  const login = current.login as unknown as AdminLogin & { role: string; eventName: string };
  return { ...sessionStorageValues(login), adminRole: login.role, eventName: login.eventName };
}

const compared = async () => {
  const res = await suite.server.api<EventReport>(
    `/api/reports/event?eventId=${String(current.id)}&compareTo=${String(last.id)}`,
    { token: organiser },
  );
  expect(res.status).toBe(200);
  return res.body.comparison!;
};

/** /report of 2026 with 2025 picked in '전년 대비', the chart drawn. */
async function openCompared(viewport: { width: number; height: number } = DESK): Promise<Page> {
  const page = await suite.newPage({ viewport, localStorage: organiserStorage() });
  await page.goto(`${suite.url}/report`);
  await page.getByTestId('report-compare').selectOption(String(last.id));
  await page.locator('[data-testid="report-comparison-chart"] svg.recharts-surface').waitFor();
  return page;
}

/** The comparison's data-figures: key → text. */
const comparisonFigures = (page: Page) =>
  page
    .locator('[data-testid="report-comparison"] [data-figure]')
    .evaluateAll((elements) =>
      Object.fromEntries(elements.map((e) => [e.getAttribute('data-figure'), e.textContent ?? ''])),
    );

/** What the page must show for a figure, written from the API's numbers independently of the page's code. */
const count = (n: number) => n.toLocaleString('ko-KR');
const pct = (share: number) =>
  (Math.round(share * 1000) / 10).toLocaleString('ko-KR', { maximumFractionDigits: 1 });
const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

describe('/report 전년 대비', () => {
  it('is offered to the organiser, not to an event admin; the choice goes into the address', async () => {
    const admin = await suite.newPage({ session: 'admin', viewport: DESK });
    await admin.goto(`${suite.url}/report`);
    await admin.getByTestId('report-attendance').waitFor();
    expect(await admin.getByTestId('report-compare').count()).toBe(0);

    const page = await suite.newPage({ viewport: DESK, localStorage: organiserStorage() });
    await page.goto(`${suite.url}/report`);
    await page
      .getByTestId('report-compare')
      .locator(`option[value="${String(last.id)}"]`)
      .waitFor({ state: 'attached' });
    const options = await page.getByTestId('report-compare').locator('option').allTextContents();
    // the other events, newest first, without this one
    expect(options[0]).toBe('비교 안 함');
    expect(options.indexOf('2025 스마트 산업 엑스포 (2025-11-19)')).toBeGreaterThan(0);
    expect(options.some((o) => o.startsWith('2026 스마트 산업 엑스포'))).toBe(false);
    await page.getByTestId('report-compare').selectOption(String(last.id));
    await page.getByTestId('report-comparison').waitFor();
    expect(new URL(page.url()).searchParams.get('compareTo')).toBe(String(last.id));
    expect(await page.getByTestId('report-booth-reports').getAttribute('href')).toBe(
      `/report/booths?compareTo=${String(last.id)}`,
    );
  });

  it("shows every comparison figure as the API's, looks right at 1280 and 360 px", async () => {
    const page = await openCompared();
    const comparison = await compared();
    const want: Record<string, string> = {};
    for (const row of comparison.rows) {
      const key = `comparison.${row.metric}`;
      const value = (v: number | null) =>
        row.metric === 'entryRate' ? (v === null ? '-' : pct(v)) : count(v ?? 0);
      want[`${key}.current`] = value(row.current);
      want[`${key}.previous`] = value(row.previous);
      want[`${key}.change`] =
        row.change === null
          ? '-'
          : signed(row.metric === 'entryRate' ? pct(row.change) : count(row.change), row.change);
      want[`${key}.changeRate`] = row.changeRate === null ? '-' : signed(pct(row.changeRate), row.changeRate);
    }
    expect(await comparisonFigures(page)).toEqual(want);
    // the events made: 8 registered against 5, 7 booth visits against 4
    expect(want['comparison.registered.change']).toBe('+3');
    expect(want['comparison.boothVisits.current']).toBe('8');
    expect(await page.getByTestId('report-comparison').textContent()).toContain('2025 스마트 산업 엑스포');
    await page.getByTestId('report-comparison').screenshot({ path: '/tmp/compare-1280.png' });

    const phone = await openCompared(PHONE);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.getByTestId('report-comparison').screenshot({ path: '/tmp/compare-360.png' });
  });

  it("downloads a workbook whose '전년 대비' sheet has the page's figures", async () => {
    const page = await openCompared();
    const figures = await comparisonFigures(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-download').click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(await download.path()) as never);
    expect(workbook.worksheets.at(-1)?.name).toBe('전년 대비');
    const lines: unknown[][] = [];
    workbook.getWorksheet('전년 대비')!.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
    const [header, ...rows] = lines;
    expect(header).toEqual([
      '항목',
      '2026 스마트 산업 엑스포',
      '2025 스마트 산업 엑스포',
      '증감 (입장률은 %p)',
      '증감률 (%)',
    ]);
    const metrics = [
      'registered',
      'entered',
      'entryRate',
      'boothVisits',
      'uniqueVisitors',
      'lectureCheckIns',
    ];
    expect(rows).toHaveLength(metrics.length);
    const text = (value: unknown, sign = false) => {
      if (value === null || value === undefined) return '-';
      const n = Number(value);
      const written = n.toLocaleString('ko-KR', { maximumFractionDigits: 1 });
      return sign ? signed(written, n) : written;
    };
    const fromSheet: Record<string, string> = {};
    for (const [i, metric] of metrics.entries()) {
      const [, now, then, change, rate] = rows[i];
      fromSheet[`comparison.${metric}.current`] = text(now);
      fromSheet[`comparison.${metric}.previous`] = text(then);
      fromSheet[`comparison.${metric}.change`] = text(change, true);
      fromSheet[`comparison.${metric}.changeRate`] = text(rate, true);
    }
    expect(fromSheet).toEqual(figures);
  });

  it("gives the booths of both events their namesake's unique visitors on /report/booths", async () => {
    const page = await suite.newPage({ viewport: DESK, localStorage: organiserStorage() });
    await page.goto(`${suite.url}/report?compareTo=${String(last.id)}`);
    await page.getByTestId('report-comparison').waitFor();
    await page.getByTestId('report-booth-reports').click();
    await page.getByTestId('booth-reports').waitFor();
    const res = await suite.server.api(
      `/api/reports/booths?eventId=${String(current.id)}&compareTo=${String(last.id)}&visitors=false`,
      { token: organiser },
    );
    const cards = await page
      .locator('[data-figure*=".comparison."]')
      .evaluateAll((elements) =>
        Object.fromEntries(elements.map((e) => [e.getAttribute('data-figure'), e.textContent ?? ''])),
      );
    const want: Record<string, string> = {};
    for (const booth of res.body.booths as {
      boothId: number;
      comparison: { uniqueVisitors: number; change: number; changeRate: number | null } | null;
    }[]) {
      if (!booth.comparison) continue;
      const key = `boothReport.${String(booth.boothId)}.comparison`;
      want[`${key}.uniqueVisitors`] = count(booth.comparison.uniqueVisitors);
      want[`${key}.change`] = signed(count(booth.comparison.change), booth.comparison.change);
      if (booth.comparison.changeRate !== null)
        want[`${key}.changeRate`] = signed(pct(booth.comparison.changeRate), booth.comparison.changeRate);
    }
    // 스마트 팩토리관 5 against 3, AI 체험관 0 against 1; 신규 부스 was not there
    expect(Object.keys(want)).toHaveLength(6);
    expect(cards).toEqual(want);
    await page
      .getByTestId(`booth-report-${String(current.booths.get('스마트 팩토리관')!.id)}`)
      .getByTestId('booth-report-card-comparison')
      .screenshot({ path: '/tmp/compare-booth-card.png' });
  });

  it('prints on A4: every word inside the margins, no block cut, the picker left out', async () => {
    const page = await openCompared();
    const printed = await printReport(page, REPORT_BLOCKS, 'report-comparison.pdf');
    await expectPrintedInside(printed);
    expect(printed.blocks.filter((b) => b.label.includes('report-comparison')).length).toBeGreaterThanOrEqual(
      7,
    );
    const words = printed.words
      .flat()
      .map((w) => w.text)
      .join(' ');
    expect(words).toContain('전년');
    expect(words).not.toContain('비교 안 함');
    // the page the comparison is printed on, to look at
    const pageOf = printed.words.findIndex((line) => line.some((w) => w.text === '전년'));
    const pngs = await pdfFilePngs(printed.file, 80);
    copyFileSync(pngs[Math.max(0, pageOf)], '/tmp/compare-print.png');
  });
});
