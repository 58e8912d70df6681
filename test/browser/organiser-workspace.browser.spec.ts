import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { booth } from '../support/booth-fixtures.js';
import { ORGANISER } from '../support/test-server.js';
import { pdfPages } from './support/print.js';
import { firstScreen, recordScanScreens } from './support/scan-screens.js';
import {
  allowConsoleErrors,
  eventually,
  loginThroughUi,
  recordDialogs,
  textOf,
  useBrowserSuite,
} from './support/browser.js';

/**
 * The organiser's workspace as an organiser and their event admins use it: events made in the browser, an admin
 * added who then sees only that event, switching from the header, and a closed event that refuses a booth scan
 * in Korean while its 결과보고서 still prints.
 */
const suite = useBrowserSuite();
const DESK = { width: 1280, height: 900 } as const;

async function organiserPage(): Promise<Page> {
  const page = await suite.newPage({ viewport: DESK });
  await loginThroughUi(page, suite.url, ORGANISER.username, ORGANISER.password);
  return page;
}

async function organiserToken(): Promise<string> {
  const res = await suite.server.api('/api/admin/login', { method: 'POST', body: ORGANISER });
  return res.body.token as string;
}

describe('an organiser makes an event and hands it to its admin', () => {
  it('creates the event, lands in it, adds its admin; that admin sees only it and is not offered /events', async () => {
    const page = await organiserPage();
    await page.goto(`${suite.url}/events`);
    await page.getByTestId('events-table').waitFor();
    await page.getByLabel('행사명').fill('2027 부산 국제 엑스포');
    await page.getByLabel('시작일').fill('2027-05-12');
    await page.getByLabel('종료일').fill('2027-05-14');
    await page.getByLabel('장소').fill('벡스코 제1전시장');
    await page.getByRole('button', { name: '행사 만들기' }).click();
    // the organiser lands in the new event: the header names it
    await page.waitForURL(`${suite.url}/users`);
    await eventually(() => textOf(page.getByTestId('nav-event-name'))).toBe('2027 부산 국제 엑스포');
    const events = (await suite.server.api('/api/events', { token: await organiserToken() })).body as {
      id: number;
      name: string;
      state: string;
    }[];
    const busan = events.find((event) => event.name === '2027 부산 국제 엑스포')!;
    expect(busan.state).toBe('preparing');

    await page.goto(`${suite.url}/events/${busan.id}/admins`);
    await page.getByRole('heading', { name: '2027 부산 국제 엑스포 관리자' }).waitFor();
    await page.getByLabel('이름', { exact: true }).fill('부산담당');
    await page.getByLabel(/^아이디/).fill('busan-admin');
    await page.getByLabel('비밀번호').fill('busan-pass-1234');
    await page.getByRole('button', { name: '추가', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toContain(
      '관리자 부산담당을 추가했습니다',
    );
    await eventually(() => page.getByTestId('event-admins-table').locator('tbody tr').count()).toBe(1);

    const adminPage = await suite.newPage({ viewport: DESK });
    await loginThroughUi(adminPage, suite.url, 'busan-admin', 'busan-pass-1234');
    await eventually(() => textOf(adminPage.getByTestId('nav-event-name'))).toBe('2027 부산 국제 엑스포');
    await adminPage.getByTestId('attendee-table').waitFor();
    expect(await adminPage.getByRole('link', { name: '행사 목록' }).count()).toBe(0);
    await adminPage.goto(`${suite.url}/events`);
    await adminPage.waitForURL(`${suite.url}/users`);
    // the API refuses it too
    const token = await adminPage.evaluate(() => localStorage.getItem('adminToken'));
    expect((await suite.server.api('/api/events', { token: token! })).status).toBe(403);
  });

  it('switches events from the header: every screen then acts on the chosen event', async () => {
    const token = await organiserToken();
    const made = await suite.server.api('/api/events', {
      method: 'POST',
      token,
      body: { name: '전환용 광주 박람회', startDate: '2027-09-01', endDate: '2027-09-02' },
    });
    const page = await organiserPage();
    const before = await textOf(page.getByTestId('nav-event-name'));
    await page.getByTestId('event-switcher').click();
    // the switch stores the new session, then opens /users afresh: the page's next load is the new event's
    // (the header shows the new name as soon as the session is stored, before that load)
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: /전환용 광주 박람회/ }).click();
    await reloaded;
    await eventually(() => textOf(page.getByTestId('nav-event-name'))).toBe('전환용 광주 박람회');
    expect(before).not.toBe('전환용 광주 박람회');
    expect(await page.evaluate(() => localStorage.getItem('eventId'))).toBe(String(made.body.id));
    // the attendee list is the new event's (empty)
    await eventually(() => textOf(page.getByTestId('attendee-table'))).toContain('');
    const shown = await page.getByTestId('attendee-table').locator('tbody tr.attendee-row').count();
    expect(shown).toBe(0);
  });
});

describe("'이전 행사 복사'", () => {
  it('copies booths and lectures with their 정원 and moved days, no attendee; new logins land in the new event', async () => {
    const token = await organiserToken();
    const made = await suite.server.api('/api/events', {
      method: 'POST',
      token,
      body: { name: '2026 인천 스마트시티 전시회', startDate: '2026-10-14', endDate: '2026-10-16' },
    });
    const source = made.body.id as number;
    const inSource = (path: string) => `${path}?eventId=${source}`;
    for (const [i, boothName] of ['송도 모빌리티관', '드론 시연장'].entries())
      await suite.server.api(inSource('/api/booths'), {
        method: 'POST',
        token,
        body: booth({ boothName, loginId: `incheon-${i}`, phone: `010-6060-000${i}` }),
      });
    await suite.server.api(inSource('/api/lectures'), {
      method: 'POST',
      token,
      body: {
        title: '스마트시티 기조강연',
        instructor: '정교수',
        date: '2026-10-15',
        time: '13:00',
        location: '컨벤시아 홀',
        capacity: 80,
      },
    });
    await suite.server.api(inSource('/api/users/register'), {
      method: 'POST',
      token,
      body: { ...attendee({ name: '작년참석자', phoneNumber: '010-6060-1001' }), eventId: source },
    });

    const page = await organiserPage();
    await page.goto(`${suite.url}/events`);
    await page.getByTestId('events-table').waitFor();
    await page.getByLabel('행사명').fill('2027 인천 스마트시티 전시회');
    await page.getByLabel('시작일').fill('2027-10-13');
    await page.getByLabel('종료일').fill('2027-10-15');
    await page.getByLabel('이전 행사 복사').selectOption({ label: '2026 인천 스마트시티 전시회' });
    await page.getByRole('button', { name: '복사해서 만들기' }).click();
    const logins = page.getByTestId('copied-logins-table');
    await eventually(() => logins.locator('tbody tr').count()).toBe(2);
    const rows = await logins
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')),
      );
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['부스', '송도 모빌리티관'],
      ['부스', '드론 시연장'],
    ]);
    const [, , loginId, password] = rows[0]!;

    // handed out as Excel: the same logins
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '로그인 엑셀 다운로드' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('2027 인천 스마트시티 전시회 부스·데스크 로그인.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) => sheet.push((row.values as unknown[]).slice(1).map(String)));
    expect(sheet.slice(1)).toEqual(rows.map((row) => row.slice(1)));

    // the copied booth's new login lands in the new event, the source booth's in the source
    const copyId = Number(
      (await suite.server.api('/api/booth-login', { method: 'POST', body: { loginId, password } })).body
        .eventId,
    );
    const phone = await suite.newPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto(`${suite.url}/booth-login`);
    await phone.getByLabel('로그인 ID').fill(loginId!);
    await phone.getByLabel('비밀번호').fill(password!);
    await phone.getByRole('button', { name: '로그인', exact: true }).tap();
    await phone.waitForURL(`${suite.url}/booth-visits2`);
    expect(copyId).not.toBe(source);
    const copiedBooths = (await suite.server.api(`/api/booths?eventId=${copyId}`, { token })).body as {
      id: number;
      boothName: string;
    }[];
    const copiedBooth = copiedBooths.find((b) => b.boothName === '송도 모빌리티관')!;
    expect(await phone.evaluate(() => localStorage.getItem('boothId'))).toBe(String(copiedBooth.id));
    const sourceLogin = await suite.server.api('/api/booth-login', {
      method: 'POST',
      body: { loginId: 'incheon-0', password: 'booth-pass-1' },
    });
    expect(sourceLogin.body.eventId).toBe(source);

    // in the new event: the booths, the lecture a year on with its 정원, no attendee
    // the switch stores the session and then opens /users afresh: wait for that load before going on
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: '새 행사로 전환' }).click();
    await reloaded;
    await eventually(() => textOf(page.getByTestId('nav-event-name'))).toBe('2027 인천 스마트시티 전시회');
    await page.goto(`${suite.url}/lectures`);
    await eventually(() => textOf(page.locator('main'))).toContain('스마트시티 기조강연');
    expect(await textOf(page.locator('main'))).toContain('2027-10-14');
    const lectures = await suite.server.api(`/api/lectures?eventId=${copyId}`, { token });
    expect(lectures.body.map((l: { date: string; capacity: number }) => [l.date, l.capacity])).toEqual([
      ['2027-10-14', 80],
    ]);
    await page.goto(`${suite.url}/users`);
    await page.getByTestId('attendee-table').waitFor();
    expect(await page.getByTestId('attendee-table').locator('tbody tr.attendee-row').count()).toBe(0);
  });
});

describe('a closed event', () => {
  it('refuses a booth scan in Korean, and its 결과보고서 still prints', async () => {
    const token = await organiserToken();
    const made = await suite.server.api('/api/events', {
      method: 'POST',
      token,
      body: { name: '종료될 대구 전시회', startDate: '2026-11-01', endDate: '2026-11-02' },
    });
    const eventId = made.body.id as number;
    const inEvent = (path: string) => `${path}${path.includes('?') ? '&' : '?'}eventId=${eventId}`;
    const person = await suite.server.api(inEvent('/api/users/register'), {
      method: 'POST',
      token,
      body: { ...attendee({ name: '종료확인', phoneNumber: '010-3131-0001' }), eventId },
    });
    const stand = await suite.server.api(inEvent('/api/booths'), {
      method: 'POST',
      token,
      body: booth({ loginId: 'closing-daegu' }),
    });
    expect(stand.status, JSON.stringify(stand.body)).toBe(201);

    // the organiser closes it on /events, after a confirmation naming it
    const page = await organiserPage();
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/events`);
    const row = page.locator(`tr[data-event-id="${eventId}"]`);
    await row.getByRole('button', { name: '행사 종료' }).click();
    await eventually(() => textOf(row)).toContain('종료');
    expect(dialogs[0]?.message).toContain("'종료될 대구 전시회' 행사를 종료할까요?");
    await row.getByRole('button', { name: '다시 열기' }).waitFor();

    // a booth phone of that event scans a badge: refused in Korean, shown as a failure
    const login = await suite.server.api('/api/booth-login', {
      method: 'POST',
      body: { loginId: 'closing-daegu', password: 'booth-pass-1' },
    });
    const phone = await suite.newPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      localStorage: {
        boothId: String(login.body.boothId),
        boothName: login.body.boothName,
        boothToken: login.body.token,
      },
    });
    // the refusal is a 409 answer, which Chromium logs as a failed resource
    allowConsoleErrors(phone, /status of 409/);
    // the failure shows for 2 s before the list comes back: read what the page showed, not what a busy test sees
    const screens = await recordScanScreens(phone);
    await phone.goto(`${suite.url}/qr-scan`);
    // Chromium here has no camera: let its problem show first, so that it cannot overwrite the outcome
    await phone.locator('[data-testid="scan-status"][role="alert"]').waitFor();
    await phone.keyboard.type(String(person.body.id));
    await phone.keyboard.press('Enter');
    const refused = "❌ 방문 등록 실패: '종료될 대구 전시회' 행사는 종료되었습니다";
    await firstScreen(screens, (screen) => screen.status?.includes(refused) ?? false, refused);
    const visits = await suite.server.api(inEvent(`/api/booth-visits/${stand.body.id}`), { token });
    expect(visits.body).toEqual([]);

    // the 결과보고서 of the closed event still opens and prints
    await page.goto(`${suite.url}/events`);
    const reloaded = page.waitForEvent('load');
    await row.getByRole('button', { name: '이 행사로 전환' }).click();
    await reloaded;
    await eventually(() => textOf(page.getByTestId('nav-event-name'))).toBe('종료될 대구 전시회');
    await page.goto(`${suite.url}/report`);
    await page.getByTestId('report-page').waitFor();
    await eventually(() => textOf(page.getByTestId('report-page'))).toContain('종료될 대구 전시회');
    expect((await pdfPages(page)).length).toBeGreaterThan(0);
  });
});
