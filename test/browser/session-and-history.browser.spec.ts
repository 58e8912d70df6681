import { describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { MATRIX_JWT_SECRET, resigned } from '../support/auth-fixtures.js';
import {
  allowConsoleErrors,
  artifactPath,
  eventually,
  readLocalStorage,
  sessionStorageValues,
  textOf,
  UI_TIMEOUT_MS,
  useBrowserSuite,
} from './support/browser.js';

const suite = useBrowserSuite({ JWT_SECRET: MATRIX_JWT_SECRET });

describe('admin session expiry', () => {
  it('goes to /login when the token expires while a page stays open, and forgets the session', async () => {
    // long enough for the page to show first on a busy machine (at 4 s it once expired before /users showed)
    const expiresSoon = resigned(suite.admin.token, { expiresIn: 10 });
    const page = await suite.newPage({
      localStorage: sessionStorageValues({ ...suite.admin, token: expiresSoon }),
    });
    await page.goto(`${suite.url}/users`);
    await page.getByRole('heading', { name: '참석자 목록' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/users');

    await page.waitForURL(`${suite.url}/login`, { timeout: UI_TIMEOUT_MS });
    expect((await readLocalStorage(page)).adminToken).toBeUndefined();
  });

  it('does not show an admin screen with a token that has already expired', async () => {
    const page = await suite.newPage({
      localStorage: sessionStorageValues({
        ...suite.admin,
        token: resigned(suite.admin.token, { expiresIn: -5 }),
      }),
    });
    // the page's first request may leave before the expiry is noticed: its 401 is how it ends, not a problem
    allowConsoleErrors(page, /status of 401/);
    await page.goto(`${suite.url}/booths`);
    await page.waitForURL(`${suite.url}/login`);
  });
});

describe("the attendee edit page's change history (변경 이력)", () => {
  it('lists who registered and changed the attendee, what and when, newest first', async () => {
    const created = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '이력테스트', phoneNumber: '010-3000-0001', paymentStatus2: 'N' }),
      expected: 201,
    });
    await suite.adminApi(`/api/users/${created.id}`, {
      method: 'PUT',
      body: attendee({ name: '이력테스트', phoneNumber: '010-3000-0001', paymentStatus2: 'Y' }),
    });
    await suite.adminApi(`/api/users/${created.id}`, {
      method: 'PUT',
      body: attendee({ name: '이력바꿈', phoneNumber: '010-3000-0002', paymentStatus2: 'Y' }),
    });

    const page = await suite.newPage({ session: 'admin' });
    await page.goto(`${suite.url}/users/${created.id}/edit`);
    const history = page.getByRole('region', { name: '변경 이력' });
    const entries = history.getByRole('listitem').filter({ has: page.locator('time') });
    await eventually(() => entries.count()).toBe(3);

    const texts = await entries.allTextContents();
    expect(texts[0]).toContain('수정');
    expect(texts[0]).toContain('이름 이력테스트 → 이력바꿈');
    expect(texts[0]).toContain('전화번호 010-3000-0001 → 010-3000-0002');
    expect(texts[1]).toContain('결제유무 N → Y');
    expect(texts[2]).toContain('등록 (관리자 등록)');
    for (const text of texts) expect(text).toContain('관리자 admin');
    expect(await textOf(entries.first().locator('time'))).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    await page.setViewportSize({ width: 1100, height: 1200 });
    await page.screenshot({ path: artifactPath('attendee-edit-history.png'), fullPage: true });
  });
});
