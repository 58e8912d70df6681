import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import {
  allowConsoleErrors,
  allowFailedRequests,
  artifactPath,
  eventually,
  readLocalStorage,
  recordDialogs,
  textOf,
  useBrowserSuite,
  type NewPageOptions,
} from './support/browser.js';
import { followNavLink } from './support/admin-nav.js';
import { screenshotsAtBothWidths } from './support/screenshots.js';
import { launchWithFakeCamera, qrVideo } from './support/fake-camera.js';
import {
  pdfPages,
  printCalls,
  printedNameBoxes,
  qrCodesInPdf,
  roundedSizes,
  stubPrint,
  waitForPrint,
} from './support/print.js';

const suite = useBrowserSuite();

const LOGIN_FAILED = '❌ 로그인 실패: 아이디 또는 비밀번호를 확인하세요';
const DESK = { name: '데스크 1', loginId: 'desk-one', password: 'desk-pass-1' };
/** The event's badge: the 62 × 100 mm label roll. */
const LABEL = {
  preset: 'label-62x100',
  widthMm: 62,
  heightMm: 100,
  fields: { affiliation: true, country: true, registrationType: true, eventName: true, qr: true },
  colorStrip: { PRE: null, ONSITE: '#1d7a43' },
};
const DESKTOP = { width: 1280, height: 860 } as const;

interface Person {
  id: number;
  name: string;
}
interface DeskAttendee {
  id: number;
  paymentStatus: 'Y' | 'N';
  badge: { printCount: number; lastPrintedAt: string | null; lastPrintedBy: string | null };
  entries: { day: string; at: string; by: string }[];
  enteredToday: { at: string; by: string } | null;
}

let deskId: number;
/** Found by the scanner and printed, then reprinted. */
let minsu: Person;
/** Found by a name fragment; checked in twice. */
let seoyeon: Person;
/** Not paid (paymentStatus2 N). */
let unpaid: Person;
/** Checked in and printed while the laptop is offline. */
let offline: Person;
/** Found by the camera. */
let camera: Person;
/** A 30-character name. */
let longName: Person;

const register = (fields: Record<string, unknown>) =>
  suite.adminApi<Person>('/api/users/register', { method: 'POST', body: attendee(fields) });

beforeAll(async () => {
  deskId = (await suite.adminApi<{ id: number }>('/api/desks', { method: 'POST', body: DESK })).id;
  await suite.adminApi('/api/badge-settings', { method: 'PUT', body: LABEL });
  minsu = await register({ name: '김민수', phoneNumber: '010-7100-0001' });
  seoyeon = await register({ name: '이서연', affiliation: '서울대학교', phoneNumber: '010-7100-0002' });
  unpaid = await register({ name: '박미납', paymentStatus2: 'N', phoneNumber: '010-7100-0003' });
  offline = await register({ name: '최오프', phoneNumber: '010-7100-0004' });
  camera = await register({ name: '정카메라', phoneNumber: '010-7100-0005' });
  longName = await register({
    name: 'Maximilian Alexander Schmidt-W',
    affiliation: 'International Exhibition Partners',
    country: 'Germany',
    phoneNumber: '010-7100-0006',
  });
});

/** The localStorage a desk login leaves ('deskSession'), made through the API. */
async function deskSession(): Promise<Record<string, string>> {
  const res = await suite.server.api('/api/desk-login', {
    method: 'POST',
    body: { loginId: DESK.loginId, password: DESK.password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { deskSession: JSON.stringify(res.body) };
}

/** A desk laptop signed in as 데스크 1, with window.print recorded instead of a dialog. */
async function deskPage(options: NewPageOptions = {}): Promise<Page> {
  const page = await suite.newPage({ viewport: DESKTOP, localStorage: await deskSession(), ...options });
  await stubPrint(page);
  await page.goto(`${suite.url}/desk`);
  await page.getByRole('heading', { name: '등록 데스크', level: 1 }).waitFor();
  return page;
}

const deskAttendee = (person: Person) =>
  suite.adminApi<DeskAttendee>(`/api/desk/attendees/${String(person.id)}`);
const card = (page: Page) => page.getByTestId('desk-card');
const cardButton = (page: Page, name: '명찰 출력' | '입장 확인') => card(page).getByRole('button', { name });
const cardField = (page: Page, key: string) => textOf(page.getByTestId(`desk-card-${key}`).locator('dd'));
const searchInput = (page: Page) => page.getByRole('combobox', { name: '참석자 찾기' });

async function openCardOf(page: Page, person: Person): Promise<void> {
  await page.keyboard.type(String(person.id));
  await page.keyboard.press('Enter');
  await eventually(() => textOf(page.getByTestId('desk-card-name'))).toBe(person.name);
}

describe('desk accounts (/desks, admin)', () => {
  it('lists, registers, edits (an empty password keeps it) and deletes desks from the navigation', async () => {
    const page = await suite.newPage({ viewport: DESKTOP, session: 'admin' });
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/users`);
    await followNavLink(page, '데스크 관리');
    await page.waitForURL(`${suite.url}/desks`);
    await page.getByRole('heading', { name: '데스크 관리', level: 1 }).waitFor();
    await eventually(() => textOf(page.getByTestId(`desk-row-${String(deskId)}`))).toContain(DESK.loginId);
    // the server's public address (PUBLIC_URL, as GET /api/public/events answers it; set apart from this origin in public-address.browser.spec.ts)
    const { publicUrl } = await suite.adminApi<{ publicUrl: string }>(
      `/api/public/events/${String(suite.admin.eventId)}`,
    );
    await eventually(() => textOf(page.getByTestId('desk-login-hint'))).toBe(
      `데스크 로그인: ${publicUrl}/desk-login`,
    );

    await page.getByRole('link', { name: '데스크 등록' }).click();
    await page.getByLabel('데스크명').fill('데스크 9');
    await page.getByLabel('로그인 ID').fill('desk-nine');
    await page.getByLabel('비밀번호').fill('desk-pass-9');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe('✅ 등록 완료!');
    await page.waitForURL(`${suite.url}/desks`);
    const desks = await suite.adminApi<{ id: number; name: string; loginId: string }[]>('/api/desks');
    const nine = desks.find((desk) => desk.loginId === 'desk-nine')!;
    expect(nine).toMatchObject({ name: '데스크 9' });
    expect(Object.keys(nine)).not.toContain('password');

    await page
      .getByTestId(`desk-row-${String(nine.id)}`)
      .getByRole('link', { name: '수정' })
      .click();
    await page.waitForURL(`${suite.url}/desks/${String(nine.id)}/edit`);
    await page.getByRole('heading', { name: '데스크 수정', level: 1 }).waitFor();
    await eventually(() => page.getByLabel('데스크명').inputValue()).toBe('데스크 9');
    expect(await page.getByLabel('비밀번호').inputValue()).toBe('');
    await page.getByLabel('데스크명').fill('데스크 9 (입구)');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe('✅ 수정 완료!');
    await page.waitForURL(`${suite.url}/desks`);
    // the old password still signs in
    const login = await suite.server.api('/api/desk-login', {
      method: 'POST',
      body: { loginId: 'desk-nine', password: 'desk-pass-9' },
    });
    expect(login.status).toBe(200);
    expect(login.body.deskName).toBe('데스크 9 (입구)');
    await page.screenshot({ path: artifactPath('desks.png'), fullPage: true });

    await page
      .getByTestId(`desk-row-${String(nine.id)}`)
      .getByRole('button', { name: '삭제' })
      .click();
    await eventually(() => dialogs.map((d) => d.message)).toEqual(['정말 삭제하시겠습니까?', '삭제 완료']);
    await eventually(() => page.getByTestId(`desk-row-${String(nine.id)}`).count()).toBe(0);
  });
});

describe('desk login (/desk-login)', () => {
  it('sends a laptop without a session to /desk-login, refuses a wrong password, then lands on /desk', async () => {
    const page = await suite.newPage({ viewport: DESKTOP });
    allowConsoleErrors(page, /status of 401/);
    await page.goto(`${suite.url}/desk`);
    await page.waitForURL(`${suite.url}/desk-login`);
    await page.getByRole('heading', { name: '데스크 로그인', level: 1 }).waitFor();
    await page.getByLabel('로그인 ID').fill(DESK.loginId);
    await page.getByLabel('비밀번호').fill('wrong-password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await eventually(() => textOf(page.getByRole('alert'))).toBe(LOGIN_FAILED);
    expect(await readLocalStorage(page)).toEqual({});

    await page.getByLabel('비밀번호').fill(DESK.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(`${suite.url}/desk`);
    await eventually(() => textOf(page.getByTestId('desk-station'))).toBe(
      '데스크 1 · 2026 서울 테스트 엑스포',
    );
    const stored = JSON.parse((await readLocalStorage(page)).deskSession) as Record<string, unknown>;
    expect(stored).toMatchObject({ deskId, deskName: DESK.name, eventId: suite.admin.eventId });
    expect(stored.token).toEqual(expect.any(String));
    // keyboard first: the one input has the focus
    expect(await searchInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByTestId('nav-admin-name').count()).toBe(0);
  });

  it('sends a desk whose token is refused back to /desk-login and forgets the desk session', async () => {
    const session = JSON.parse((await deskSession()).deskSession) as Record<string, unknown>;
    const page = await suite.newPage({
      viewport: DESKTOP,
      localStorage: { deskSession: JSON.stringify({ ...session, token: 'expired' }) },
    });
    allowConsoleErrors(page, /status of 401/);
    await page.goto(`${suite.url}/desk`);
    await page.waitForURL(`${suite.url}/desk-login`);
    expect((await readLocalStorage(page)).deskSession).toBeUndefined();
  });
});

describe('the desk (/desk)', () => {
  it('finds an attendee by scanner input (the id + Enter) and prints the badge: 출력유무 Y, one label page whose QR is the id', async () => {
    const page = await deskPage();
    await openCardOf(page, minsu);
    expect(await cardField(page, 'affiliation')).toBe('한빛전자');
    expect(await cardField(page, 'country')).toBe('대한민국');
    expect(await cardField(page, 'registration-type')).toBe('사전등록');
    expect(await cardField(page, 'paid')).toBe('Y');
    expect(await cardField(page, 'printed')).toBe('N');
    expect(await cardField(page, 'entry')).toBe('입장 기록 없음');
    // the input is empty and focused again for the next scan
    expect(await searchInput(page).inputValue()).toBe('');
    expect(await searchInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
    await page.screenshot({ path: artifactPath('desk-card.png'), fullPage: true });

    await cardButton(page, '명찰 출력').click();
    await waitForPrint(page, 1);
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toBe(
      '✅ 명찰 출력이 기록되었습니다 (1회째).',
    );
    expect(await cardField(page, 'printed')).toMatch(/^Y · \d\d:\d\d, 데스크 1 · 1회 출력$/);
    expect(await cardField(page, 'entry')).toMatch(/^\d\d:\d\d \(데스크 1\)$/);
    const users = await suite.adminApi<{ paymentStatus: string }>(`/api/users/${String(minsu.id)}`);
    expect(users.paymentStatus).toBe('Y');
    expect((await deskAttendee(minsu)).badge.printCount).toBe(1);

    expect(roundedSizes(await pdfPages(page))).toEqual([{ widthMm: 62, heightMm: 100 }]);
    expect(await qrCodesInPdf(page)).toEqual([String(minsu.id)]);
    expect(await printCalls(page)).toHaveLength(1);
    expect(await searchInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it('asks before a reprint with the server’s message, and prints only when the staff agrees', async () => {
    const page = await deskPage();
    let agree = false;
    const dialogs = recordDialogs(page, () => agree);
    allowConsoleErrors(page, /status of 409/);
    await openCardOf(page, minsu);
    await cardButton(page, '명찰 출력').click();
    await eventually(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toEqual({
      type: 'confirm',
      message: expect.stringMatching(/^이미 출력된 명찰입니다 \(\d\d:\d\d, 데스크 1\)\. 다시 출력할까요\?$/),
    });
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toBe('출력을 취소했습니다.');
    expect(await printCalls(page)).toEqual([]);
    expect((await deskAttendee(minsu)).badge.printCount).toBe(1);

    agree = true;
    await cardButton(page, '명찰 출력').click();
    await waitForPrint(page, 1);
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toBe(
      '✅ 명찰 출력이 기록되었습니다 (2회째).',
    );
    expect(dialogs).toHaveLength(2);
    expect((await deskAttendee(minsu)).badge.printCount).toBe(2);
  });

  it('finds an attendee by a name fragment as you type (Enter on one result) and checks them in once a day', async () => {
    const page = await deskPage();
    await page.keyboard.type('서연');
    const result = page.getByTestId(`desk-result-${String(seoyeon.id)}`);
    await eventually(() => textOf(result)).toContain('서울대학교');
    expect(await page.getByRole('option').count()).toBe(1);
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('desk-card-name'))).toBe(seoyeon.name);

    await cardButton(page, '입장 확인').click();
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toMatch(
      /^✅ 입장 확인되었습니다 \(\d\d:\d\d\)\.$/,
    );
    expect(await cardField(page, 'entry')).toMatch(/^\d\d:\d\d \(데스크 1\)$/);
    await cardButton(page, '입장 확인').click();
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toMatch(
      /^이미 오늘 입장 확인되었습니다 \(\d\d:\d\d, 데스크 1\)\.$/,
    );
    expect((await deskAttendee(seoyeon)).entries).toHaveLength(1);
    // nothing was printed by a check-in
    expect(await printCalls(page)).toEqual([]);
    expect((await deskAttendee(seoyeon)).paymentStatus).toBe('N');
  });

  it("clears an unknown ID's 참석자를 찾을 수 없습니다 once the staff type a new search", async () => {
    const page = await deskPage();
    allowConsoleErrors(page, /status of 404/);
    // the unknown ID's phone-number search (digits may be a phone fragment) answers late, as on a slow
    // venue network: what the staff type after the refusal still replaces the ID, and the late answer of the
    // search they left changes nothing (it failed on a lucky schedule before, the text then appended)
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const late = /\/api\/desk\/attendees\?keyword=987654321$/;
    await page.route(late, async (route) => {
      await released;
      await route.continue().catch(() => undefined); // the typing's own search of it was aborted meanwhile
    });
    await page.keyboard.type('987654321');
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('desk-lookup-error'))).toContain('찾을 수 없습니다');
    // the next search: its results, and no refusal of the earlier one under them
    await page.keyboard.type('서연');
    await eventually(() => textOf(page.getByTestId(`desk-result-${String(seoyeon.id)}`))).toContain(
      '서울대학교',
    );
    expect(await page.locator('#desk-search-input').inputValue()).toBe('서연');
    expect(await page.getByTestId('desk-lookup-error').count()).toBe(0);
    const answered = page.waitForResponse(late);
    release();
    await answered;
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.locator('#desk-search-input').inputValue()).toBe('서연');
    // the results of what was typed stay (they went to '검색 중...' with none when the late answer came)
    expect(await textOf(page.getByTestId(`desk-result-${String(seoyeon.id)}`))).toContain('서울대학교');
    expect(await page.getByTestId('desk-search-hint').textContent()).toBe(
      'QR을 스캔하거나 ID를 입력하고 Enter. 이름·소속·전화번호 일부를 입력하면 바로 검색됩니다.',
    );
    await screenshotsAtBothWidths(page, 'desk-search-after-unknown-id');
  });

  it('picks one of several results with the arrow keys', async () => {
    const page = await deskPage();
    await page.keyboard.type('010-7100-000');
    await eventually(() => page.getByRole('option').count()).toBeGreaterThanOrEqual(5);
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('desk-search-hint'))).toMatch(/명이 검색되었습니다/);
    expect(await card(page).count()).toBe(0);
    const ids = await page
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => o.getAttribute('data-testid')));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(() => card(page).getAttribute('data-attendee-id')).toBe(
      ids[1]!.replace('desk-result-', ''),
    );
  });

  it('warns about an unpaid attendee and prints only after the staff confirms (unpaidConfirmed)', async () => {
    const page = await deskPage();
    let agree = false;
    const dialogs = recordDialogs(page, () => agree);
    await openCardOf(page, unpaid);
    expect(await cardField(page, 'paid')).toBe('N');
    expect(await textOf(page.getByTestId('desk-card-unpaid'))).toBe(
      '⚠️ 결제 확인이 필요합니다. 결제를 확인한 뒤에만 명찰을 출력하세요.',
    );
    await page.screenshot({ path: artifactPath('desk-unpaid.png'), fullPage: true });
    await cardButton(page, '명찰 출력').click();
    await eventually(() => dialogs.map((d) => d.message)).toEqual([
      '결제 확인이 필요합니다. 결제를 확인하셨습니까? 확인을 누르면 명찰을 출력합니다.',
    ]);
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toBe('출력을 취소했습니다.');
    expect((await deskAttendee(unpaid)).badge.printCount).toBe(0);

    agree = true;
    await cardButton(page, '명찰 출력').click();
    await waitForPrint(page, 1);
    expect((await deskAttendee(unpaid)).badge.printCount).toBe(1);
    expect(await cardField(page, 'printed')).toMatch(/^Y · /);
  });

  it('fits a 30-character name in its box on the printed badge', async () => {
    const page = await deskPage();
    await openCardOf(page, longName);
    await cardButton(page, '명찰 출력').click();
    await waitForPrint(page, 1);
    const [box] = await printedNameBoxes(page);
    expect(box.text).toBe(longName.name);
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    expect(await qrCodesInPdf(page)).toEqual([String(longName.id)]);
  });

  it('keeps check-ins and prints made offline in a queue, shows 전송 대기 중, and delivers each once when back', async () => {
    const page = await deskPage();
    allowFailedRequests(page, /net::ERR_INTERNET_DISCONNECTED/);
    allowConsoleErrors(page, /net::ERR_INTERNET_DISCONNECTED/);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(`${request.url()} ${request.headers()['idempotency-key']}`);
    });
    await openCardOf(page, offline);

    await page.context().setOffline(true);
    await cardButton(page, '입장 확인').click();
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toBe(
      '📥 전송 대기 중 — 연결되면 입장 확인이 자동으로 전송됩니다.',
    );
    expect(await textOf(page.getByTestId('desk-card-waiting'))).toBe('전송 대기 중');
    await cardButton(page, '명찰 출력').click();
    // the badge prints from the card while the record waits
    await waitForPrint(page, 1);
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toBe(
      '📥 전송 대기 중 — 명찰은 카드 정보로 출력했습니다. 연결되면 출력 기록이 자동으로 전송됩니다.',
    );
    expect(await qrCodesInPdf(page)).toEqual([String(offline.id)]);
    await eventually(() => textOf(page.getByTestId('desk-queue-pending'))).toBe(
      '전송 대기 중 2건 — 연결되면 자동으로 전송됩니다.',
    );
    const queued = JSON.parse((await readLocalStorage(page)).pendingDeskActions) as {
      kind: string;
      clientEventId: string;
    }[];
    expect(queued.map((a) => a.kind)).toEqual(['entry', 'print']);
    await page.screenshot({ path: artifactPath('desk-offline.png'), fullPage: true });
    // the retries while offline keep exactly those two
    await page.waitForTimeout(3_500);
    expect(JSON.parse((await readLocalStorage(page)).pendingDeskActions)).toEqual(queued);
    expect((await deskAttendee(offline)).entries).toHaveLength(0);

    await page.context().setOffline(false);
    await eventually(() => page.getByTestId('desk-queue-pending').count()).toBe(0);
    await eventually(() => page.getByTestId('desk-card-waiting').count()).toBe(0);
    await eventually(() => cardField(page, 'printed')).toMatch(/^Y · \d\d:\d\d, 데스크 1 · 1회 출력$/);
    expect(JSON.parse((await readLocalStorage(page)).pendingDeskActions)).toEqual([]);
    // nothing was refused on the way (a second print without its key would have been: 409)
    expect(await page.getByTestId('desk-queue').count()).toBe(0);
    expect((await readLocalStorage(page)).failedDeskActions ?? '[]').toBe('[]');
    const recorded = await deskAttendee(offline);
    expect(recorded.entries).toHaveLength(1);
    expect(recorded.badge.printCount).toBe(1);
    expect(recorded.paymentStatus).toBe('Y');
    // each queued action went out with its own key, the one it was queued with
    for (const action of queued) expect(posts.some((post) => post.endsWith(action.clientEventId))).toBe(true);
    expect(await printCalls(page)).toHaveLength(1);
  });

  it('shows the last walk-ins and prints one from the list', async () => {
    const res = await suite.server.api<{ id: number }>('/api/users/register2', {
      method: 'POST',
      body: {
        name: '한현장',
        affiliation: '현장상사',
        phoneNumber: '010-7100-0099',
        country: '대한민국',
        eventId: suite.admin.eventId,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const walkInId = res.body.id;
    const page = await deskPage();
    const dialogs = recordDialogs(page);
    const row = page.getByTestId(`desk-walk-in-${String(walkInId)}`);
    await eventually(() => textOf(row)).toContain('한현장');
    await row.getByRole('button', { name: '명찰 출력' }).click();
    await eventually(() => textOf(page.getByTestId('desk-card-name'))).toBe('한현장');
    // a walk-in has not paid yet (the form's paid flag is N): the staff confirms first
    await eventually(() => dialogs.map((d) => d.message)).toEqual([
      '결제 확인이 필요합니다. 결제를 확인하셨습니까? 확인을 누르면 명찰을 출력합니다.',
    ]);
    await waitForPrint(page, 1);
    expect(await cardField(page, 'registration-type')).toBe('현장등록');
    expect(
      (await suite.adminApi<DeskAttendee>(`/api/desk/attendees/${String(walkInId)}`)).badge.printCount,
    ).toBe(1);
  });

  it('shows a walk-in registered on another page within seconds, pushed, not polled every 5 s', async () => {
    const page = await deskPage();
    const walkInReads: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/desk/walk-ins')
        walkInReads.push(Date.now());
    });
    await page.getByTestId('desk-walk-ins').waitFor({ state: 'attached' });

    // a walk-in registers on their phone at /manual-register
    const phone = await suite.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${suite.url}/manual-register/${String(suite.admin.eventId)}`);
    await phone.getByLabel('이름').fill('푸시현장');
    await phone.getByLabel('소속').fill('실시간상사');
    await phone.getByLabel('전화번호').fill('010-7100-0098');
    const registeredAt = Date.now();
    await phone.getByRole('button', { name: '등록하기' }).click();
    await eventually(() => textOf(phone.getByTestId('result-message'))).toMatch(/^✅ 등록 성공: ID \d+$/);
    const id = /ID (\d+)$/.exec(await textOf(phone.getByTestId('result-message')))![1];

    // the desk's list shows them at once (a push, then one read), well before a 5 s poll would
    const row = page.getByTestId(`desk-walk-in-${id}`);
    await row.waitFor({ timeout: 2_500 });
    expect(await textOf(row)).toContain('푸시현장');
    expect(Date.now() - registeredAt).toBeLessThan(2_500);
    await screenshotsAtBothWidths(page, 'desk-walk-in-pushed');

    // and nothing asks for the list again while nothing changes: no periodic GET over 7 s
    const before = walkInReads.length;
    const quietSince = Date.now();
    await expect
      .poll(() => Date.now() - quietSince, { timeout: 8_000, interval: 250 })
      .toBeGreaterThan(7_000);
    expect(walkInReads.length - before).toBe(0);
  });

  it('lets an admin use /desk with their own session', async () => {
    const page = await suite.newPage({ viewport: DESKTOP, session: 'admin' });
    await stubPrint(page);
    await page.goto(`${suite.url}/desk`);
    await page.getByRole('heading', { name: '등록 데스크', level: 1 }).waitFor();
    await openCardOf(page, seoyeon);
    expect(await page.getByTestId('nav-admin-name').count()).toBe(1);
    expect(await page.getByRole('button', { name: '키오스크 시작' }).count()).toBe(0);
    await cardButton(page, '명찰 출력').click();
    await waitForPrint(page, 1);
    expect(await qrCodesInPdf(page)).toEqual([String(seoyeon.id)]);
    expect(await cardField(page, 'printed')).toMatch(/^Y · \d\d:\d\d, .+ · 1회 출력$/);
  });

  it('starts a kiosk: the kiosk token is stored and /kiosk opens', async () => {
    const page = await deskPage();
    await page.getByRole('button', { name: '키오스크 시작' }).click();
    await page.waitForURL(`${suite.url}/kiosk`);
    const kiosk = JSON.parse((await readLocalStorage(page)).kioskSession) as Record<string, unknown>;
    expect(kiosk).toMatchObject({ eventId: suite.admin.eventId, token: expect.any(String) });
    await page.getByText('명찰 출력을 위해 QR 코드를 스캔해주세요', { exact: true }).waitFor();
  });
});

describe('the desk’s camera (fake camera showing 정카메라’s badge)', () => {
  let cameraBrowser: Browser | undefined;
  let video: string | undefined;

  beforeAll(async () => {
    video = await qrVideo(suite.browser, String(camera.id));
    cameraBrowser = await launchWithFakeCamera(video);
  });
  afterAll(async () => {
    await cameraBrowser?.close();
    if (video) rmSync(video, { force: true });
  });

  it('opens the attendee whose QR the camera reads', async () => {
    const page = await deskPage({ browser: cameraBrowser, permissions: ['camera'] });
    await page.getByRole('button', { name: '📷 카메라 스캔' }).click();
    await eventually(() => textOf(page.getByTestId('desk-card-name'))).toBe(camera.name);
    // the camera closes once it has read a badge
    await eventually(() => page.getByTestId('desk-qr-reader').count()).toBe(0);
    expect(await cardField(page, 'printed')).toBe('N');
  });
});
