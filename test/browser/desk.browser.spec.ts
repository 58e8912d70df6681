import { describe, expect, it } from 'vitest';
import {
  allowConsoleErrors,
  artifactPath,
  eventually,
  readLocalStorage,
  recordDialogs,
  textOf,
} from './support/browser.js';
import { followNavLink } from './support/admin-nav.js';
import { screenshotsAtBothWidths } from './support/screenshots.js';
import {
  pdfPages,
  printCalls,
  printedNameBoxes,
  qrCodesInPdf,
  roundedSizes,
  waitForPrint,
} from './support/print.js';
import {
  DESK,
  DESKTOP,
  LOGIN_FAILED,
  card,
  cardButton,
  cardField,
  searchInput,
  useDeskSuite,
} from './support/desk.js';

/** The desk accounts, the desk login and the desk's search, check-in and badge printing. */
const { suite, people, deskSession, deskPage, deskAttendee, openCardOf } = useDeskSuite();

describe('desk accounts (/desks, admin)', () => {
  it('lists, registers, edits (an empty password keeps it) and deletes desks from the navigation', async () => {
    const page = await suite.newPage({ viewport: DESKTOP, session: 'admin' });
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/users`);
    await followNavLink(page, '데스크 관리');
    await page.waitForURL(`${suite.url}/desks`);
    await page.getByRole('heading', { name: '데스크 관리', level: 1 }).waitFor();
    await eventually(() => textOf(page.getByTestId(`desk-row-${String(people.deskId)}`))).toContain(
      DESK.loginId,
    );
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
    expect(stored).toMatchObject({
      deskId: people.deskId,
      deskName: DESK.name,
      eventId: suite.admin.eventId,
    });
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
    await openCardOf(page, people.minsu);
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
    const users = await suite.adminApi<{ paymentStatus: string }>(`/api/users/${String(people.minsu.id)}`);
    expect(users.paymentStatus).toBe('Y');
    expect((await deskAttendee(people.minsu)).badge.printCount).toBe(1);

    expect(roundedSizes(await pdfPages(page))).toEqual([{ widthMm: 62, heightMm: 100 }]);
    expect(await qrCodesInPdf(page)).toEqual([String(people.minsu.id)]);
    expect(await printCalls(page)).toHaveLength(1);
    expect(await searchInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it('asks before a reprint with the server’s message, and prints only when the staff agrees', async () => {
    const page = await deskPage();
    let agree = false;
    const dialogs = recordDialogs(page, () => agree);
    allowConsoleErrors(page, /status of 409/);
    await openCardOf(page, people.minsu);
    await cardButton(page, '명찰 출력').click();
    await eventually(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toEqual({
      type: 'confirm',
      message: expect.stringMatching(/^이미 출력된 명찰입니다 \(\d\d:\d\d, 데스크 1\)\. 다시 출력할까요\?$/),
    });
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toBe('출력을 취소했습니다.');
    expect(await printCalls(page)).toEqual([]);
    expect((await deskAttendee(people.minsu)).badge.printCount).toBe(1);

    agree = true;
    await cardButton(page, '명찰 출력').click();
    await waitForPrint(page, 1);
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toBe(
      '✅ 명찰 출력이 기록되었습니다 (2회째).',
    );
    expect(dialogs).toHaveLength(2);
    expect((await deskAttendee(people.minsu)).badge.printCount).toBe(2);
  });

  it('finds an attendee by a name fragment as you type (Enter on one result) and checks them in once a day', async () => {
    const page = await deskPage();
    await page.keyboard.type('서연');
    const result = page.getByTestId(`desk-result-${String(people.seoyeon.id)}`);
    await eventually(() => textOf(result)).toContain('서울대학교');
    expect(await page.getByRole('option').count()).toBe(1);
    await page.keyboard.press('Enter');
    await eventually(() => textOf(page.getByTestId('desk-card-name'))).toBe(people.seoyeon.name);

    await cardButton(page, '입장 확인').click();
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toMatch(
      /^✅ 입장 확인되었습니다 \(\d\d:\d\d\)\.$/,
    );
    expect(await cardField(page, 'entry')).toMatch(/^\d\d:\d\d \(데스크 1\)$/);
    await cardButton(page, '입장 확인').click();
    await eventually(() => textOf(page.getByTestId('desk-outcome'))).toMatch(
      /^이미 오늘 입장 확인되었습니다 \(\d\d:\d\d, 데스크 1\)\.$/,
    );
    expect((await deskAttendee(people.seoyeon)).entries).toHaveLength(1);
    // nothing was printed by a check-in
    expect(await printCalls(page)).toEqual([]);
    expect((await deskAttendee(people.seoyeon)).paymentStatus).toBe('N');
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
    await eventually(() => textOf(page.getByTestId(`desk-result-${String(people.seoyeon.id)}`))).toContain(
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
    expect(await textOf(page.getByTestId(`desk-result-${String(people.seoyeon.id)}`))).toContain(
      '서울대학교',
    );
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
    await openCardOf(page, people.unpaid);
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
    expect((await deskAttendee(people.unpaid)).badge.printCount).toBe(0);

    agree = true;
    await cardButton(page, '명찰 출력').click();
    await waitForPrint(page, 1);
    expect((await deskAttendee(people.unpaid)).badge.printCount).toBe(1);
    expect(await cardField(page, 'printed')).toMatch(/^Y · /);
  });

  it('fits a 30-character name in its box on the printed badge', async () => {
    const page = await deskPage();
    await openCardOf(page, people.longName);
    await cardButton(page, '명찰 출력').click();
    await waitForPrint(page, 1);
    const [box] = await printedNameBoxes(page);
    expect(box.text).toBe(people.longName.name);
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    expect(await qrCodesInPdf(page)).toEqual([String(people.longName.id)]);
  });
});
