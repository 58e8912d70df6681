import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percent } from '@expo/contract/report-figures';
import type { BoothReport, BoothReports } from '@expo/contract/reports';
import type { Stats } from '@expo/contract/stats';
import { attendee } from '../support/attendee-fixtures.js';
import { boothWithPhone } from '../support/booth-fixtures.js';
import { asIfScannedEarlier } from '../support/earlier-visits.js';
import { privacySettings } from '../support/privacy-settings.mjs';
import { expectNoOverflow } from './support/overflow.js';
import { allowConsoleErrors, eventually, textOf, useBrowserSuite } from './support/browser.js';
import { pdfEdges, pdfFilePages, roundedSizes, stubPrint, waitForPrint } from './support/print.js';
import {
  expectPrintedInside,
  printedWords,
  printReport,
  type PrintBlockRules,
  type PrintedReport,
} from './support/print-blocks.js';
import { screenshot } from './support/screenshots.js';

/**
 * The 부스 성과 보고서 as the booth prints it on its phone (/booth-report) and as the admin prints every booth's
 * (/report/booths): every number the page shows is the API's, every chart is drawn, the print job is A4 with each
 * booth from a page of its own, every word inside the margins and no block cut by a page break (a visitor list
 * over several pages), a visitor who did not consent is never on the page nor on paper, and the reason is asked
 * (a '조회 사유', in the downloads' dialog) before visitors are named when the event wants it.
 */

const suite = useBrowserSuite();

const PHONE_390 = { width: 390, height: 844 } as const;
const DESK = { width: 1280, height: 800 } as const;

interface Stand {
  id: number;
  token: string;
  name: string;
}
interface Person {
  id: number;
  name: string;
  affiliation: string;
  phoneNumber: string;
}

const BOOTH_NAMES = [
  '스마트팩토리 솔루션 체험관',
  '그린에너지 전시관',
  '바이오헬스 라운지',
  '로보틱스 스튜디오',
];
let stands: Stand[];
/**
 * Booth 0's visitors who consented to 부스 제공: seven named here, then a crowd of CROWD more (enough for the
 * visitor list to run over a printed page).
 */
let visitors: Person[];
/** Booth 0's visitors who never consented (one refused, one was never asked). */
let hidden: Person[];

const CROWD = 36;
const CROWD_AFFILIATIONS = [
  '한빛전자',
  '서울대학교',
  '한국산업기술진흥원 스마트제조혁신추진단',
  '대한물산',
  '초거대인공지능기반차세대반도체설계자동화플랫폼공동연구개발컨소시엄',
  '미래모빌리티 연구소',
  '푸른바이오',
];
const CROWD_MEMOS = [
  '부스 데모 후 기술 자료 요청, 다음 달 공장 방문 일정 협의 예정. 담당 부서는 생산기술팀이며 예산은 하반기에 확정된다고 함.',
  '재방문 약속',
  '스마트팩토리통합운영플랫폼도입검토요청서송부예정',
];

const eventQuery = () => `eventId=${String(suite.admin.eventId)}`;

async function settings(changes: Record<string, boolean>) {
  await suite.adminApi(`/api/privacy-settings?${eventQuery()}`, {
    method: 'PUT',
    body: privacySettings(changes),
  });
}

async function boothApi<T>(stand: Stand, path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await suite.server.api<T>(`/api/booth-login/${String(stand.id)}${path}`, {
    method,
    token: stand.token,
    body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function scan(stand: Stand, person: Person) {
  const res = await suite.server.api('/api/booth-visits', {
    method: 'POST',
    token: stand.token,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: { boothId: stand.id, userId: person.id },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function person(fields: Record<string, unknown>, consent: boolean | null): Promise<Person> {
  const created = await suite.adminApi<Person>(`/api/users/register?${eventQuery()}`, {
    method: 'POST',
    body: attendee(fields),
  });
  // the read model's column is what reports read (as exhibitor-consent.browser.spec.ts sets it)
  await suite.server.sql(`UPDATE attendees SET exhibitor_consent = $2 WHERE id = $1`, [created.id, consent]);
  return created;
}

beforeAll(async () => {
  stands = [];
  for (const [i, name] of BOOTH_NAMES.entries()) {
    const made = await boothWithPhone(suite.server, suite.admin.token, {
      boothName: name,
      loginId: `perf-booth-${String(i)}`,
    });
    stands.push({ ...made, name });
  }
  const consenting = [
    ['김민수', '한빛전자', '대한민국'],
    ['이서연', '한빛전자', '대한민국'],
    ['박지훈', '서울대학교', '대한민국'],
    ['최하은', '미래모빌리티 연구소', '대한민국'],
    ['정도윤', '서울대학교', '대한민국'],
    ['야마다 하나코', '도쿄상사', '일본'],
    ['John Smith', 'Acme Robotics', '미국'],
  ];
  visitors = [];
  for (const [i, [name, affiliation, country]] of consenting.entries())
    visitors.push(
      await person({ name, affiliation, country, phoneNumber: `010-7400-000${String(i)}` }, true),
    );
  hidden = [
    await person({ name: '이거부', affiliation: '비밀상사', phoneNumber: '010-7300-0002' }, false),
    await person({ name: '모름이', affiliation: '무응답기획', phoneNumber: '010-7300-0003' }, null),
  ];
  const named = visitors.length;
  for (let i = 0; i < CROWD; i++)
    visitors.push(
      await person(
        {
          name: `${'김이박최정강조윤장임'[i % 10]}${['민준', '서윤', '하준', '지우'][i % 4]}${String(i + 1)}`,
          affiliation: CROWD_AFFILIATIONS[i % CROWD_AFFILIATIONS.length],
          country: i % 9 === 4 ? '베트남' : '대한민국',
          phoneNumber: `010-7401-${String(1000 + i)}`,
        },
        true,
      ),
    );
  for (const visitor of [...visitors, ...hidden]) await scan(stands[0], visitor);
  for (const visitor of visitors.slice(0, 3)) await scan(stands[1], visitor);
  await scan(stands[3], visitors[4]);
  // back at the booth later (each more than half an hour after the last scan): visitors 0 (twice) and 2, and
  // one who did not consent; their times are moved into the two days below
  const revisits: [Person, number, string][] = [
    [visitors[0], 2, '15:30'],
    [visitors[0], 1, '10:40'],
    [visitors[2], 2, '14:45'],
    [hidden[0], 1, '16:30'],
  ];
  for (const [visitor] of revisits) {
    await asIfScannedEarlier(suite.server.sql, stands[0].id, visitor.id, 40);
    await scan(stands[0], visitor);
  }
  // two days at the booth: the API stamps each scan with its own time, so the read model's times are moved
  // to the two days before (Korean time), with quiet hours between
  const times: [number, string][] = [
    [2, '10:20'],
    [2, '11:05'],
    [2, '11:40'],
    [2, '14:10'],
    [1, '09:30'],
    [1, '10:15'],
    [1, '13:50'],
  ];
  // the crowd over both days, the day before from 08 to 21 o'clock (a chart as wide as the page, its table
  // below it), then the two who did not consent
  for (let i = 0; i < CROWD; i++) {
    const hour = i % 2 === 0 ? 8 + ((i / 2) % 14) : 10 + (((i - 1) / 2) % 7);
    times.push([1 + (i % 2), `${String(hour).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`]);
  }
  times.push([1, '13:55'], [1, '16:20']);
  for (const [i, visitor] of [...visitors, ...hidden].entries())
    await suite.server.sql(
      `UPDATE booth_visits
          SET visited_at = (date_trunc('day', now() AT TIME ZONE 'Asia/Seoul') - make_interval(days => $3)
                            + $4::interval) AT TIME ZONE 'Asia/Seoul'
        WHERE booth_id = $1 AND attendee_id = $2`,
      [stands[0].id, visitor.id, times[i][0], times[i][1]],
    );
  for (const [k, [visitor, day, time]] of revisits.entries())
    await suite.server.sql(
      `UPDATE booth_revisits
          SET visited_at = (date_trunc('day', now() AT TIME ZONE 'Asia/Seoul') - make_interval(days => $3)
                            + $4::interval) AT TIME ZONE 'Asia/Seoul'
        WHERE position = (SELECT position FROM booth_revisits WHERE booth_id = $1 AND attendee_id = $2
                           ORDER BY position OFFSET $5 LIMIT 1)`,
      [stands[0].id, visitor.id, day, time, revisits.slice(0, k).filter(([v]) => v === visitor).length],
    );
  await boothApi(stands[0], '/lead-tags', 'PUT', { tags: ['견적 요청', '샘플 발송', '재방문 예정'] });
  const leads: [Person, Record<string, unknown>][] = [
    [visitors[0], { interest: 'high', tags: ['견적 요청', '샘플 발송'], memo: '다음 주 화요일 견적서 송부' }],
    [visitors[1], { interest: 'high', tags: ['견적 요청'] }],
    [visitors[2], { interest: 'medium', tags: ['재방문 예정'], memo: '구매팀 연결 요청' }],
    [visitors[5], { interest: 'low' }],
    [hidden[0], { interest: 'medium', tags: ['견적 요청'], memo: '비공개 방문자 메모' }],
  ];
  for (let i = 0; i < CROWD; i += 4)
    leads.push([
      visitors[named + i],
      {
        interest: (['high', 'medium', 'low'] as const)[i % 3],
        memo: CROWD_MEMOS[(i / 4) % CROWD_MEMOS.length],
      },
    ]);
  for (const [visitor, lead] of leads)
    await boothApi(stands[0], `/leads/${String(visitor.id)}`, 'PUT', { tags: [], memo: '', ...lead });
});

afterAll(async () => {
  await settings({});
});

/** A booth phone signed in as `stand`. */
function boothPhone(stand: Stand): Promise<Page> {
  return suite.newPage({
    viewport: PHONE_390,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    localStorage: { boothId: String(stand.id), boothName: stand.name, boothToken: stand.token },
  });
}

/** Every `[data-figure]` of the page: its key and its number (null for '-'). */
async function shownFigures(page: Page, within = 'body'): Promise<Record<string, number | null>> {
  const pairs = await page
    .locator(`${within} [data-figure]`)
    .evaluateAll((elements) => elements.map((el) => [el.getAttribute('data-figure')!, el.textContent ?? '']));
  return Object.fromEntries(
    pairs.map(([key, text]) => [key, text.trim() === '-' ? null : Number(text.replace(/,/g, ''))]),
  );
}

/** The figures of one report as the API gives them (the hours apart: expectHourlyFigures). */
function apiFigures(report: BoothReport): Record<string, number | null> {
  const figures: Record<string, number | null> = {};
  const put = (key: string, value: number | null) =>
    (figures[`boothReport.${String(report.boothId)}.${key}`] = value);
  const { standing } = report;
  put('uniqueVisitors', report.uniqueVisitors);
  put('visits', report.visits);
  put('revisits', report.revisits);
  put('returningVisitors', report.returningVisitors);
  put('revisitRate', percent(report.revisitRate));
  put('rank', standing.rank);
  put('booths', standing.booths);
  put('topShare', percent(standing.topShare));
  put('eventMedian', standing.eventMedian);
  if (report.uniqueVisitors !== standing.eventMedian)
    put('medianDifference', Math.abs(report.uniqueVisitors - standing.eventMedian));
  if (report.visits === 0) return figures;
  for (const [key, value] of Object.entries(report.leads.byInterest)) put(`leads.${key}`, value);
  report.leads.byTag.forEach((tag, i) => put(`tags.${String(i)}`, tag.count));
  report.mix.affiliations.forEach((row, i) => put(`mix.affiliations.${String(i)}`, row.count));
  report.mix.countries.forEach((row, i) => put(`mix.countries.${String(i)}`, row.count));
  if (report.consentRequired && report.visitors) {
    put('namedVisitors', report.visitors.length);
    put('hiddenVisitors', report.hiddenVisitors);
  }
  return figures;
}

/**
 * Every figure of the report is the API's: the big numbers, leads, tags and mix exactly; each hour of the API
 * with its visits, the quiet hours the page fills in between as 0, each day's 합계 the sum of its hours.
 */
async function expectReportFigures(page: Page, report: BoothReport) {
  const root = `[data-testid="booth-report-${String(report.boothId)}"]`;
  const shown = await shownFigures(page, root);
  const hourlyPrefix = `boothReport.${String(report.boothId)}.hourly.`;
  const hourly = Object.entries(shown).filter(([key]) => key.startsWith(hourlyPrefix));
  const others = Object.fromEntries(Object.entries(shown).filter(([key]) => !key.startsWith(hourlyPrefix)));
  expect(others).toEqual(apiFigures(report));
  const apiHours = new Map(report.hourly.map((h) => [`${h.day}.${String(h.hour)}`, h.visits]));
  const dayTotals = new Map<string, number>();
  for (const h of report.hourly) dayTotals.set(h.day, (dayTotals.get(h.day) ?? 0) + h.visits);
  for (const [key, visits] of apiHours) expect(shown[`${hourlyPrefix}${key}`], key).toBe(visits);
  for (const [key, value] of hourly) {
    const [day, hour] = key.slice(hourlyPrefix.length).split('.');
    if (hour === 'total') expect(value, key).toBe(dayTotals.get(day));
    else expect(value, key).toBe(apiHours.get(`${day}.${hour}`) ?? 0);
  }
  expect(new Set(hourly.map(([key]) => key.slice(hourlyPrefix.length).split('.')[0]))).toEqual(
    new Set(dayTotals.keys()),
  );
}

/** How many data marks (bars with an area) each chart of the element draws. */
function chartMarks(page: Page, within: string): Promise<number[]> {
  return page.locator(`${within} svg.recharts-surface`).evaluateAll((charts) =>
    charts.map(
      (chart) =>
        [...chart.querySelectorAll('.recharts-bar-rectangle path, .recharts-bar-rectangle rect')].filter(
          (mark) => {
            const box = (mark as SVGGraphicsElement).getBBox();
            return box.width > 0 && box.height > 0;
          },
        ).length,
    ),
  );
}

/** The printed pages as text (pdftotext's words joined by spaces, markEdges' marks left out). */
const printedTexts = (printed: PrintedReport): string[] =>
  printedWords(printed).map((words) => words.map((word) => word.text).join(' '));

/**
 * The blocks a page break must not cut, by the print rules of booth-reports.css: each section's heading with
 * its first chart, table row or note (`break-after: avoid`); each part's small heading with what follows it;
 * each chart and each chart with its table beside it; each stat card and row of the heading's details; the
 * consent note; each table row (the repeated header rows aside).
 */
const BOOTH_REPORT_BLOCKS: PrintBlockRules = {
  root: 'article.booth-report',
  headings: { section: '.report-section-header', block: '.report-block-title' },
  firsts:
    'figure.report-chart, .booth-report-beside, .stat-card, .report-table tbody tr, .booth-report-note, .booth-report-empty',
  atoms: {
    detail: '.booth-report-detail',
    card: '.booth-report-cards .stat-card',
    chart: '.booth-report-beside, figure.report-chart',
    note: '.booth-report-consent-note',
    row: '.report-table tbody tr, .report-table tfoot tr',
  },
  charts: 'figure.report-chart',
  scaleProbe: '[data-testid="booth-report-booth-name"]',
};

/** The pages (1-based) the visitor list's rows of one booth's report were printed on. */
function visitorRowPages(printed: PrintedReport, boothId: number): number[] {
  const edges = pdfEdges(printed.words);
  const rows = printed.blocks.filter(
    (block) =>
      block.report === `booth-report-${String(boothId)}` &&
      block.kind === 'row' &&
      block.label.startsWith('[booth-report-visitor]'),
  );
  const pages = new Set(rows.flatMap((row) => (edges.top.get(row.id) ?? []).map((edge) => edge.page)));
  expect(rows.length, `visitor rows of booth ${String(boothId)}`).toBeGreaterThan(0);
  return [...pages].sort((a, b) => a - b);
}

/** Keeps a PDF for looking at (SHOTS_DIR, as the screenshots). */
function keepPdf(file: string, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  copyFileSync(file, join(dir, name));
}

async function expectA4(file: string) {
  const pages = roundedSizes(await pdfFilePages(file));
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.filter((size) => size.widthMm !== 210 || size.heightMm !== 297)).toEqual([]);
  return pages.length;
}

const ownReport = (stand: Stand) => boothApi<BoothReport>(stand, '/report');

describe('/booth-report (the booth manager)', () => {
  it("shows the API's figures, draws every chart and prints on A4", async () => {
    const page = await boothPhone(stands[0]);
    await page.goto(`${suite.url}/booth-visits2`);
    await page.getByTestId('booth-report-link').waitFor();
    await screenshot(page, 'booth-visits2-390.png');
    await page.getByTestId('booth-report-link').click();
    await page.waitForURL(/\/booth-report$/);
    const root = `[data-testid="booth-report-${String(stands[0].id)}"]`;
    await page.locator(root).waitFor();

    const report = await ownReport(stands[0]);
    await expectReportFigures(page, report);
    const stats = await suite.adminApi<Stats>(`/api/stats?${eventQuery()}`);
    const shown = await shownFigures(page, root);
    expect(shown[`boothReport.${String(stands[0].id)}.visits`]).toBe(
      stats.booths.find((booth) => booth.boothId === stands[0].id)?.visits,
    );
    expect(await textOf(page.getByTestId('booth-report-booth-name'))).toBe(stands[0].name);
    expect(await textOf(page.getByTestId('booth-report-median-comparison'))).toBe(
      `행사 부스 중앙값보다 ${String(report.uniqueVisitors - report.standing.eventMedian)}명 많습니다`,
    );
    // a chart a day, 관심도 and tags, affiliations and countries: each with bars
    const marks = await chartMarks(page, root);
    expect(marks).toHaveLength(new Set(report.hourly.map((hour) => hour.day)).size + 4);
    expect(marks.filter((count) => count === 0)).toEqual([]);
    expect(await page.getByTestId('booth-report-visitor').count()).toBe(report.visitors!.length);
    expect(await page.getByTestId('booth-report-consent-note').count()).toBe(0);

    await expectNoOverflow(page);
    await screenshot(page, 'booth-report-390.png', true);
    await page.setViewportSize(DESK);
    await expectNoOverflow(page);
    await screenshot(page, 'booth-report-1280.png', true);

    // printed: A4, every word inside the margins, no block cut, the visitor list over more than one page
    const printed = await printReport(page, BOOTH_REPORT_BLOCKS, 'booth-report.pdf');
    keepPdf(printed.file, 'booth-report.pdf');
    await expectA4(printed.file);
    await expectPrintedInside(printed);
    expect(printed.probe.text).toBe(stands[0].name);
    expect(visitorRowPages(printed, stands[0].id).length).toBeGreaterThan(1);
    const text = printedTexts(printed).join('\n');
    expect(text).toContain(stands[0].name);
    expect(text).not.toMatch(/방문자 목록으로|인쇄/);

    await page.getByTestId('booth-report-back').click();
    await page.waitForURL(/\/booth-visits2$/);
  });

  it("names no visitor who did not consent, on the page or on paper, with '부스 제공 동의 확인' on", async () => {
    await settings({ shareOnlyWithConsent: true });
    try {
      const page = await boothPhone(stands[0]);
      await page.goto(`${suite.url}/booth-report`);
      await page.getByTestId('booth-report-consent-note').waitFor();
      const report = await ownReport(stands[0]);
      expect(report.hiddenVisitors).toBe(hidden.length);
      await expectReportFigures(page, report);
      expect(await textOf(page.getByTestId('booth-report-consent-note'))).toBe(
        `'부스 제공 동의 확인'에 따라 동의한 방문자 ${String(visitors.length)}명만 표시합니다. ` +
          `동의하지 않은 방문자 ${String(hidden.length)}명은 수만 셉니다.`,
      );
      expect(await textOf(page.getByTestId('booth-report-mix'))).toContain('동의한 방문자 기준');
      expect(await page.getByTestId('booth-report-visitor').count()).toBe(visitors.length);
      const pageText = await textOf(page.locator('body'));
      // printed from the phone: the same A4 pages, the consent note kept whole
      const printed = await printReport(page, BOOTH_REPORT_BLOCKS, 'booth-report-consent.pdf');
      keepPdf(printed.file, 'booth-report-consent.pdf');
      await expectA4(printed.file);
      await expectPrintedInside(printed);
      expect(printed.blocks.filter((block) => block.kind === 'note')).toHaveLength(1);
      const words = printedWords(printed)
        .flat()
        .map((word) => word.text);
      const secrets = [
        ...hidden.flatMap((p) => [p.name, p.affiliation, p.phoneNumber]),
        '비공개 방문자 메모',
      ];
      for (const secret of secrets) {
        expect(pageText).not.toContain(secret);
        expect(words.join(' ')).not.toContain(secret);
        expect(words.join('')).not.toContain(secret.replace(/\s/g, ''));
      }
      // the consenting visitors are on paper
      expect(words.join(' ')).toContain(visitors[0].phoneNumber);
    } finally {
      await settings({});
    }
  });

  it("asks a '조회 사유' ('다운로드 사유 입력' on) before naming visitors, then shows the report", async () => {
    await settings({ askDownloadReason: true });
    try {
      const page = await boothPhone(stands[0]);
      // the first request is refused for want of a reason (the browser logs the 400)
      allowConsoleErrors(page, /status of 400/);
      const [accessBefore] = await suite.server.sql<{ id: string | null }>(
        'SELECT max(id) AS id FROM personal_data_access',
      );
      await page.goto(`${suite.url}/booth-report`);
      // the downloads' dialog, in a report's words: a reason to view, not to download
      const dialog = page.getByRole('dialog', { name: '조회 사유' });
      await dialog.waitFor();
      expect(await page.getByTestId('download-reason-dialog').count()).toBe(1);
      expect(await page.locator('article.booth-report').count()).toBe(0);
      expect(await textOf(dialog.locator('.reason-dialog-description'))).toBe(
        '방문자 개인정보가 담긴 보고서입니다. 조회 사유를 선택하거나 입력해주세요.',
      );
      expect(await textOf(dialog)).not.toContain('다운로드');
      const confirm = dialog.getByRole('button', { name: '조회', exact: true });
      expect(await confirm.getAttribute('data-testid')).toBe('download-reason-confirm');
      await dialog.getByLabel('기타 (직접 입력)').check();
      await confirm.click();
      await eventually(() => textOf(dialog.getByRole('alert'))).toBe('조회 사유를 입력해주세요.');
      await dialog.getByLabel('정산·보고').check();
      await confirm.click();
      await page.locator(`[data-testid="booth-report-${String(stands[0].id)}"]`).waitFor();
      expect(await page.getByTestId('booth-report-visitor').count()).toBe(visitors.length + hidden.length);
      expect(await dialog.count()).toBe(0);
      const records = await suite.server.sql<{ reason: string | null; actor_kind: string }>(
        'SELECT reason, actor_kind FROM personal_data_access WHERE id > $1 ORDER BY id',
        [Number(accessBefore.id ?? 0)],
      );
      expect(records).toEqual([{ reason: '정산·보고', actor_kind: 'booth' }]);
    } finally {
      await settings({});
    }
  });
});

describe('/report/booths (the admin prints every booth)', () => {
  it('is opened from the 결과보고서 and prints every booth from a page of its own, A4, with the API figures', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await stubPrint(page);
    // from the 결과보고서's '부스별 성과 보고서'
    await page.goto(`${suite.url}/report`);
    await page.getByTestId('report-booth-reports').click();
    await page.waitForURL(/\/report\/booths$/);
    const all = await suite.adminApi<BoothReports>(`/api/reports/booths?${eventQuery()}`);
    expect(all.booths.map((b) => b.boothId)).toEqual(stands.map((s) => s.id));
    for (const stand of stands) await page.getByTestId(`booth-report-${String(stand.id)}`).waitFor();
    for (const report of all.booths) await expectReportFigures(page, report);
    // the booth without a visit: one sentence, no chart
    const quiet = `[data-testid="booth-report-${String(stands[2].id)}"]`;
    expect(await textOf(page.locator(`${quiet} [data-testid="booth-report-empty"]`))).toBe(
      '아직 이 부스의 방문 기록이 없습니다.',
    );
    expect(await page.locator(`${quiet} svg`).count()).toBe(0);
    for (const stand of [stands[0], stands[1], stands[3]])
      expect(await chartMarks(page, `[data-testid="booth-report-${String(stand.id)}"]`)).not.toContain(0);
    await expectNoOverflow(page);
    await screenshot(page, 'booth-reports-admin-1280.png', true);

    await page.getByTestId('booth-report-print').click();
    await waitForPrint(page);
    const printed = await printReport(page, BOOTH_REPORT_BLOCKS, 'booth-reports.pdf');
    keepPdf(printed.file, 'booth-reports.pdf');
    const pageCount = await expectA4(printed.file);
    await expectPrintedInside(printed);
    expect(visitorRowPages(printed, stands[0].id).length).toBeGreaterThan(1);
    const texts = printedTexts(printed);
    const firstPages = stands.map((stand) => texts.findIndex((text) => text.includes(stand.name)));
    // each booth starts a page, with its heading first, in booth id order, and its pages are its own
    for (const [i, stand] of stands.entries()) {
      expect(firstPages[i], stand.name).toBeGreaterThanOrEqual(0);
      expect(texts[firstPages[i]].startsWith(`부스 성과 보고서 ${stand.name}`), texts[firstPages[i]]).toBe(
        true,
      );
      if (i > 0) expect(firstPages[i]).toBeGreaterThan(firstPages[i - 1]);
      const next = i + 1 < stands.length ? firstPages[i + 1] : pageCount;
      for (let p = firstPages[i]; p < next; p++)
        for (const other of stands.filter((s) => s !== stand)) expect(texts[p]).not.toContain(other.name);
    }
    expect(firstPages[0]).toBe(0);
    expect(texts.filter((text) => text.startsWith('부스 성과 보고서')).length).toBe(stands.length);

    // one booth, without the visitor list
    await page.getByTestId('booth-reports-visitors').uncheck();
    await page.getByTestId('booth-reports-choice').selectOption(String(stands[3].id));
    await eventually(() => page.locator('article.booth-report').count()).toBe(1);
    await page
      .locator(`[data-testid="booth-report-${String(stands[3].id)}"] [data-testid="booth-report-no-list"]`)
      .waitFor();
    await page.setViewportSize(PHONE_390);
    await expectNoOverflow(page);
    await screenshot(page, 'booth-reports-admin-390.png', true);
  });
});
