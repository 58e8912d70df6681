import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_TYPE_LABELS } from '@expo/contract/attendee-values';
import { QR_CHANNEL_LABELS, QR_MESSAGE_STATUS_LABELS } from '@expo/contract/messaging-values';
import type { EventDetails, EventReport } from '@expo/contract/reports';
import { seoulDate } from '@expo/contract/seoul-time';
import type { Stats } from '@expo/contract/stats';
import { attendee } from '../support/attendee-fixtures.js';
import { booth, boothWithPhone, lecture, secondEvent } from '../support/booth-fixtures.js';
import { asIfScannedEarlier } from '../support/earlier-visits.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import {
  allowConsoleErrors,
  eventually,
  sessionStorageValues,
  textOf,
  useBrowserSuite,
  waitForValue,
  type AdminLogin,
} from './support/browser.js';
import { apiFigure, count, requiredFigures } from './support/event-report-figures.js';
import { pdfAreaColourCount, pdfEdges, pdfFilePngs } from './support/print.js';
import {
  A4_REPORT,
  expectPrintedInside,
  printedWords,
  printReport,
  type PrintedReport,
} from './support/print-blocks.js';
import { REPORT_BLOCKS } from './support/event-report-blocks.js';

/**
 * /report (결과보고서) of a small but real event, made through the API: 51 attendees (3 of them walk-ins),
 * desk entries over two Korean days, 25 booths (some with long Korean names) visited by 0–22 people with
 * rated leads, 12 lectures on two days with and without 정원, QR messages sent by e-mail (one refused) and
 * kept. Printed to PDF on A4 the way '인쇄' does; its figures against the API's and its Excel workbook's.
 */

const smtp = await startSmtpSink({ rejectRecipients: ['no.such.user@example.com'] });
afterAll(() => smtp.close());

const suite = useBrowserSuite({ SMTP_URL: smtp.url, MAIL_FROM: 'expo@example.com' });

const DESK = { width: 1280, height: 900 } as const;
/** Where the screenshots and PDF pages of this file are left to look at. */
const LOOK = process.env.REPORT_LOOK_DIR ?? '/tmp/report-look';

/** A4 and the report's @page margins (reports.css: 14 mm top and bottom, 12 mm left and right). */
const A4 = A4_REPORT;

const LONG_SPACED_BOOTH = '한국산업기술진흥원 스마트제조혁신추진단 디지털전환 실증 체험관';
/** 36 syllables without a space. */
const LONG_WORD_BOOTH = '초거대인공지능기반차세대반도체설계자동화플랫폼공동연구개발컨소시엄전시관';
const BOOTH_NAMES = [
  LONG_SPACED_BOOTH,
  '카카오 모빌리티',
  LONG_WORD_BOOTH,
  '네이버 클라우드',
  'LG에너지솔루션 배터리 안전 기술관',
  '삼성전자 DS부문',
  '현대자동차그룹 수소 모빌리티 파빌리온',
  '로봇관',
  '푸른바이오',
  '대한물산',
  '서울특별시 스타트업 공동관 (서울창업허브·서울바이오허브·캠퍼스타운)',
  'AI 체험관',
  ...Array.from({ length: 13 }, (_, i) => `B-${String(13 + i).padStart(2, '0')} 전시 부스`),
];
const LECTURE_TITLES = [
  '개회사',
  '대한민국 국제 전시·컨벤션 산업 발전을 위한 지속가능한 운영 전략 특별 강연',
  '생성형 AI의 미래',
  '스마트 제조와 디지털 트윈',
  '배터리 안전 기술 동향',
  '수소 경제와 모빌리티',
  '반도체 설계 자동화의 현재와 내일: 초거대인공지능기반설계자동화플랫폼',
  '스타트업 투자 설명회',
  '클라우드 네이티브 전환 사례',
  '로봇과 함께 일하는 공장',
  '바이오 헬스케어 혁신',
  '폐회 및 시상',
];
const COUNTRIES = ['대한민국', '대한민국', '일본', '미국', '대한민국', '독일', '베트남', '대한민국'];
/** 4 affiliations of 6 people and 24 of one (and the walk-ins'): the report names the top 20, the rest as 기타. */
const affiliationOf = (i: number) =>
  i < 24 ? ['한빛전자', '서울대학교', '대한물산', '미래모빌리티'][i % 4] : `협력사 ${String(i - 24)}`;

const ATTENDEES = 48;
const WALK_INS = 3;
const HOUR_MS = 60 * 60 * 1000;

/** The Korean days of the desk entries made. */
let entryDays: string[] = [];

/** Runs `send` for every item, `width` at a time (the server is in this process: a little concurrency). */
async function inBatches<T>(
  items: readonly T[],
  send: (item: T, index: number) => Promise<unknown>,
  width = 8,
) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map((item, k) => send(item, start + k)));
}

async function ok<T = any>(
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<T> {
  const res = await suite.server.api<T>(path, init);
  expect(res.status, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

beforeAll(async () => {
  mkdirSync(LOOK, { recursive: true });
  const token = suite.admin.token;
  await suite.adminApi('/api/event-details', {
    method: 'PUT',
    body: { name: '2026 스마트 산업 엑스포', period: '2026년 11월 29일(일) ~ 30일(월)', venue: '코엑스 C홀' },
  });

  const people: number[] = [];
  await inBatches(Array.from({ length: ATTENDEES }), async (_, i) => {
    const { id } = await ok<{ id: number }>('/api/users/register', {
      method: 'POST',
      token,
      body: attendee({
        name: `참석자${String(i + 1)}`,
        phoneNumber: `010-4${String(i).padStart(3, '0')}-${String(1000 + i)}`,
        affiliation: affiliationOf(i),
        country: COUNTRIES[i % COUNTRIES.length],
        registrationType: i % 6 === 5 ? 'ONSITE' : 'PRE',
        paymentStatus2: i % 5 === 4 ? 'N' : 'Y',
        email: i === 7 ? 'no.such.user@example.com' : i % 4 === 0 ? `visitor${String(i)}@example.com` : '',
      }),
    });
    people[i] = id;
  });
  // QR messages: e-mail to those with an address (one refused by the mail server), kept for the others (sent
  // before the badge prints and the desk entries: see the report)
  const paid = people.filter((_, i) => i % 5 !== 4);
  await inBatches(paid.slice(0, 16), (id) =>
    ok(`/api/users/${String(id)}/send-qr`, { method: 'POST', token }),
  );
  await waitForValue(async () => {
    const messages = await suite.adminApi<{ status: string }[]>('/api/messages');
    return messages.length === 16 && messages.every((m) => m.status !== 'PENDING');
  }, 'the QR messages to be sent');

  for (let i = 0; i < WALK_INS; i++)
    await ok('/api/users/register2', {
      method: 'POST',
      body: {
        name: `현장${String(i + 1)}`,
        affiliation: '현장상사',
        phoneNumber: `010-7300-${String(1000 + i)}`,
        country: '대한민국',
        visitType: 'N',
        paymentStatus: 'N',
        paymentStatus2: 'N',
        registrationType: 'ONSITE',
        eventId: suite.admin.eventId,
      },
    });
  await suite.adminApi('/api/badges/mark-printed', {
    method: 'POST',
    body: { attendeeIds: people.slice(0, 20) },
  });

  // desk entries, dated as a laptop's queued ones may be (up to a day back): 36 people over the last 20 hours
  // (some on the Korean day before), and 12 of them once more just under 24 hours ago (the day before, but in
  // the last two minutes of a Korean day)
  await ok('/api/desks', {
    method: 'POST',
    token,
    body: { name: '보고서 데스크', loginId: 'report-desk', password: 'desk-pass-1' },
  });
  const desk = (
    await ok<{ token: string }>('/api/desk-login', {
      method: 'POST',
      body: { loginId: 'report-desk', password: 'desk-pass-1' },
    })
  ).token;
  const now = Date.now();
  const entries = [
    ...people.slice(0, 36).map((id, i) => ({ id, at: now - (i % 11) * 2 * HOUR_MS - 60_000 })),
    ...people.slice(0, 12).map((id) => ({ id, at: now - 24 * HOUR_MS + 2 * 60_000 })),
  ];
  entryDays = [...new Set(entries.map(({ at }) => seoulDate(new Date(at))))].sort();
  await inBatches(entries, ({ id, at }) =>
    ok(`/api/desk/attendees/${String(id)}/entries`, {
      method: 'POST',
      token: desk,
      body: { at: new Date(at).toISOString() },
    }),
  );

  const booths: { id: number; token: string }[] = [];
  await inBatches(
    BOOTH_NAMES,
    async (name, i) => {
      booths[i] = await boothWithPhone(suite.server, token, {
        loginId: `report-${String(i)}`,
        boothName: name,
      });
    },
    5,
  );
  // booth i: the first 22 − i people (the last three booths: nobody)
  const visits = booths.flatMap((stand, i) =>
    people.slice(0, Math.max(0, 22 - i)).map((userId) => ({ stand, userId })),
  );
  await inBatches(
    visits,
    ({ stand, userId }) =>
      ok('/api/booth-visits', { method: 'POST', token: stand.token, body: { boothId: stand.id, userId } }),
    10,
  );
  // some came back more than half an hour later: booth k's first 6 − 2k visitors (a revisit rate per booth)
  const back = booths
    .slice(0, 3)
    .flatMap((stand, k) => people.slice(0, 6 - 2 * k).map((userId) => ({ stand, userId })));
  for (const { stand, userId } of back) await asIfScannedEarlier(suite.server.sql, stand.id, userId, 40);
  await inBatches(
    back,
    ({ stand, userId }) =>
      ok('/api/booth-visits', { method: 'POST', token: stand.token, body: { boothId: stand.id, userId } }),
    10,
  );
  const ratings = (['high', 'high', 'medium', 'low', 'high', 'medium'] as const).flatMap((interest, k) =>
    booths.slice(0, 3).map((stand, b) => ({ stand, userId: people[k + b], interest })),
  );
  await inBatches(ratings, ({ stand, userId, interest }) =>
    ok(`/api/booth-login/${String(stand.id)}/leads/${String(userId)}`, {
      method: 'PUT',
      token: stand.token,
      body: { interest },
      headers: { 'idempotency-key': `report-lead-${String(stand.id)}-${String(userId)}` },
    }),
  );

  const lectures: number[] = [];
  for (const [k, title] of LECTURE_TITLES.entries()) {
    const made = await ok<{ id: number }>('/api/lectures', {
      method: 'POST',
      token,
      body: lecture({
        title,
        date: k < 6 ? '2026-11-29' : '2026-11-30',
        time: `${String(9 + (k % 6)).padStart(2, '0')}:30`,
        location: k % 2 === 0 ? '그랜드볼룸 A' : '컨퍼런스룸 301호',
        capacity: k % 4 === 3 ? null : [30, 20, 12][k % 3],
      }),
    });
    lectures.push(made.id);
  }
  // lecture k: the first 20 − 2k people (the last one: nobody)
  const checkIns = lectures.flatMap((lectureId, k) =>
    people.slice(0, Math.max(0, 20 - 2 * k - (k === 11 ? 20 : 0))).map((userId) => ({ lectureId, userId })),
  );
  await inBatches(checkIns, (body) => ok('/api/lecture-visits/checkin', { method: 'POST', body }), 10);
});

const getReport = () => suite.adminApi<EventReport>('/api/reports/event');

/** /report as the admin sees it at 1280 px, every chart drawn. */
async function openReport(page?: Page): Promise<Page> {
  const opened = page ?? (await suite.newPage({ session: 'admin', viewport: DESK }));
  await opened.goto(`${suite.url}/report`);
  await opened.getByTestId('report-booth-table').waitFor();
  await opened.locator('[data-testid="report-lecture-chart"] svg.recharts-surface').waitFor();
  return opened;
}

/** Every data-figure of the page: key → text (a key twice fails). */
async function pageFigures(page: Page): Promise<Record<string, string>> {
  const pairs = await page
    .locator('[data-testid="report-page"] [data-figure]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('data-figure') ?? '', element.textContent ?? '']),
    );
  const keys = pairs.map(([key]) => key);
  expect(
    keys.filter((key, i) => keys.indexOf(key) !== i),
    'data-figure keys shown twice',
  ).toEqual([]);
  return Object.fromEntries(pairs);
}

// ---------------------------------------------------------------------------------------------
// The report printed: one PDF for the page-size and page-break checks.
// ---------------------------------------------------------------------------------------------

interface Printed extends PrintedReport {
  /** The nav bar's links and the page's buttons and links, as the screen shows them. */
  screenOnly: string[];
  /** The report's own text as laid out for print (innerText: what print hides is not in it). */
  reportText: string;
}

let printing: Promise<Printed> | undefined;

/** The report saved as PDF (as '인쇄' would), once for the file, with its blocks' edges marked. */
function printed(): Promise<Printed> {
  printing ??= (async () => {
    const page = await openReport();
    const screenOnly = await page
      .locator('.nav-bar a, .nav-bar button, [data-testid="report-page"] :is(button, a)')
      .evaluateAll((elements) =>
        elements.map((element) => (element.textContent ?? '').trim()).filter((text) => text !== ''),
      );
    await page.emulateMedia({ media: 'print' });
    const reportText = (await page.getByTestId('report-page').innerText()).replace(/\s+/g, ' ');
    await page.emulateMedia({ media: null });
    return {
      ...(await printReport(page, REPORT_BLOCKS, 'event-report.pdf')),
      screenOnly,
      reportText,
    };
  })();
  return printing;
}

describe('/report printed on A4', () => {
  it('prints on several A4 pages, each 210 × 297 mm', async () => {
    const { file, sizes } = await printed();
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) {
      expect(Math.abs(size.widthMm - A4.widthMm), JSON.stringify(size)).toBeLessThanOrEqual(1);
      expect(Math.abs(size.heightMm - A4.heightMm), JSON.stringify(size)).toBeLessThanOrEqual(1);
    }
    // to look at: the PDF's pages (those of an earlier run gone first)
    for (const name of readdirSync(LOOK).filter((n) => n.startsWith('event-report-pdf-page-')))
      rmSync(join(LOOK, name));
    for (const [i, png] of (await pdfFilePngs(file, 60)).entries())
      copyFileSync(png, join(LOOK, `event-report-pdf-page-${String(i + 1)}.png`));
  });

  it('prints every word inside the margins, cuts no block across a page break, and leaves the nav and buttons out', async () => {
    const report = await printed();
    const { blocks, screenOnly, reportText } = report;
    const text = printedWords(report).flat();
    expect(text.length).toBeGreaterThan(200);
    // a section heading is a block with its first card, chart or row: never alone at the bottom of a page
    expect(blocks.filter((b) => b.kind === 'row').length).toBeGreaterThan(25 + 12);
    expect(blocks.filter((b) => b.kind === 'section').length).toBeGreaterThanOrEqual(7);
    await expectPrintedInside(report, A4);

    // the nav bar and the buttons are the screen's only
    // (the nav links whose words the report also prints, e.g. '강연 출석' of the hourly table, aside)
    const printedText = text.map((w) => w.text).join(' ');
    const buttons = ['인쇄', '엑셀 다운로드', '부스별 성과 보고서', '편집'];
    expect(screenOnly).toEqual(expect.arrayContaining(buttons));
    const shown = [...buttons, ...screenOnly.filter((item) => !reportText.includes(item))];
    expect(shown.length).toBeGreaterThan(buttons.length + 5);
    for (const item of shown) expect(printedText, `'${item}' printed`).not.toContain(item);
  });

  it('draws every chart, in print, with a bar for every figure that is not 0', async () => {
    const report = await getReport();
    const page = await openReport();
    await page.emulateMedia({ media: 'print' });
    const charts = await page
      .locator('[data-testid="report-page"] svg.recharts-surface')
      .evaluateAll((svgs) =>
        svgs.map((svg) => {
          const box = svg.getBoundingClientRect();
          const marks = [...svg.querySelectorAll('path.recharts-rectangle, path.recharts-curve')].filter(
            (path) => (path.getAttribute('d') ?? '').trim() !== '',
          );
          return {
            testId: svg.closest('[data-testid]')?.getAttribute('data-testid') ?? '',
            inFigure: svg.closest('figure.report-chart') !== null,
            width: box.width,
            height: box.height,
            bars: marks.filter((path) => path.matches('.recharts-rectangle')).length,
            marks: marks.length,
          };
        }),
      );
    const nonZero = (values: number[]) => values.filter((value) => value > 0).length;
    const hourlyBars = (day: string) =>
      nonZero(
        report.hourly
          .filter((h) => h.day === day)
          .flatMap((h) => [h.entries, h.boothVisits, h.lectureCheckIns]),
      );
    const expected: Record<string, number> = {
      'report-attendance-days': nonZero(report.attendance.byDay.map((d) => d.entries)),
      ...Object.fromEntries(
        [...new Set(report.hourly.map((h) => h.day))].map((day) => [`report-hourly-${day}`, hourlyBars(day)]),
      ),
      'report-countries': nonZero(report.audience.countries.map((c) => c.count)),
      'report-affiliations': nonZero(report.audience.affiliations.map((c) => c.count)),
      'report-top-booths': Math.min(10, nonZero(report.booths.map((b) => b.uniqueVisitors))),
      'report-lecture-chart': nonZero(report.lectures.flatMap((l) => [l.checkIns, l.capacity ?? 0])),
    };
    expect(report.attendance.byDay.map((d) => d.day)).toEqual(entryDays);
    expect(charts.map((c) => c.testId).sort()).toEqual(Object.keys(expected).sort());
    for (const chart of charts) {
      expect(chart.inFigure, chart.testId).toBe(true);
      expect(chart.width, chart.testId).toBeGreaterThan(100);
      expect(chart.height, chart.testId).toBeGreaterThan(50);
      expect(chart.marks, chart.testId).toBeGreaterThan(0);
      expect(chart.bars, chart.testId).toBe(expected[chart.testId]);
    }

    // and on paper: each chart's bar colours are there, on the page where the chart is printed
    const { file, words, charts: printedCharts } = await printed();
    const edges = pdfEdges(words);
    expect(printedCharts.map((c) => c.testId).sort()).toEqual(Object.keys(expected).sort());
    for (const chart of printedCharts) {
      const [top] = edges.top.get(chart.blockId) ?? [];
      const [bottom] = edges.bottom.get(chart.blockId) ?? [];
      expect(top?.page, chart.testId).toBe(bottom?.page);
      const area = {
        xMm: A4.marginXMm,
        yMm: top.word.yMinMm,
        widthMm: A4.widthMm - 2 * A4.marginXMm,
        heightMm: bottom.word.yMaxMm - top.word.yMinMm,
      };
      expect(area.heightMm, chart.testId).toBeGreaterThan(20);
      for (const fill of chart.fills)
        expect(
          await pdfAreaColourCount(file, top.page, area, fill),
          `${chart.testId} ${fill}`,
        ).toBeGreaterThan(30);
    }
  });
});

describe('/report figures', () => {
  it("shows every figure as the API's report has it, and /api/stats's where it has the same", async () => {
    const page = await openReport();
    await page.screenshot({ path: join(LOOK, 'event-report-screen-1280.png'), fullPage: true });
    await page
      .getByTestId('report-booths')
      .screenshot({ path: join(LOOK, 'event-report-screen-1280-booths.png') });
    const [report, stats] = [await getReport(), await suite.adminApi<Stats>('/api/stats')];
    const figures = await pageFigures(page);

    const mismatches = Object.entries(figures).flatMap(([key, shown]) => {
      const want = apiFigure(report, key);
      return shown === want ? [] : [`${key}: shows ${shown}, the API has ${want}`];
    });
    expect(mismatches).toEqual([]);
    expect(
      requiredFigures(report).filter((key) => !(key in figures)),
      'figures missing',
    ).toEqual([]);

    // the data made: every booth and lecture, both days, the walk-ins, the messages
    expect(report.booths).toHaveLength(BOOTH_NAMES.length);
    expect(report.lectures).toHaveLength(LECTURE_TITLES.length);
    expect(figures['attendance.registered']).toBe(count(ATTENDEES + WALK_INS));
    expect(figures['attendance.walkIns']).toBe(count(WALK_INS));
    expect(figures['messages.EMAIL.SENT']).toBe('4');
    expect(figures['messages.EMAIL.FAILED']).toBe('1');
    expect(figures['messages.KEPT.KEPT']).toBe('11');
    expect(figures['messages.total']).toBe('16');

    // the dashboard's figures
    const same: [string, number][] = [
      ['attendance.registered', stats.totals.attendees],
      ['attendance.paid', stats.totals.paid],
      ['attendance.badgesPrinted', stats.totals.printed],
      ['attendance.preRegistered', stats.totals.preRegistered],
      ['attendance.onSite', stats.totals.onSite],
      ['attendance.entered', stats.totals.entered],
      ...stats.booths.map((b): [string, number] => [`booth.${String(b.boothId)}.visits`, b.visits]),
      ...stats.lectures.map((l): [string, number] => [`lecture.${String(l.lectureId)}.checkIns`, l.checkIns]),
      ...stats.entriesByDay.map((d): [string, number] => [`attendance.byDay.${d.day}`, d.entries]),
    ];
    expect(stats.booths).toHaveLength(BOOTH_NAMES.length);
    expect(Object.fromEntries(same.map(([key]) => [key, figures[key]]))).toEqual(
      Object.fromEntries(same.map(([key, value]) => [key, count(value)])),
    );
  });

  it("downloads an Excel workbook with the page's figures, a sheet per section", async () => {
    const page = await openReport();
    const figures = await pageFigures(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^결과보고서_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(await download.path()) as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      '행사 개요',
      '참가 현황',
      '시간대별 추이',
      '참관객 분석',
      '부스 현황',
      '강연 현황',
      'QR 발송 현황',
    ]);
    /** A sheet's rows under its header row, as header → value. */
    const rows = (name: string) => {
      const lines: unknown[][] = [];
      workbook.getWorksheet(name)!.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
      const [header, ...body] = lines;
      return body.map((line) => Object.fromEntries(header.map((h, i) => [String(h), line[i] ?? null])));
    };
    const n = (value: unknown) => count(Number(value));
    const pct = (value: unknown) =>
      value === null ? '-' : Number(value).toLocaleString('ko-KR', { maximumFractionDigits: 1 });
    /** The page's figures a sheet covered; at the end, every one of the section's must be. */
    const seen = new Set<string>();
    const expectFigure = (key: string, want: string) => {
      seen.add(key);
      expect(figures[key], key).toBe(want);
    };

    // 행사 개요
    const overview = Object.fromEntries(rows('행사 개요').map((r) => [r['항목'], r['값']]));
    expect({ name: overview['행사명'], period: overview['행사 기간'], venue: overview['장소'] }).toEqual({
      name: await textOf(page.getByTestId('report-event-name')),
      period: await textOf(page.getByTestId('report-period')),
      venue: await textOf(page.getByTestId('report-venue')),
    });

    // 참가 현황
    const attendanceKeys: Record<string, string> = {
      등록: 'registered',
      '사전 등록': 'preRegistered',
      '현장 등록': 'onSite',
      결제: 'paid',
      '명찰 출력': 'badgesPrinted',
      '현장 자가 등록': 'walkIns',
      '입장 (순인원)': 'entered',
    };
    for (const { 항목: label, 값: value } of rows('참가 현황')) {
      const day = /^입장 (\d{4}-\d\d-\d\d)$/.exec(String(label));
      if (day) expectFigure(`attendance.byDay.${day[1]}`, n(value));
      else if (label === '입장률 (%)') expectFigure('attendance.entryRate', pct(value));
      else if (String(label) in attendanceKeys)
        expectFigure(`attendance.${attendanceKeys[String(label)]}`, n(value));
      else throw new Error(`참가 현황 has a row '${String(label)}' the page does not show`);
    }

    // 시간대별 추이: the sheet has the hours with a record; the page also the quiet hours between (0)
    const hourKeys = { 입장: 'entries', '부스 방문': 'boothVisits', '강연 출석': 'lectureCheckIns' } as const;
    const totals = new Map<string, number>();
    for (const row of rows('시간대별 추이')) {
      const hour = /^(\d+)시$/.exec(String(row['시간']))![1];
      for (const [header, key] of Object.entries(hourKeys)) {
        expectFigure(`hourly.${String(row['날짜'])}.${hour}.${key}`, n(row[header]));
        const total = `hourly.${String(row['날짜'])}.total.${key}`;
        totals.set(total, (totals.get(total) ?? 0) + Number(row[header]));
      }
    }
    for (const [key, value] of totals) expectFigure(key, count(value));

    // 참관객 분석: the page's rows in the same order, named alike
    const audience = rows('참관객 분석');
    const shownNames = async (testId: string) => page.getByTestId(testId).locator('tbody th').allInnerTexts();
    for (const [group, key, testId] of [
      ['국가', 'countries', 'report-countries'],
      ['소속', 'affiliations', 'report-affiliations'],
    ] as const) {
      const inGroup = audience.filter((r) => r['구분'] === group);
      expect(inGroup.map((r) => String(r['항목']) || '(미입력)')).toEqual(await shownNames(testId));
      inGroup.forEach((r, i) => expectFigure(`audience.${key}.${String(i)}`, n(r['인원'])));
    }
    for (const r of audience.filter((row) => row['구분'] === '등록 유형')) {
      const type = (['PRE', 'ONSITE'] as const).find((t) => REGISTRATION_TYPE_LABELS[t] === r['항목']);
      expectFigure(`audience.registrationTypes.${String(type)}`, n(r['인원']));
    }

    // 부스 현황: every booth, its name as the table shows it
    const boothRows = rows('부스 현황');
    expect(boothRows).toHaveLength(BOOTH_NAMES.length);
    for (const r of boothRows) {
      const id = `booth.${String(r['부스 ID'])}`;
      const row = page.getByTestId(`report-booth-${String(r['부스 ID'])}`);
      expect(await textOf(row.locator('th'))).toBe(r['부스명']);
      expectFigure(`${id}.rank`, n(r['순위']));
      expectFigure(`${id}.uniqueVisitors`, n(r['순방문자']));
      expectFigure(`${id}.visits`, n(r['방문']));
      expectFigure(`${id}.revisitRate`, pct(r['재방문율 (%)'] ?? null));
      // the sheet's revisits and returning visitors: the visits beyond the unique visitors, at most as many
      expect(Number(r['재방문'])).toBe(Number(r['방문']) - Number(r['순방문자']));
      expect(Number(r['재방문자'])).toBeLessThanOrEqual(Number(r['재방문']));
      const peak = String(r['최다 방문 시간'] ?? '');
      expect(await textOf(row.locator('td').nth(4))).toBe(
        peak === '' ? '-' : peak.replace(/\((\d+)\)$/, '($1명)'),
      );
      const peakVisits = /\((\d+)\)$/.exec(peak);
      if (peakVisits) expectFigure(`${id}.peakHour.visits`, n(peakVisits[1]));
      for (const [header, key] of [
        ['관심도 높음', 'high'],
        ['관심도 보통', 'medium'],
        ['관심도 낮음', 'low'],
        ['관심도 미평가', 'unrated'],
      ])
        expectFigure(`${id}.leads.${key}`, n(r[header]));
    }

    // 강연 현황: every lecture
    const lectureRows = rows('강연 현황');
    expect(lectureRows).toHaveLength(LECTURE_TITLES.length);
    for (const r of lectureRows) {
      const id = `lecture.${String(r['강연 ID'])}`;
      const row = page.getByTestId(`report-lecture-${String(r['강연 ID'])}`);
      expect(await textOf(row.locator('th'))).toBe(r['강연명']);
      expectFigure(`${id}.checkIns`, n(r['출석']));
      if (r['정원'] === null) expect(await textOf(row.locator('td').nth(3))).toBe('-');
      else expectFigure(`${id}.capacity`, n(r['정원']));
      expectFigure(`${id}.fillRate`, pct(r['충원율 (%)']));
    }

    // QR 발송 현황: the sheet's (경로, 상태) counts are the page's table, its sums the page's sums
    const channelOf = (label: unknown) =>
      label === '미정' ? 'NONE' : Object.entries(QR_CHANNEL_LABELS).find(([, name]) => name === label)?.[0];
    const statusOf = (label: unknown) =>
      Object.entries(QR_MESSAGE_STATUS_LABELS).find(([, name]) => name === label)?.[0];
    const messages = new Map<string, number>();
    const add = (key: string, value: number) => messages.set(key, (messages.get(key) ?? 0) + value);
    for (const r of rows('QR 발송 현황')) {
      const [channel, status, value] = [channelOf(r['경로']), statusOf(r['상태']), Number(r['건수'])];
      add(`messages.${String(channel)}.${String(status)}`, value);
      add(`messages.${String(channel)}.total`, value);
      add(`messages.status.${String(status)}`, value);
      add('messages.total', value);
    }
    for (const [key, value] of messages) expectFigure(key, count(value));

    // every figure of the page but the shares of the registration types (not in the workbook) came from a sheet,
    // or is a 0 the sheet leaves out (a quiet hour, a status a channel never had)
    const unchecked = Object.entries(figures).filter(
      ([key, value]) =>
        !seen.has(key) && !/^audience\.registrationTypes\.\w+\.share$/.test(key) && value !== '0',
    );
    expect(unchecked, 'page figures no sheet has').toEqual([]);
  });
});

describe('/report of an event that has not started', () => {
  it('says so in one sentence and draws no empty traffic chart', async () => {
    const other = await secondEvent(suite.server, 'report-empty-admin');
    for (let i = 0; i < 3; i++)
      await ok('/api/users/register', {
        method: 'POST',
        token: other.token,
        body: attendee({ name: `미입장${String(i + 1)}`, phoneNumber: `010-7400-${String(1000 + i)}` }),
      });
    await ok('/api/booths', {
      method: 'POST',
      token: other.token,
      body: booth({ loginId: 'report-empty-booth' }),
    });
    await ok('/api/lectures', { method: 'POST', token: other.token, body: lecture() });
    const login = await ok<AdminLogin>('/api/admin/login', {
      method: 'POST',
      body: { username: 'report-empty-admin', password: 'other-pass-1234' },
    });
    const page = await suite.newPage({ viewport: DESK, localStorage: sessionStorageValues(login) });
    await page.goto(`${suite.url}/report`);
    await eventually(() => textOf(page.getByTestId('report-empty'))).toBe(
      '아직 입장·부스 방문·강연 출석 기록이 없습니다. 행사가 시작되면 이 보고서가 채워집니다.',
    );
    expect(await textOf(page.locator('[data-figure="attendance.registered"]'))).toBe('3');
    expect(await textOf(page.locator('[data-figure="attendance.entered"]'))).toBe('0');
    for (const testId of ['report-hourly', 'report-booths', 'report-lectures'])
      expect(await page.getByTestId(testId).count(), testId).toBe(0);
    expect(
      await page
        .locator(
          ['report-attendance', 'report-hourly', 'report-booths', 'report-lectures']
            .map((testId) => `[data-testid="${testId}"] svg.recharts-surface`)
            .join(', '),
        )
        .count(),
    ).toBe(0);
    await page.screenshot({ path: join(LOOK, 'event-report-screen-1280-empty.png'), fullPage: true });
  });
});

describe('/report cover (행사 개요)', () => {
  it('is edited with 편집: saved details show on the report, an empty 행사명 is refused in Korean', async () => {
    const page = await openReport();
    const overview = page.getByTestId('report-overview');
    const shown = async () => ({
      name: await textOf(overview.getByTestId('report-event-name')),
      period: await textOf(overview.getByTestId('report-period')),
      venue: await textOf(overview.getByTestId('report-venue')),
    });
    const details: EventDetails = {
      name: '2026 스마트 산업 엑스포 결과보고',
      period: '2026년 11월 29일(일) ~ 30일(월), 2일간',
      venue: '서울 코엑스 C홀 및 컨퍼런스룸 301호',
    };
    await page.getByRole('button', { name: '편집', exact: true }).click();
    const form = page.getByTestId('report-details-form');
    await form.getByLabel('행사명').fill(details.name);
    await form.getByLabel('행사 기간').fill(details.period);
    await form.getByLabel('장소').fill(details.venue);
    await form.getByRole('button', { name: '저장', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await eventually(shown).toEqual(details);
    expect(await suite.adminApi<EventDetails>('/api/event-details')).toEqual(details);

    // an empty name: the server's message, nothing changed
    allowConsoleErrors(page, /status of 400/);
    await page.getByRole('button', { name: '편집', exact: true }).click();
    await form.getByLabel('행사명').fill('');
    await form.getByLabel('장소').fill('바뀌면 안 되는 장소');
    await form.getByRole('button', { name: '저장', exact: true }).click();
    await eventually(() => textOf(form.getByRole('alert'))).toContain('행사명을 입력하세요.');
    await page.screenshot({ path: join(LOOK, 'event-report-screen-1280-edit-error.png') });
    expect(await suite.adminApi<EventDetails>('/api/event-details')).toEqual(details);
    await form.getByRole('button', { name: '취소', exact: true }).click();
    expect(await shown()).toEqual(details);
  });
});

describe('/report 만족도 조사', () => {
  it("prints each survey on A4 with its charts drawn and the API's numbers, and 강연 현황's 만족도", async () => {
    // an event of its own (the report above stays without surveys): 4 attendees, a lecture 2 of them checked in
    // to, an attendee survey of the four kinds answered by 3 (their signed QR links), a lecture survey by both
    const other = await secondEvent(suite.server, 'report-survey-admin');
    const auth = { token: other.token };
    const people: number[] = [];
    for (let i = 0; i < 4; i++)
      people.push(
        (
          await ok<{ id: number }>('/api/users/register', {
            method: 'POST',
            ...auth,
            body: attendee({
              name: `설문참석자${String(i + 1)}`,
              phoneNumber: `010-7500-${String(1000 + i)}`,
            }),
          })
        ).id,
      );
    const talk = (
      await ok<{ id: number }>('/api/lectures', {
        method: 'POST',
        ...auth,
        body: lecture({ title: '생성형 AI와 전시 산업의 미래', capacity: 10 }),
      })
    ).id;
    for (const userId of people.slice(0, 2))
      await ok('/api/lecture-visits/checkin', { method: 'POST', body: { lectureId: talk, userId } });
    const survey = async (body: Record<string, unknown>) =>
      (await ok<{ id: number }>('/api/surveys', { method: 'POST', ...auth, body })).id;
    const visitors = await survey({
      title: '2026 스마트 산업 엑스포 관람객 만족도 조사',
      audience: 'attendees',
      opensAt: '2026-11-29T09:00:00+09:00',
      closesAt: '2099-12-31T18:00:00+09:00',
      questions: [
        { kind: 'scale5', text: '행사에 전반적으로 만족하셨습니까?', required: true },
        {
          kind: 'single',
          text: '내년에도 참관하시겠습니까?',
          options: ['예', '아니오', '잘 모르겠음'],
          required: true,
        },
        {
          kind: 'multiple',
          text: '도움이 된 프로그램을 모두 고르세요',
          options: ['전시', '강연', '네트워킹'],
        },
        { kind: 'text', text: '개선할 점을 자유롭게 적어주세요' },
      ],
    });
    const talkSurvey = await survey({
      title: '강연 만족도',
      audience: 'lecture',
      lectureId: talk,
      questions: [{ kind: 'scale5', text: '강연 내용에 만족하셨습니까?', required: true }],
    });
    const put = (id: number, body: Record<string, unknown>) =>
      ok(`/api/surveys/${String(id)}/answer`, { method: 'PUT', body: { version: 1, ...body } });
    const answers = [
      [5, '예', ['전시', '강연'], '안내 표지판이 더 많았으면 좋겠습니다'],
      [4, '예', ['전시'], ''],
      [2, '아니오', ['네트워킹'], '주차장이 혼잡했습니다'],
    ] as const;
    for (const [i, [score, single, multiple, text]] of answers.entries()) {
      const user = await ok<{ qrViewPath: string }>(`/api/users/${String(people[i])}`, auth);
      const sig = new URL(user.qrViewPath, suite.url).searchParams.get('sig');
      await put(visitors, {
        userId: people[i],
        sig,
        answers: [
          { questionId: 'q1', value: score },
          { questionId: 'q2', value: single },
          { questionId: 'q3', value: [...multiple] },
          ...(text ? [{ questionId: 'q4', value: text }] : []),
        ],
      });
    }
    for (const [i, score] of [5, 3].entries()) {
      const { sig } = await ok<{ sig: string }>(
        `/api/lectures/${String(talk)}/surveys?userId=${String(people[i])}`,
        {},
      );
      await put(talkSurvey, { userId: people[i], sig, answers: [{ questionId: 'q1', value: score }] });
    }
    const report = await ok<EventReport>('/api/reports/event', auth);
    const visitorResults = await ok<{ questions: EventReport['surveys'][number]['questions'] }>(
      `/api/surveys/${String(visitors)}/results`,
      auth,
    );
    expect(report.surveys.map((s) => s.surveyId)).toEqual([visitors, talkSurvey]);
    expect(report.surveys[0].questions).toEqual(visitorResults.questions);
    expect(report.lectures[0].satisfaction).toBe(4);

    // one page load: the figures, the charts as drawn for print, the PDF
    const login = await ok<AdminLogin>('/api/admin/login', {
      method: 'POST',
      body: { username: 'report-survey-admin', password: 'other-pass-1234' },
    });
    const page = await suite.newPage({ viewport: DESK, localStorage: sessionStorageValues(login) });
    await page.goto(`${suite.url}/report`);
    const section = page.getByTestId('report-surveys');
    await section.locator('svg.recharts-surface path.recharts-rectangle').first().waitFor();

    const figures = Object.fromEntries(
      await page
        .locator('[data-testid="report-surveys"] [data-figure], [data-figure^="lecture."]')
        .evaluateAll((elements) =>
          elements.map((e) => [e.getAttribute('data-figure') ?? '', e.textContent ?? '']),
        ),
    ) as Record<string, string>;
    const required = requiredFigures(report).filter((key) =>
      /^(survey\.|lecture\.\d+\.satisfaction)/.test(key),
    );
    expect(Object.keys(figures).sort()).toEqual(expect.arrayContaining(required.sort()));
    expect(
      Object.entries(figures).flatMap(([key, shown]) => {
        const want = apiFigure(report, key);
        return shown === want ? [] : [`${key}: shows ${shown}, the API has ${want}`];
      }),
    ).toEqual([]);
    expect(figures[`lecture.${String(talk)}.satisfaction`]).toBe('4.00');
    expect(figures[`survey.${String(visitors)}.q.q1.mean`]).toBe('3.67');
    // the newest answers of the 주관식, in the API's order (newest first)
    expect(
      await section
        .getByTestId(`report-survey-question-survey.${String(visitors)}.q.q4`)
        .locator('li')
        .allInnerTexts(),
    ).toEqual(report.surveys[0].questions[3].texts.map((t) => expect.stringContaining(t.text)));

    // each chart drawn for print: a bar of non-zero size for every count that is not 0
    await page.emulateMedia({ media: 'print' });
    const charts = await section.locator('figure.report-chart').evaluateAll((figs) =>
      figs.map((fig) => ({
        testId: fig.getAttribute('data-testid') ?? '',
        bars: [...fig.querySelectorAll('path.recharts-rectangle')].filter((bar) => {
          const box = bar.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        }).length,
      })),
    );
    await page.emulateMedia({ media: null });
    const expectedBars = Object.fromEntries(
      report.surveys.flatMap((s) =>
        s.questions
          .filter((q) => q.kind !== 'text' && q.answered > 0)
          .map((q) => [
            `report-survey-chart-survey.${String(s.surveyId)}.q.${q.id}`,
            q.distribution.filter((row) => row.count > 0).length,
          ]),
      ),
    );
    expect(Object.fromEntries(charts.map((c) => [c.testId, c.bars]))).toEqual(expectedBars);

    // on A4: every word inside the margins, no block cut, the section and its numbers in the PDF's text
    const printedReport = await printReport(page, REPORT_BLOCKS, 'event-report-surveys.pdf');
    await expectPrintedInside(printedReport, A4);
    const pages = printedWords(printedReport).map((words) => words.map((w) => w.text).join(' '));
    const from = pages.findIndex((text) => text.includes('만족도 조사 2026 스마트 산업 엑스포'));
    expect(from, 'the 만족도 조사 section printed').toBeGreaterThan(0);
    // the PDF's words are in the order Chromium painted them (a table beside its chart, the overview's labels
    // before their values): each number of the section is a word printed there
    const printed = new Set(pages.slice(from).flatMap((text) => text.split(' ')));
    const [scale, choice, multiple] = report.surveys[0].questions;
    const wanted = [
      `${figures[`survey.${String(visitors)}.responseRate`]}%`,
      `${String(report.surveys[0].responses)}명`,
      scale.mean?.toFixed(2) ?? '',
      `${scale.hundredPoint?.toFixed(1) ?? ''}점`,
      ...[scale, choice, multiple].flatMap((q) =>
        q.distribution.flatMap((row) => [String(row.count), `${surveyPercent(row.percent)}%`]),
      ),
      report.surveys[1].questions[0].mean?.toFixed(2) ?? '',
      '생성형',
    ];
    expect(
      wanted.filter((word) => !printed.has(word)),
      'numbers of the section not printed',
    ).toEqual([]);
    // and its charts' bars on paper, on the page each chart is printed on
    const edges = pdfEdges(printedReport.words);
    const surveyCharts = printedReport.charts.filter((c) => c.testId.startsWith('report-survey-chart-'));
    expect(surveyCharts).toHaveLength(Object.keys(expectedBars).length);
    for (const chart of surveyCharts) {
      const [top] = edges.top.get(chart.blockId) ?? [];
      const [bottom] = edges.bottom.get(chart.blockId) ?? [];
      expect(top?.page, chart.testId).toBe(bottom?.page);
      const area = {
        xMm: A4.marginXMm,
        yMm: top.word.yMinMm,
        widthMm: A4.widthMm - 2 * A4.marginXMm,
        heightMm: bottom.word.yMaxMm - top.word.yMinMm,
      };
      expect(
        await pdfAreaColourCount(printedReport.file, top.page, area, chart.fills[0]),
        chart.testId,
      ).toBeGreaterThan(30);
    }
    for (const [i, png] of (await pdfFilePngs(printedReport.file, 60)).entries())
      copyFileSync(png, join(LOOK, `event-report-surveys-pdf-page-${String(i + 1)}.png`));
  });
});

/** A percent of the survey results as the page writes it. */
const surveyPercent = (value: number) => value.toLocaleString('ko-KR', { maximumFractionDigits: 1 });
