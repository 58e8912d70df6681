import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendeeRegistrar, type Person } from '../support/booth-fixtures.js';
import { eventually, useBrowserSuite } from './support/browser.js';

/**
 * /dashboard's layout (issue 18): the eight number cards in even rows (none alone at 1280 px), the
 * chart cards side by side, nothing wider than the screen at 1280 px and on a 390-px phone, and every
 * booth name and lecture title in full: in the <title> of its bars (hover) and in each chart's table
 * view ('표로 보기', opened by a click or a tap), which follows the live pushes.
 */

const suite = useBrowserSuite();
const register = attendeeRegistrar(() => suite.server);

const DESK = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/dashboard-shots';

/** A 100-character word without a space (the longest booth name the server takes). */
const LONG_WORD = `초장문부스명${'가나다라마바사아자차'.repeat(9)}끝끝끝끝`;
const BOOTH_NAMES = ['B-02 카카오 AI 체험관 스마트 모빌리티 특별관', LONG_WORD, '로봇관'] as const;
const LECTURE_TITLES = [
  '대한민국 국제 전시·컨벤션 산업 발전을 위한 지속가능한 운영 전략 특별 강연',
  `${LONG_WORD}강연`,
  'AI 세션',
] as const;

interface Seeded {
  booths: { id: number; name: string; token: string; visits: number }[];
  lectures: { id: number; title: string; checkIns: number; capacity: number | null }[];
  people: Person[];
}

let seeded: Seeded | undefined;

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

async function visit(booth: { id: number; token: string }, person: Person): Promise<void> {
  const res = await suite.server.api('/api/booth-visits', {
    method: 'POST',
    token: booth.token,
    body: { boothId: booth.id, userId: person.id },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/** Three booths and three lectures with long names, each visited / attended (made once for the file). */
async function seed(): Promise<Seeded> {
  if (seeded) return seeded;
  const people = await Promise.all(Array.from({ length: 6 }, () => register(suite.admin.token)));
  const booths: Seeded['booths'] = [];
  for (const [i, boothName] of BOOTH_NAMES.entries()) {
    const loginId = `layout-${String(i)}-${String(Date.now())}`;
    const made = await suite.adminApi<{ id: number }>('/api/booths', {
      method: 'POST',
      body: {
        boothName,
        name: '담당자',
        affiliation: '한빛전자',
        phone: '010-3000-0000',
        loginId,
        password: 'layout-pass-1',
      },
    });
    const login = await suite.server.api<{ token: string }>('/api/booth-login', {
      method: 'POST',
      body: { loginId, password: 'layout-pass-1' },
    });
    expect(login.status).toBe(200);
    const booth = { id: made.id, name: boothName, token: login.body.token, visits: 3 - i };
    for (const person of people.slice(0, booth.visits)) await visit(booth, person);
    booths.push(booth);
  }
  const lectures: Seeded['lectures'] = [];
  for (const [i, title] of LECTURE_TITLES.entries()) {
    const capacity = i === 1 ? 2 : i === 0 ? 10 : null;
    const made = await suite.adminApi<{ id: number }>('/api/lectures', {
      method: 'POST',
      body: {
        title,
        instructor: '김교수',
        date: '2026-11-21',
        time: `1${String(i)}:00`,
        location: '그랜드볼룸',
        capacity,
      },
    });
    const checkIns = i + 1;
    for (const person of people.slice(0, checkIns)) {
      const res = await suite.server.api('/api/lecture-visits/checkin', {
        method: 'POST',
        body: { lectureId: made.id, userId: person.id },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    lectures.push({ id: made.id, title, checkIns, capacity });
  }
  seeded = { booths, lectures, people };
  return seeded;
}

const people = (n: number) => `${n.toLocaleString('ko-KR')}명`;
const lectureValue = (l: Seeded['lectures'][number]) =>
  l.capacity === null ? people(l.checkIns) : `${String(l.checkIns)} / ${String(l.capacity)}명`;

/** The dashboard, live, with both bar charts drawn. */
async function openDashboard(viewport: { width: number; height: number }, phone = false): Promise<Page> {
  const page = await suite.newPage({ session: 'admin', viewport, isMobile: phone, hasTouch: phone });
  await page.goto(`${suite.url}/dashboard`);
  await eventually(() => page.getByTestId('live-status').getAttribute('data-state')).toBe('live');
  await page.locator('[data-testid="booth-visits-chart"] .bar-list-bar').first().waitFor();
  await page.locator('[data-testid="lecture-checkins-chart"] .bar-list-bar').first().waitFor();
  // a page opened before its connection was up loads again once connected: let that settle
  await page.waitForLoadState('networkidle');
  return page;
}

/** The document's width, and the elements whose box reaches past the right edge of the screen. */
async function overflow(page: Page): Promise<{ scrollWidth: number; wider: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wider = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute('class'))}`);
    return { scrollWidth: document.documentElement.scrollWidth, wider };
  });
}

async function expectNothingWider(page: Page, width: number): Promise<void> {
  const seen = await overflow(page);
  expect(seen.wider).toEqual([]);
  expect(seen.scrollWidth).toBeLessThanOrEqual(width);
}

/** Groups the boxes of the locator by their offsetTop: how many share each row, top to bottom. */
async function cardsPerRow(cards: Locator): Promise<number[]> {
  const tops = await cards.evaluateAll((elements) => elements.map((e) => (e as HTMLElement).offsetTop));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count);
}

/** The full names in the <title> of the chart's bars, and of its axis names (hover). */
async function hoverNames(chart: Locator): Promise<{ bars: string[]; axis: string[] }> {
  return chart.evaluate((element) => ({
    bars: [...element.querySelectorAll('.bar-list-bar > title')].map((t) => t.textContent ?? ''),
    axis: [...element.querySelectorAll('text.bar-name > title')].map((t) => t.textContent ?? ''),
  }));
}

/** The chart's table view as shown: [name, value] per row, top to bottom (empty while closed). */
async function shownTable(page: Page, testId: string): Promise<string[][]> {
  const rows = page.getByTestId(testId).locator('tbody tr');
  const visible = await rows
    .first()
    .isVisible()
    .catch(() => false);
  if (!visible) return [];
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim())),
  );
}

/** Every name cell of the table shows its whole text inside the screen (wrapped, not cut). */
async function clippedNameCells(page: Page, testId: string): Promise<string[]> {
  return page
    .getByTestId(testId)
    .locator('tbody th')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const box = cell.getBoundingClientRect();
          return cell.scrollWidth > cell.clientWidth + 1 || box.right > window.innerWidth + 1;
        })
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('/dashboard layout', () => {
  it('at 1280 px: cards in even rows, no chart card alone, full names on hover and in the table views', async () => {
    const { booths, lectures, people: crowd } = await seed();
    const page = await openDashboard(DESK);

    // eight number cards: four and four, none alone on its row
    const cards = page.locator('.stat-card');
    expect(await cards.count()).toBe(8);
    expect(await cardsPerRow(cards)).toEqual([4, 4]);
    // each chart card shares its height with another one beside it
    const panels = await page.locator('.dashboard-panel').evaluateAll((elements) =>
      elements.map((e) => {
        const box = e.getBoundingClientRect();
        return { id: e.getAttribute('data-testid'), top: box.top, bottom: box.bottom, left: box.left };
      }),
    );
    expect(panels).toHaveLength(5);
    for (const panel of panels) {
      const beside = panels.filter(
        (other) =>
          other !== panel &&
          other.left !== panel.left &&
          other.top < panel.bottom &&
          panel.top < other.bottom,
      );
      expect(beside.length, `${String(panel.id)} has a card beside it`).toBeGreaterThan(0);
    }
    await expectNothingWider(page, DESK.width);

    // hover: the full names in the bars' and the names' <title>
    const boothChart = page.getByTestId('booth-visits-chart');
    const lectureChart = page.getByTestId('lecture-checkins-chart');
    const boothHover = await hoverNames(boothChart);
    expect(boothHover.axis).toEqual(booths.map((b) => b.name));
    expect(boothHover.bars).toEqual(booths.map((b) => `${b.name}: ${people(b.visits)}`));
    const lectureHover = await hoverNames(lectureChart);
    expect(lectureHover.axis).toEqual(lectures.map((l) => l.title));
    // a lecture with a 정원: its track and its bar say it
    for (const lecture of lectures) {
      expect(lectureHover.bars).toContain(`${lecture.title}: ${lectureValue(lecture)}`);
    }
    // the axis shows them shortened (the text beside the <title>)
    const axisShown = await boothChart.locator('text.bar-name').evaluateAll((texts) =>
      texts.map((text) =>
        [...text.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(''),
      ),
    );
    expect(axisShown[1]).toBe(`${LONG_WORD.slice(0, 10)}…`);

    // the table views: closed at first, opened by a click, every full name and number
    expect(await shownTable(page, 'booth-visits-table')).toEqual([]);
    await boothChart.getByText('표로 보기').click();
    await lectureChart.getByText('표로 보기').click();
    await eventually(() => shownTable(page, 'booth-visits-table')).toEqual(
      booths.map((b) => [b.name, people(b.visits)]),
    );
    expect(await shownTable(page, 'lecture-checkins-table')).toEqual(
      lectures.map((l) => [l.title, lectureValue(l)]),
    );
    expect(await clippedNameCells(page, 'booth-visits-table')).toEqual([]);
    expect(await clippedNameCells(page, 'lecture-checkins-table')).toEqual([]);
    await page.getByTestId('visits-timeline-chart').getByText('표로 보기').click();
    const timeline = await shownTable(page, 'visits-timeline-table');
    expect(timeline.length).toBeGreaterThan(0);
    expect(timeline[0]).toHaveLength(4);
    await expectNothingWider(page, DESK.width);
    await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });

    // live: a new visit reaches the open table and the bar's title without a reload
    await page.evaluate(() => {
      (window as unknown as { layoutMark: string }).layoutMark = 'same page';
    });
    const longBooth = booths[1];
    await visit(longBooth, crowd[5]);
    await eventually(async () => (await shownTable(page, 'booth-visits-table'))[1]).toEqual([
      longBooth.name,
      people(longBooth.visits + 1),
    ]);
    expect((await hoverNames(boothChart)).bars[1]).toBe(`${longBooth.name}: ${people(longBooth.visits + 1)}`);
    expect(await page.evaluate(() => (window as unknown as { layoutMark?: string }).layoutMark)).toBe(
      'same page',
    );
    longBooth.visits += 1;
  });

  it('on a 390-px phone: nothing wider than the screen, the tables open with a tap and show whole names', async () => {
    const { booths, lectures } = await seed();
    const page = await openDashboard(PHONE, true);
    const cards = page.locator('.stat-card');
    expect(await cardsPerRow(cards)).toEqual([2, 2, 2, 2]);
    await expectNothingWider(page, PHONE.width);
    await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });

    await page.getByTestId('booth-visits-chart').getByText('표로 보기').tap();
    await page.getByTestId('lecture-checkins-chart').getByText('표로 보기').tap();
    await eventually(() => shownTable(page, 'booth-visits-table')).toEqual(
      booths.map((b) => [b.name, people(b.visits)]),
    );
    expect(await shownTable(page, 'lecture-checkins-table')).toEqual(
      lectures.map((l) => [l.title, lectureValue(l)]),
    );
    expect(await clippedNameCells(page, 'booth-visits-table')).toEqual([]);
    expect(await clippedNameCells(page, 'lecture-checkins-table')).toEqual([]);
    // the numbers stay beside the names, inside the screen
    const values = await page
      .getByTestId('booth-visits-table')
      .locator('tbody td')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right));
    for (const right of values) expect(right).toBeLessThanOrEqual(PHONE.width);
    await expectNothingWider(page, PHONE.width);
    await page.getByTestId('booth-visits-table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-390-tables.png`, fullPage: true });
  });
});
