import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { lecture } from '../support/booth-fixtures.js';
import { accessibilityProblems } from './support/axe.js';
import {
  PHONE,
  allowConsoleErrors,
  allowFailedRequests,
  eventually,
  textOf,
  useBrowserSuite,
} from './support/browser.js';

// issue 50, part 4: the programme at /program/{eventId} on an attendee's phone: seats live as the doors check
// people in, search, '내 일정' from the signed QR link, offline after one visit, Korean and English
const suite = useBrowserSuite();

/** Within 2 s: the figure for the seats to follow the doors, without a reload. */
const LIVE_MS = 2000;

let eventId: number;
const lectures = { keynote: 0, workshop: 0, dayTwo: 0 };
const people: { id: number; sig: string }[] = [];

async function checkIn(lectureId: number, userId: number) {
  await suite.adminApi('/api/lecture-visits/checkin', {
    method: 'POST',
    body: { lectureId, userId },
    expected: 201,
  });
}

beforeAll(async () => {
  eventId = suite.admin.eventId;
  const made = async (fields: Record<string, unknown>) =>
    (await suite.adminApi<{ id: number }>('/api/lectures', { method: 'POST', body: lecture(fields) })).id;
  lectures.keynote = await made({
    title: '기조연설: 내일의 전시',
    date: '2026-12-05',
    time: '10:00',
    capacity: 2,
  });
  lectures.workshop = await made({
    title: 'AI 워크숍',
    instructor: '이강사',
    location: '컨퍼런스룸 B',
    date: '2026-12-05',
    time: '13:00',
  });
  lectures.dayTwo = await made({
    title: '둘째 날 패널 토론',
    date: '2026-12-06',
    time: '09:30',
    capacity: 50,
  });
  for (const [i, name] of ['김민수', '이서연', '박지훈'].entries()) {
    const { id } = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name, phoneNumber: `010-6100-000${String(i)}` }),
    });
    const { qrViewPath } = await suite.adminApi<{ qrViewPath: string }>(`/api/users/${String(id)}`);
    people.push({ id, sig: new URL(qrViewPath, suite.url).searchParams.get('sig')! });
  }
  // 김민수 was at the second day's panel already
  await checkIn(lectures.dayTwo, people[0]!.id);
});

const seatsOf = (page: Page, lectureId: number) =>
  page.locator(`li[data-lecture-id="${String(lectureId)}"] [data-testid="programme-seats"]`);
const shownTitles = (page: Page) => page.locator('.programme-title').allTextContents();

describe('the programme on a phone (ko-KR, 360 px), from the QR page’s signed link', () => {
  it('follows the doors live, searches, keeps 내 일정, and opens again offline', async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    const minsu = people[0]!;
    const qrView = `${suite.url}/qr-view/${String(minsu.id)}?sig=${minsu.sig}`;
    await page.goto(qrView);
    // the QR page links to the programme with the same signed link
    await page.getByRole('link', { name: '프로그램 보기' }).tap();
    await page.getByRole('heading', { name: '프로그램', level: 1 }).waitFor();
    const url = page.url();
    expect(new URL(url).pathname).toBe(`/program/${String(eventId)}`);
    expect(await page.getByRole('heading', { name: '12월 5일 (토)', level: 2 }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: '12월 6일 (일)', level: 2 }).isVisible()).toBe(true);
    expect(await textOf(seatsOf(page, lectures.keynote))).toBe('잔여 2석 / 정원 2');
    expect(await textOf(seatsOf(page, lectures.workshop))).toBe('정원 없음 · 출석 0명');
    const panel = page.locator(`li[data-lecture-id="${String(lectures.dayTwo)}"]`);
    expect(await textOf(panel.locator('.programme-checked-in'))).toBe('출석함');
    // the app has taken the page over (the search works) and the live connection is up
    await page.getByRole('searchbox', { name: '강연 검색' }).waitFor();
    await eventually(() => page.getByRole('searchbox').isEnabled()).toBe(true);
    await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));

    // the doors check people in: the seats follow within 2 s, then '만석'
    await checkIn(lectures.keynote, people[1]!.id);
    await seatsOf(page, lectures.keynote)
      .filter({ hasText: '잔여 1석 / 정원 2' })
      .waitFor({ timeout: LIVE_MS });
    await checkIn(lectures.keynote, people[2]!.id);
    await seatsOf(page, lectures.keynote).filter({ hasText: '만석' }).waitFor({ timeout: LIVE_MS });
    expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);

    // search: by speaker, by room, trimmed and whatever the case; nothing found says so
    const search = page.getByRole('searchbox', { name: '강연 검색' });
    await search.fill('  이강사 ');
    expect(await shownTitles(page)).toEqual(['AI 워크숍']);
    await search.fill('컨퍼런스룸 b');
    expect(await shownTitles(page)).toEqual(['AI 워크숍']);
    await search.fill('블록체인');
    expect(await textOf(page.locator('.programme-empty'))).toBe('검색 결과가 없습니다.');
    await search.fill('');

    // 내 일정: star the workshop, see it alone under 내 일정, and still there after a reload
    const star = page.getByRole('button', { name: '내 일정: AI 워크숍' });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.tap();
    await eventually(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '내 일정', exact: true }).tap();
    expect(await shownTitles(page)).toEqual(['AI 워크숍']);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: '프로그램', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: '내 일정: AI 워크숍' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await textOf(seatsOf(page, lectures.keynote))).toBe('만석');

    // kept on the phone: with no network it opens again, says it is offline, and takes no star
    await eventually(() => page.evaluate(async (address) => Boolean(await caches.match(address)), url)).toBe(
      true,
    );
    await page.context().setOffline(true);
    allowFailedRequests(page, /socket\.io|\/api\/programme\//);
    allowConsoleErrors(page, /ERR_INTERNET_DISCONNECTED|socket\.io/);
    await page.reload();
    await page.getByRole('heading', { name: '프로그램', level: 1 }).waitFor();
    expect(await shownTitles(page)).toEqual(['기조연설: 내일의 전시', 'AI 워크숍', '둘째 날 패널 토론']);
    expect(await textOf(seatsOf(page, lectures.keynote))).toBe('만석');
    await eventually(() => textOf(page.getByRole('status'))).toMatch(
      /^오프라인: 마지막으로 받은 정보입니다 \(\d\d:\d\d\) 오프라인에서는 내 일정을 바꿀 수 없습니다/,
    );
    expect(await page.getByRole('button', { name: '내 일정: AI 워크숍' }).isDisabled()).toBe(true);
  });
});

describe('the programme in English and Korean', () => {
  it('is English for Accept-Language en-US, axe-clean, and the 한국어 switch is remembered', async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' });
    await page.goto(`${suite.url}/program/${String(eventId)}`);
    await page.getByRole('heading', { name: 'Programme', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByRole('heading', { name: 'Sat 5 Dec', level: 2 }).isVisible()).toBe(true);
    expect(await textOf(seatsOf(page, lectures.keynote))).toBe('Full');
    expect(await textOf(seatsOf(page, lectures.dayTwo))).toBe('49 of 50 seats left');
    // the public programme has no stars: nobody's 내 일정
    expect(await page.locator('.programme-star').count()).toBe(0);
    await eventually(() => page.getByRole('searchbox').isEnabled()).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: '한국어' }).tap();
    await page.getByRole('heading', { name: '프로그램', level: 1 }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: '프로그램', level: 1 }).waitFor();
    expect(await textOf(seatsOf(page, lectures.keynote))).toBe('만석');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
  });
});
