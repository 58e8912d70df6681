import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../../server/src/conferences/admin-accounts.js';
import { EventStore } from '../../server/src/event-store/event-store.js';
import { attendee } from '../support/attendee-fixtures.js';
import { ADMIN } from '../support/test-server.js';
import {
  allowConsoleErrors,
  eventually,
  recordDialogs,
  sessionStorageValues,
  textOf,
  useBrowserSuite,
} from './support/browser.js';
import { expectNoOverflow } from './support/overflow.js';
import { screenshot } from './support/screenshots.js';

/**
 * Issue 18, "Words" and some "Flows": 출석시간 on the lecture attendance list, 등록유형 in words, the expired
 * admin login said on /login, the edit button once saved, one check-in message at a time, and the walk-in
 * form that names its event and checks it as it opens.
 */

const suite = useBrowserSuite();

const PHONE = { width: 390, height: 844 } as const;
const DESK = { width: 1280, height: 800 } as const;
const EXPIRED = '로그인이 만료되었습니다. 다시 로그인해주세요.';

interface Lecture {
  id: number;
  title: string;
}

async function makeLecture(title: string): Promise<Lecture> {
  return suite.adminApi<Lecture>('/api/lectures', {
    method: 'POST',
    body: { title, instructor: '강지민', date: '2026-11-22', time: '10:00', location: '세미나실 2' },
  });
}

async function register(overrides: Record<string, unknown>): Promise<{ id: number }> {
  return suite.adminApi<{ id: number }>('/api/users/register', { method: 'POST', body: attendee(overrides) });
}

/** Requests to /api that change something (POST, PUT, DELETE). */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return writes;
}

/** A JWT whose `exp` has passed (the server would refuse it too: it is not signed by it). */
function expiredJwt(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 60;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp })}.c2lnbmF0dXJl`;
}

describe('/lecture-visits says 출석시간', () => {
  it("heads the check-in time column 출석시간 (a booth's list keeps 방문시간)", async () => {
    const lecture = await makeLecture('출석시간 강연');
    const person = await register({ name: '윤출석', phoneNumber: '010-4810-0001' });
    const checkin = await suite.server.api('/api/lecture-visits/checkin', {
      method: 'POST',
      body: { lectureId: lecture.id, userId: person.id },
    });
    expect(checkin.status).toBe(201);

    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/lecture-visits?id=${String(lecture.id)}`);
    await page.getByRole('heading', { name: '강연 출석', level: 1 }).waitFor();
    await page.locator('[data-testid^="visitor-row-"]').first().waitFor();
    const headers = await page.getByTestId('visitor-table').locator('th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['ID', '이름', '소속', '전화번호', '출석시간']);
    expect(await page.getByText('방문시간').count()).toBe(0);

    await page.goto(`${suite.url}/booth-visits`);
    await page.getByRole('heading', { name: '부스 방문자', level: 1 }).waitFor();
    await eventually(async () =>
      (await page.getByTestId('visitor-table').locator('th').allInnerTexts())
        .map((h) => h.trim())
        .slice(0, 5),
    ).toEqual(['ID', '이름', '소속', '전화번호', '방문시간']);
  });
});

describe('등록유형 in words', () => {
  it('shows 사전등록 / 현장등록 on the edit form and in the change history, never PRE / ONSITE', async () => {
    const person = await register({ name: '최사전', phoneNumber: '010-4810-0002', registrationType: 'PRE' });
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/users/${String(person.id)}/edit`);
    const select = page.getByLabel('등록유형');
    await select.waitFor();
    expect(await select.inputValue()).toBe('PRE');
    const options = await select.locator('option').allInnerTexts();
    expect(options.map((o) => o.trim())).toEqual(['현장등록', '사전등록']);
    expect(await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe('사전등록');

    await select.selectOption('ONSITE');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await page.waitForURL(`${suite.url}/users`);
    const stored = await suite.adminApi<{ registrationType: string }>(`/api/users/${String(person.id)}`);
    expect(stored.registrationType).toBe('ONSITE'); // the API keeps the codes

    await page.goto(`${suite.url}/users/${String(person.id)}/edit`);
    const change = page.locator('.history-changes li', { hasText: '등록유형' });
    await eventually(() => textOf(change)).toBe('등록유형 사전등록 → 현장등록');
    const history = await textOf(page.locator('.history'));
    expect(history).not.toMatch(/\b(PRE|ONSITE)\b/);
  });

  it('shows 사전등록 / 현장등록 in the /users list', async () => {
    const pre = await register({ name: '목록사전', phoneNumber: '010-4810-0003', registrationType: 'PRE' });
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/users?keyword=${encodeURIComponent('목록사전')}`);
    const row = page.getByTestId(`attendee-row-${String(pre.id)}`);
    await row.waitFor();
    await eventually(() => textOf(row)).toContain('사전등록');
    expect(await textOf(row)).not.toMatch(/\b(PRE|ONSITE)\b/);
  });
});

describe('an expired admin login is said on /login', () => {
  const staleSession = (token: string) => ({
    ...sessionStorageValues(suite.admin),
    adminToken: token,
  });

  it('says it after a garbage token is refused, once', async () => {
    const page = await suite.newPage({ localStorage: staleSession('garbage-token'), viewport: PHONE });
    allowConsoleErrors(page, /status of 401/);
    await page.goto(`${suite.url}/users`);
    await page.waitForURL(`${suite.url}/login`);
    const notice = page.getByTestId('admin-session-expired');
    await eventually(() => textOf(notice)).toBe(EXPIRED);
    expect(await notice.getAttribute('role')).toBe('alert');
    await screenshot(page, 'login-expired-390.png');
    // told once: opening /login again says nothing
    await page.reload();
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    expect(await notice.count()).toBe(0);
  });

  it('says it when the stored token has run out, and signing in again goes on', async () => {
    const page = await suite.newPage({ localStorage: staleSession(expiredJwt()), viewport: DESK });
    allowConsoleErrors(page, /status of 401/);
    await page.goto(`${suite.url}/users`);
    await page.waitForURL(`${suite.url}/login`);
    await eventually(() => textOf(page.getByTestId('admin-session-expired'))).toBe(EXPIRED);
    await screenshot(page, 'login-expired-1280.png');
    await page.getByLabel('아이디').fill(ADMIN.username);
    await page.getByLabel('비밀번호').fill(ADMIN.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(/\/users$/);
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL(`${suite.url}/login`);
    // a logout is no expiry
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    expect(await page.getByTestId('admin-session-expired').count()).toBe(0);
  });

  it('says nothing to someone who was never signed in', async () => {
    const page = await suite.newPage({ viewport: DESK });
    await page.goto(`${suite.url}/users`);
    await page.waitForURL(`${suite.url}/login`);
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    expect(await page.getByTestId('admin-session-expired').count()).toBe(0);
  });
});

describe('/users/{id}/edit once saved', () => {
  it('shows the button done (저장됨, disabled) beside the success message, then returns to /users', async () => {
    const person = await register({ name: '저장확인', phoneNumber: '010-4810-0004' });
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/users/${String(person.id)}/edit`);
    await page.getByLabel('소속').fill('저장된 소속');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await page.getByText('✅ 수정 완료되었습니다.').waitFor();
    const button = page.locator('form button[type="submit"]');
    expect(await textOf(button)).toBe('저장됨');
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByText('저장 중...').count()).toBe(0);
    await page.waitForURL(`${suite.url}/users`);
  });
});

describe('/visit-lecture shows one message at a time', () => {
  it('takes the old ✅ away when a later attempt is refused before it is sent', async () => {
    const lecture = await makeLecture('한 번에 한 메시지');
    const person = await register({ name: '한메시지', phoneNumber: '010-4810-0005' });
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/visit-lecture?lectureId=${String(lecture.id)}`);
    const result = page.getByTestId('checkin-result');
    const submit = page.getByRole('button', { name: '출석 체크' });

    await page.getByLabel('참석자 ID').fill(String(person.id));
    await submit.click();
    await eventually(() => textOf(result)).toBe('✅ 출석 체크가 완료되었습니다.');

    // empty ID: refused in the page; the success is gone, the reason is the one message
    await submit.click();
    await eventually(() => dialogs.at(-1)?.message).toBe('참석자 ID를 입력해주세요.');
    await eventually(() => textOf(result)).toBe('참석자 ID를 입력해주세요.');
    expect(await result.count()).toBe(1);
    expect(await page.getByText('✅', { exact: false }).count()).toBe(0);

    await page.getByLabel('참석자 ID').fill('12a');
    await submit.click();
    await eventually(() => textOf(result)).toBe('참석자 ID는 숫자로 입력해주세요.');

    // the same attendee again: the server's answer replaces the validation message
    await page.getByLabel('참석자 ID').fill(String(person.id));
    allowConsoleErrors(page, /status of 409/);
    await submit.click();
    await eventually(() => textOf(result)).toBe('이미 출석 체크된 강연입니다.');
    expect(await result.count()).toBe(1);
  });
});

describe('/manual-register names its event and checks it as it opens', () => {
  it('shows the event name above the form, on a phone and a desk', async () => {
    for (const viewport of [PHONE, DESK]) {
      const page = await suite.newPage({ viewport });
      await page.goto(`${suite.url}/manual-register/${String(suite.admin.eventId)}`);
      await eventually(() => textOf(page.getByTestId('manual-event-name'))).toBe(ADMIN.eventName);
      await page.getByLabel('이름').waitFor();
      // the name sits above the title
      const nameBox = (await page.getByTestId('manual-event-name').boundingBox())!;
      const titleBox = (await page.getByRole('heading', { name: '현장 등록', level: 1 }).boundingBox())!;
      expect(nameBox.y).toBeLessThan(titleBox.y);
      await expectNoOverflow(page);
      await screenshot(page, `manual-register-${String(viewport.width)}.png`, true);
    }
  });

  it('breaks a 100-character event name without widening the page', async () => {
    const name = '행사'.repeat(50);
    const { eventId } = await createAdmin(suite.server.running.app.get(EventStore), {
      eventName: name,
      username: 'long-event-admin',
      password: 'long-event-pass-1',
    });
    for (const viewport of [PHONE, DESK]) {
      const page = await suite.newPage({ viewport });
      await page.goto(`${suite.url}/manual-register/${String(eventId)}`);
      await eventually(() => textOf(page.getByTestId('manual-event-name'))).toBe(name);
      await expectNoOverflow(page);
    }
  });

  it('says 존재하지 않는 행사입니다. at once for an unknown event, with no form to fill', async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true });
    allowConsoleErrors(page, /status of 404/);
    const writes = recordWrites(page);
    await page.goto(`${suite.url}/manual-register/987654`);
    await eventually(() => textOf(page.getByTestId('manual-event-problem'))).toBe(
      '존재하지 않는 행사입니다.',
    );
    expect(await page.getByLabel('이름').count()).toBe(0);
    expect(await page.getByRole('button', { name: '등록하기' }).count()).toBe(0);
    expect(await page.getByTestId('manual-event-name').count()).toBe(0);
    expect(writes).toEqual([]);
  });

  it('says at once, in words, that the address has no event', async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true });
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/manual-register`);
    const missing = '행사 정보가 없는 주소입니다. 행사에서 받은 링크로 다시 열어주세요.';
    await eventually(() => textOf(page.getByTestId('manual-event-problem'))).toBe(missing);
    expect(dialogs.map((d) => d.message)).toEqual([missing]);
    expect(await page.locator('body').innerText()).not.toContain('eventId');
    expect(await page.getByLabel('이름').count()).toBe(0);
  });
});
