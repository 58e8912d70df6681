import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Stats, StatsTotals } from '@expo/contract/stats';
import { attendeeRegistrar, type Person } from '../support/booth-fixtures.js';
import {
  PHONE,
  allowConsoleErrors,
  allowFailedRequests,
  artifactPath,
  eventually,
  textOf,
  useBrowserSuite,
  shownCards,
} from './support/browser.js';
import { followNavLink } from './support/admin-nav.js';

const suite = useBrowserSuite();
const register = attendeeRegistrar(() => suite.server);

const LAPTOP = { width: 1366, height: 768 } as const;
const BIG_SCREEN = { width: 1920, height: 1080 } as const;
const LOST = '연결 끊김 · 다시 연결하는 중…';

interface Booth {
  id: number;
  boothName: string;
  token: string;
}

let booths = 0;

/** A booth made through the API, with its manager's token. */
async function createBooth(boothName: string): Promise<Booth> {
  booths += 1;
  const loginId = `live-${String(booths)}-${String(Date.now())}`;
  const password = `live-pass-${String(booths)}`;
  const booth = await suite.adminApi<{ id: number }>('/api/booths', {
    method: 'POST',
    body: { boothName, name: '담당자', affiliation: '한빛전자', phone: '010-3000-0000', loginId, password },
  });
  const login = await suite.server.api<{ token: string }>('/api/booth-login', {
    method: 'POST',
    body: { loginId, password },
  });
  expect(login.status).toBe(200);
  return { id: booth.id, boothName, token: login.body.token };
}

async function createLecture(title: string, time: string): Promise<{ id: number }> {
  return suite.adminApi('/api/lectures', {
    method: 'POST',
    body: { title, instructor: '김교수', date: '2026-11-21', time, location: '그랜드볼룸' },
  });
}

async function visitBooth(booth: Booth, person: Person): Promise<void> {
  const res = await suite.server.api('/api/booth-visits', {
    method: 'POST',
    token: booth.token,
    body: { boothId: booth.id, userId: person.id },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function checkIn(lectureId: number, person: Person): Promise<void> {
  const res = await suite.server.api('/api/lecture-visits/checkin', {
    method: 'POST',
    body: { lectureId, userId: person.id },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const people = (n: number) => Promise.all(Array.from({ length: n }, () => register(suite.admin.token)));

/** What the cards must show for these totals. */
function expectedCards(totals: StatsTotals): Record<string, string> {
  const n = (value: number) => value.toLocaleString('ko-KR');
  return {
    'stat-attendees': n(totals.attendees),
    'stat-paid': n(totals.paid),
    'stat-printed': n(totals.printed),
    'stat-registration': `${n(totals.preRegistered)} / ${n(totals.onSite)}`,
    'stat-boothVisits': n(totals.boothVisits),
    'stat-uniqueVisitors': n(totals.uniqueVisitors),
    'stat-lectureCheckIns': n(totals.lectureCheckIns),
    'stat-entries': n(totals.entriesToday),
  };
}

const stats = () => suite.adminApi<Stats>('/api/stats');
const liveState = (page: Page) => page.getByTestId('live-status').getAttribute('data-state');

/** Marks the window: the mark survives only while the page is not loaded again. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { liveMark: string }).liveMark = 'same page';
  });
}
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark);

/** Counts the page's requests whose path starts with `prefix` (to see that a push needed no refetch). */
function countRequests(page: Page, prefix: string): { started: number; finished: number } {
  const counter = { started: 0, finished: 0 };
  const matches = (url: string) => new URL(url).pathname.startsWith(prefix);
  page.on('request', (request) => {
    if (matches(request.url())) counter.started += 1;
  });
  // a load made stale by a newer one is aborted: it is over too
  const finished = (request: { url(): string }) => {
    if (matches(request.url())) counter.finished += 1;
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return counter;
}

/** Waits until the counted requests were made, all answered, and no new one came for a while. */
async function settled(requests: { started: number; finished: number }): Promise<void> {
  await eventually(async () => {
    const seen = requests.started;
    await new Promise((resolve) => setTimeout(resolve, 400));
    return seen > 0 && requests.started === seen && requests.finished === seen;
  }).toBe(true);
}

/**
 * Opens a page and waits until its live connection is up and its loads have settled (a page opened
 * before its connection was up loads again once connected).
 */
async function openLive(page: Page, path: string, counted: string) {
  const requests = countRequests(page, counted);
  await page.goto(`${suite.url}${path}`);
  await eventually(() => liveState(page)).toBe('live');
  expect(await textOf(page.getByTestId('live-status'))).toBe('실시간');
  await settled(requests);
  await markWindow(page);
  return requests;
}

describe('/dashboard', () => {
  it('shows the totals of GET /api/stats and follows new visits and check-ins without a reload', async () => {
    const booth = await createBooth('라이브 체험관');
    const lecture = await createLecture('실시간 데이터 강연', '10:00');
    const [first, second, third] = await people(3);
    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    const requests = await openLive(page, '/dashboard', '/api/stats');
    await page.getByRole('heading', { name: '통계 대시보드', level: 1 }).waitFor();
    expect(await shownCards(page)).toEqual(expectedCards((await stats()).totals));
    expect(await textOf(page.getByTestId('top-booths'))).toContain('아직 방문 기록이 없습니다.');
    const loads = requests.started;

    for (const person of [first, second, third]) await visitBooth(booth, person);
    await checkIn(lecture.id, first);
    const after = await stats();
    expect(after.totals).toMatchObject({ boothVisits: 3, uniqueVisitors: 3, lectureCheckIns: 1 });
    await eventually(() => shownCards(page)).toEqual(expectedCards(after.totals));
    const top = page.getByTestId(`top-booth-${String(booth.id)}`);
    await eventually(() => textOf(top)).toBe('1\n라이브 체험관\n3명');
    // each figure may come with its own push round: wait for each, as a person watching would
    await eventually(() => textOf(page.getByTestId('booth-visits-chart'))).toContain('라이브 체험관');
    await eventually(() => textOf(page.getByTestId('lecture-checkins-chart'))).toContain(
      '실시간 데이터 강연',
    );

    // merged from pushes: the page neither reloaded nor fetched the figures again
    expect(await windowMark(page)).toBe('same page');
    expect(requests.started).toBe(loads);
  });

  it('is in the navigation bar and closed to visitors without a login', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    await page.goto(`${suite.url}/users`);
    await followNavLink(page, '통계 대시보드');
    await page.waitForURL(`${suite.url}/dashboard`);
    await page.getByTestId('stat-attendees').waitFor();

    const visitor = await suite.newPage();
    await visitor.goto(`${suite.url}/dashboard`);
    await visitor.waitForURL(`${suite.url}/login`);
  });
});

describe('live visitor lists', () => {
  it('/booth-visits adds a new visitor row and the count of the selected booth without a reload', async () => {
    const booth = await createBooth('실시간 부스');
    const [first, second] = await people(2);
    await visitBooth(booth, first);
    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    const requests = await openLive(page, `/booth-visits?id=${String(booth.id)}`, '/api/booth-visits/');
    await page.getByTestId(`visitor-row-${String(first.id)}`).waitFor();
    expect(await textOf(page.getByTestId('visits-count'))).toBe('총 1명');
    const loads = requests.started;

    await visitBooth(booth, second);
    const row = page.getByTestId(`visitor-row-${String(second.id)}`);
    await eventually(() => textOf(row)).toContain(second.name);
    expect(await textOf(page.getByTestId('visits-count'))).toBe('총 2명');
    // the newest visitor is on top
    expect(await page.locator('[data-testid^="visitor-row-"]').first().getAttribute('data-testid')).toBe(
      `visitor-row-${String(second.id)}`,
    );
    expect(await windowMark(page)).toBe('same page');
    expect(requests.started).toBe(loads);
  });

  it('/lecture-visits adds a check-in of the selected lecture without a reload', async () => {
    const lecture = await createLecture('라이브 출석 강연', '15:00');
    const [person] = await people(1);
    const page = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    await openLive(page, `/lecture-visits?id=${String(lecture.id)}`, '/api/lecture-visits/');
    await page.getByText('방문자 정보가 없습니다.').waitFor();

    await checkIn(lecture.id, person);
    await eventually(() => textOf(page.getByTestId(`visitor-row-${String(person.id)}`))).toContain(
      person.name,
    );
    expect(await textOf(page.getByTestId('visits-count'))).toBe('총 1명');
    expect(await windowMark(page)).toBe('same page');
  });

  it('/booth-visits2 on the booth phone shows a visit recorded elsewhere without a reload', async () => {
    const booth = await createBooth('폰 부스');
    const [person] = await people(1);
    const page = await suite.newPage({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      localStorage: { boothId: String(booth.id), boothName: booth.boothName, boothToken: booth.token },
    });
    await openLive(page, '/booth-visits2', '/api/booth-login/');
    await page.getByText('방문자 정보가 없습니다.').waitFor();

    await visitBooth(booth, person);
    await eventually(() => textOf(page.getByTestId(`visitor-row-${String(person.id)}`))).toContain(
      person.name,
    );
    expect(await textOf(page.locator('.page-subtitle'))).toBe('방문자 목록 · 방문자 1명');
    expect(await windowMark(page)).toBe('same page');
    await page.screenshot({ path: artifactPath('booth-visits2-live-phone.png'), fullPage: true });
  });
});

describe('a booth phone whose booth is removed', () => {
  it('is refused by the live connection, forgets the booth and goes to /booth-login', async () => {
    const booth = await createBooth('철거 부스');
    const page = await suite.newPage({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      localStorage: { boothId: String(booth.id), boothName: booth.boothName, boothToken: booth.token },
    });
    // a list request racing the removal is answered 401 (and the browser logs it)
    allowConsoleErrors(page, /status of 401/);
    await openLive(page, '/booth-visits2', '/api/booth-login/');

    await suite.adminApi(`/api/booths/${String(booth.id)}`, { method: 'DELETE' });
    await page.waitForURL(`${suite.url}/booth-login`);
    const kept = await page.evaluate(() => Object.keys(window.localStorage));
    expect(kept.filter((key) => /^booth/.test(key))).toEqual([]);
  });
});

describe('after the connection drops', () => {
  it('says so, reconnects by itself and shows what happened meanwhile (the numbers of GET /api/stats)', async () => {
    const booth = await createBooth('재연결 부스');
    const lecture = await createLecture('재연결 강연', '16:00');
    const [first, second, third] = await people(3);
    await visitBooth(booth, first);
    const dashboard = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    const list = await suite.newPage({ session: 'admin', viewport: LAPTOP });
    for (const page of [dashboard, list]) {
      // while the server is stopped, the pages' requests get no answer (and the browser logs them)
      allowFailedRequests(page, /net::ERR_CONNECTION_REFUSED/);
      allowConsoleErrors(page, /net::ERR_CONNECTION_REFUSED/);
    }
    await openLive(dashboard, '/dashboard', '/api/stats');
    await openLive(list, `/booth-visits?id=${String(booth.id)}`, '/api/booth-visits/');

    await suite.stopServer();
    for (const page of [dashboard, list]) {
      await eventually(() => liveState(page)).toBe('reconnecting');
      expect(await textOf(page.getByTestId('live-status'))).toBe(LOST);
    }
    await dashboard.screenshot({ path: artifactPath('dashboard-reconnecting.png') });

    // recorded as soon as the server is back, before the pages are connected again
    await suite.restartServer();
    await visitBooth(booth, second);
    await visitBooth(booth, third);
    await checkIn(lecture.id, first);

    for (const page of [dashboard, list]) await eventually(() => liveState(page)).toBe('live');
    const now = await stats();
    await eventually(() => shownCards(dashboard)).toEqual(expectedCards(now.totals));
    for (const person of [first, second, third]) {
      await list.getByTestId(`visitor-row-${String(person.id)}`).waitFor();
    }
    expect(await textOf(list.getByTestId('visits-count'))).toBe('총 3명');
    expect(await windowMark(dashboard)).toBe('same page');
    expect(await windowMark(list)).toBe('same page');
  });
});

describe('/dashboard screenshots', () => {
  it('fits a big screen, a laptop and a phone', async () => {
    const names = [
      'AI 체험관',
      '스마트 모빌리티관',
      '푸른바이오 헬스케어',
      '로봇 플레이그라운드',
      '메타버스 스튜디오',
    ];
    const made = await Promise.all(names.map((name) => createBooth(name)));
    const crowd = await people(12);
    for (const [i, booth] of made.entries()) {
      for (const person of crowd.slice(0, 12 - 2 * i)) await visitBooth(booth, person);
    }
    const talk = await createLecture('생성형 AI와 전시 산업의 미래', '11:00');
    for (const person of crowd.slice(0, 7)) await checkIn(talk.id, person);

    for (const [name, viewport] of [
      ['dashboard-1920x1080.png', BIG_SCREEN],
      ['dashboard-1366x768.png', LAPTOP],
      ['dashboard-360x740.png', PHONE],
    ] as const) {
      const page = await suite.newPage({ session: 'admin', viewport });
      await page.goto(`${suite.url}/dashboard`);
      await eventually(() => liveState(page)).toBe('live');
      await eventually(() => textOf(page.getByTestId('top-booths'))).toContain('AI 체험관');
      const file = artifactPath(name);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`screenshot: ${file}`);
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.close();
    }
  });
});
