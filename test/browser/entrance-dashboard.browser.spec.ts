import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Stats } from '@expo/contract/stats';
import { attendeeRegistrar, type Person } from '../support/booth-fixtures.js';
import { artifactPath, eventually, shownCards, textOf, useBrowserSuite } from './support/browser.js';

/**
 * The dashboard's entrance figures (issue 14): the '입장' card (today's entries, 누적 attendees who came
 * in), '일별 입장' (each day's entries) and the arrivals line of the 10-minute timeline, all following
 * the entries and prints made at the desk without a reload.
 */

const suite = useBrowserSuite();
const register = attendeeRegistrar(() => suite.server);

const LAPTOP = { width: 1366, height: 768 } as const;
/** The arrivals' line colour (web/src/components/chart/chart-series.ts). */
const ENTRIES_STROKE = '#c2410c';

let keys = 0;

/** Checks an attendee in at the desk with the admin's token; `at` is when staff acted (a queued entry). */
async function enter(person: Person, at?: Date): Promise<{ recorded: boolean; entry: { day: string } }> {
  keys += 1;
  const res = await suite.server.api<{ recorded: boolean; entry: { day: string } }>(
    `/api/desk/attendees/${String(person.id)}/entries`,
    {
      method: 'POST',
      token: suite.admin.token,
      body: at ? { at: at.toISOString() } : {},
      headers: { 'idempotency-key': `entrance-dashboard-${String(keys)}-${String(Date.now())}` },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
}

async function printBadge(person: Person): Promise<void> {
  keys += 1;
  const res = await suite.server.api(`/api/desk/attendees/${String(person.id)}/badge-prints`, {
    method: 'POST',
    token: suite.admin.token,
    body: {},
    headers: { 'idempotency-key': `entrance-print-${String(keys)}-${String(Date.now())}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

/** A date as the event's day (Asia/Seoul), YYYY-MM-DD. */
const seoulDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(at);

const stats = () => suite.adminApi<Stats>('/api/stats');

/** The '일별 입장' table as shown: [날짜, 입장] per row, top to bottom. */
async function shownDays(page: Page): Promise<string[][]> {
  return page
    .getByTestId('entries-by-day')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** The '입장' card: its number and the small 누적 line. */
const entriesCard = (page: Page) => textOf(page.getByTestId('stat-entries'));

/**
 * How many points of the arrivals' line stand above the chart's zero line (the line always starts
 * from a quiet bucket, at zero).
 */
async function raisedArrivalPoints(page: Page): Promise<number> {
  return page.getByTestId('visits-timeline-chart').evaluate((chart, stroke) => {
    const ys = [...chart.querySelectorAll(`circle.recharts-line-dot[stroke="${stroke}"]`)].map((dot) =>
      Number(dot.getAttribute('cy')),
    );
    const zero = Math.max(...ys);
    return ys.filter((y) => y < zero - 1).length;
  }, ENTRIES_STROKE);
}

/** The dashboard opened with its live connection up (its figures merge pushes from then on). */
async function openDashboard(): Promise<{ page: Page; statsLoads: () => number }> {
  const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
  let loads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/stats') loads += 1;
  });
  await page.goto(`${suite.url}/dashboard`);
  await eventually(() => page.getByTestId('live-status').getAttribute('data-state')).toBe('live');
  await page.getByTestId('stat-entries').waitFor();
  // a page opened before its connection was up loads again once connected: let that settle
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { entranceMark: string }).entranceMark = 'same page';
  });
  return { page, statsLoads: () => loads };
}

const windowMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { entranceMark?: string }).entranceMark);

describe('/dashboard at the entrance', () => {
  it("shows the desk's entries in the 입장 card, 일별 입장 and the timeline, live without a reload", async () => {
    const [first, second, earlier] = await Promise.all([
      register(suite.admin.token),
      register(suite.admin.token),
      register(suite.admin.token),
    ]);
    const { page, statsLoads } = await openDashboard();
    await page.getByRole('heading', { name: '통계 대시보드', level: 1 }).waitFor();
    expect(await entriesCard(page)).toBe('입장\n0\n누적 0명');
    expect(await textOf(page.getByTestId('entries-by-day'))).toMatch(
      /^일별 입장\s+아직 입장 기록이 없습니다.$/,
    );
    expect(await textOf(page.getByTestId('visits-timeline-chart'))).toContain(
      '아직 방문·출석·입장 기록이 없습니다.',
    );
    const loads = statsLoads();

    // the first entry of the day at the desk
    const today = seoulDay(new Date());
    const firstEntry = await enter(first);
    expect(firstEntry).toMatchObject({ recorded: true, entry: { day: today } });
    await eventually(() => entriesCard(page)).toBe('입장\n1\n누적 1명');
    await eventually(() => shownDays(page)).toEqual([[today, '1']]);
    // the arrival is drawn as the third series of the timeline
    await eventually(() => raisedArrivalPoints(page)).toBe(1);
    expect(await textOf(page.locator('.recharts-legend-wrapper'))).toMatch(/부스 방문\s*강연 출석\s*입장/);

    // the same attendee again today is not counted twice; another one is
    expect(await enter(first)).toMatchObject({ recorded: false });
    await enter(second);
    await eventually(() => entriesCard(page)).toBe('입장\n2\n누적 2명');
    await eventually(() => shownDays(page)).toEqual([[today, '2']]);

    // a laptop's queued entry made 20 hours ago counts for the day it was made (maybe yesterday)
    const madeAt = new Date(Date.now() - 20 * 3_600_000);
    const queued = await enter(earlier, madeAt);
    expect(queued).toMatchObject({ recorded: true, entry: { day: seoulDay(madeAt) } });
    const expectedDays =
      seoulDay(madeAt) === today
        ? [[today, '3']]
        : [
            [seoulDay(madeAt), '1'],
            [today, '2'],
          ];
    await eventually(() => shownDays(page)).toEqual(expectedDays);
    const todayCount = seoulDay(madeAt) === today ? 3 : 2;
    await eventually(() => entriesCard(page)).toBe(`입장\n${String(todayCount)}\n누적 3명`);

    // a badge printed at the desk counts on the 출력 card
    const printedBefore = (await stats()).totals.printed;
    await printBadge(first);
    await eventually(async () => (await shownCards(page))['stat-printed']).toBe(
      (printedBefore + 1).toLocaleString('ko-KR'),
    );

    // what the page shows is what the server counts, and it came by pushes alone
    const after = await stats();
    expect(after.totals).toMatchObject({ entriesToday: todayCount, entered: 3 });
    expect(after.entriesByDay.map((d) => [d.day, String(d.entries)])).toEqual(expectedDays);
    expect(await windowMark(page)).toBe('same page');
    expect(statsLoads()).toBe(loads);
    await page.screenshot({ path: artifactPath('entrance-dashboard.png'), fullPage: true });

    // and a fresh load shows the same
    await page.reload();
    await eventually(() => entriesCard(page)).toBe(`입장\n${String(todayCount)}\n누적 3명`);
    expect(await shownDays(page)).toEqual(expectedDays);
  });
});
