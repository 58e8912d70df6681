import { describe, expect, it } from 'vitest';
import { ADMIN } from '../support/test-server.js';
import {
  allowConsoleErrors,
  eventually,
  loginThroughUi,
  readLocalStorage,
  textOf,
  useBrowserSuite,
} from './support/browser.js';

const suite = useBrowserSuite();

const LOGIN_FAILED = '❌ 로그인 실패: 아이디 또는 비밀번호를 확인하세요';
/** The admin's links in the order of their menus (참가자, 현장 운영, 부스·강연, 보고서, 설정). */
const ALL_NAV_LINKS = [
  { label: '참석자 목록', href: '/users' },
  { label: '명찰 출력', href: '/badges' },
  { label: 'QR 발송 내역', href: '/messages' },
  { label: '통계 대시보드', href: '/dashboard' },
  { label: '데스크 관리', href: '/desks' },
  { label: '부스 방문자', href: '/booth-visits' },
  { label: '강연 출석', href: '/lecture-visits' },
  { label: '부스 관리', href: '/booths' },
  { label: '강연 관리', href: '/lectures' },
  { label: '결과보고서', href: '/report' },
  { label: '부스별 성과 보고서', href: '/report/booths' },
  { label: '만족도 조사', href: '/surveys' },
  { label: '명찰 설정', href: '/badges/settings' },
  { label: '개인정보', href: '/privacy' },
];

/** Every link of the admin navigation, those folded in a closed menu too. */
async function navLinks(page: import('playwright-core').Page) {
  return page
    .getByRole('navigation', { name: '관리자 메뉴' })
    .locator('a')
    .evaluateAll((links) =>
      links.map((link) => ({ label: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })),
    );
}

describe('admin login and logout', () => {
  it('sends a visitor without a token from a guarded route (/users) to /login, without the nav bar', async () => {
    const page = await suite.newPage();
    await page.goto(`${suite.url}/users`);
    await page.waitForURL(`${suite.url}/login`);
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    expect(await page.getByTestId('nav-admin-name').count()).toBe(0);
    expect(await page.getByText('참석자 목록').count()).toBe(0);

    // every admin screen is guarded, not only the list
    await page.goto(`${suite.url}/users/register2`);
    await page.waitForURL(`${suite.url}/login`);
  });

  it('shows the failure text for a wrong password and stays logged out on /login', async () => {
    const page = await suite.newPage();
    // the browser itself logs the 401 answer of POST /api/admin/login
    allowConsoleErrors(page, /status of 401/);
    await page.goto(`${suite.url}/login`);
    await page.getByLabel('아이디').fill(ADMIN.username);
    await page.getByLabel('비밀번호').fill('wrong-password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await textOf(alert)).toBe(LOGIN_FAILED);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await readLocalStorage(page)).toEqual({});
    expect(await page.getByTestId('nav-admin-name').count()).toBe(0);
    // the button is usable again for a second attempt
    expect(await page.getByRole('button', { name: '로그인', exact: true }).isEnabled()).toBe(true);
  });

  it('logs in with the right password: lands on /users, stores the session and shows "admin Admin" with the links', async () => {
    const page = await suite.newPage();
    await loginThroughUi(page, suite.url);
    expect(new URL(page.url()).pathname).toBe('/users');

    await eventually(() => textOf(page.getByTestId('nav-admin-name'))).toBe(`${ADMIN.username} Admin`);
    expect(await navLinks(page)).toEqual(ALL_NAV_LINKS);
    expect(await page.getByRole('button', { name: '로그아웃' }).isVisible()).toBe(true);
    await page.getByRole('heading', { name: '참석자 목록', level: 1 }).waitFor();

    const stored = await readLocalStorage(page);
    expect(stored).toMatchObject({
      adminName: ADMIN.username,
      eventId: String(suite.admin.eventId),
      hasBooth: 'true',
      hasLecture: 'true',
    });
    expect(stored.adminToken).toMatch(/\S{20,}/);
    // the stored token is a working admin token
    const res = await suite.server.api('/api/users', { token: stored.adminToken });
    expect(res.status).toBe(200);
  });

  it('returns to the guarded page that was asked for after logging in', async () => {
    const page = await suite.newPage();
    await page.goto(`${suite.url}/users/register`);
    await page.waitForURL(`${suite.url}/login`);
    await loginThroughUi(page, suite.url);
    expect(new URL(page.url()).pathname).toBe('/users/register');
    await page.getByRole('heading', { name: '참석자 등록', level: 1 }).waitFor();
  });

  it('hides the booth and lecture links when the stored flags say the admin has none', async () => {
    const page = await suite.newPage({
      session: 'admin',
      localStorage: { hasBooth: 'false', hasLecture: 'false' },
    });
    await page.goto(`${suite.url}/users`);
    await eventually(() => textOf(page.getByTestId('nav-admin-name'))).toBe('admin Admin');
    expect(await navLinks(page)).toEqual(
      ALL_NAV_LINKS.filter(
        (link) => !['/booths', '/booth-visits', '/lectures', '/lecture-visits'].includes(link.href),
      ),
    );
  });

  it('ends a session whose stored token the server refuses (401) and shows /login', async () => {
    const page = await suite.newPage({ session: 'admin', localStorage: { adminToken: 'not-a-valid-token' } });
    allowConsoleErrors(page, /status of 401/);
    await page.goto(`${suite.url}/users`);
    await page.waitForURL(`${suite.url}/login`);
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    expect(await readLocalStorage(page)).toEqual({});
    expect(await page.getByTestId('nav-admin-name').count()).toBe(0);
  });

  it('logs out: clears all of localStorage, returns to /login and guards /users again', async () => {
    // a seeded session plus an unrelated stored value: logout clears everything (spec §4)
    const page = await suite.newPage({ session: 'admin', localStorage: { boothId: '7' } });
    await page.goto(`${suite.url}/users`);
    await eventually(() => textOf(page.getByTestId('nav-admin-name'))).toBe('admin Admin');
    expect(Object.keys(await readLocalStorage(page))).toContain('adminToken');

    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.waitForURL(`${suite.url}/login`);
    expect(await readLocalStorage(page)).toEqual({});
    await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
    expect(await page.getByTestId('nav-admin-name').count()).toBe(0);

    await page.goto(`${suite.url}/users`);
    await page.waitForURL(`${suite.url}/login`);
  });
});
