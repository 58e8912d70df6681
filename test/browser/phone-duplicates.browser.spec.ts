import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { eventually, textOf, useBrowserSuite } from './support/browser.js';
import { screenshot } from './support/screenshots.js';

const suite = useBrowserSuite();
const REGISTERED = /^✅ 등록 성공: ID (\d+)$/;

function recordRegistrations(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users/register')
      posts.push(request.postData() ?? '');
  });
  return posts;
}

async function fillForm(page: Page, name: string, phone: string) {
  await page.getByLabel('이름').fill(name);
  await page.getByLabel('소속').fill('한빛전자');
  await page.getByLabel('전화번호').fill(phone);
  await page.getByLabel('국가').fill('대한민국');
  await page.getByRole('button', { name: '등록', exact: true }).click();
}

describe('the admin form and a phone number an attendee has already', () => {
  it('warns with a link to the existing attendee (the number however written), and may still register', async () => {
    const existing = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '원래참석자', phoneNumber: '010-7100-0001' }),
    });
    const page = await suite.newPage({ session: 'admin' });
    const posts = recordRegistrations(page);
    await page.goto(`${suite.url}/users/register`);
    await fillForm(page, '새참석자', '+82 10 7100 0001');

    const warning = page.getByTestId('duplicate-phone-warning');
    await warning.waitFor();
    expect(await textOf(warning)).toContain(`원래참석자 (ID ${String(existing.id)})`);
    expect(posts).toEqual([]);
    expect(await page.getByLabel('이름').inputValue()).toBe('새참석자'); // the form keeps what was typed
    await screenshot(page, 'duplicate-phone-warning-1280.png');
    expect(await warning.getByRole('link', { name: /원래참석자/ }).getAttribute('href')).toBe(
      `/users/${String(existing.id)}/edit`,
    );

    await warning.getByRole('button', { name: '그래도 등록' }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toMatch(REGISTERED);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]).phoneNumber).toBe('+82 10 7100 0001');
    const id = Number(REGISTERED.exec(await textOf(page.getByTestId('result-message')))![1]);
    expect((await suite.adminApi<{ phoneNumber: string }>(`/api/users/${String(id)}`)).phoneNumber).toBe(
      '010-7100-0001',
    );
  });

  it('registers a new number at once, with no warning', async () => {
    const page = await suite.newPage({ session: 'admin' });
    const posts = recordRegistrations(page);
    await page.goto(`${suite.url}/users/register`);
    await fillForm(page, '처음참석자', '010-7100-0002');
    await eventually(() => textOf(page.getByTestId('result-message'))).toMatch(REGISTERED);
    expect(posts).toHaveLength(1);
    expect(await page.getByTestId('duplicate-phone-warning').count()).toBe(0);
  });
});

describe('the walk-in form and a person who has registered already', () => {
  const PHONE = { width: 390, height: 844 } as const;
  const ALREADY = /^✅ 이미 등록되어 있습니다: ID (\d+)\. 아래 QR 코드를 그대로 사용하세요\.$/;

  async function walkIn(page: Page, name: string, phone: string) {
    await page.getByLabel('이름').fill(name);
    await page.getByLabel('소속').fill('한빛전자');
    await page.getByLabel('전화번호').fill(phone);
    await page.getByRole('button', { name: '등록하기' }).tap();
  }

  it('answers the same name and mobile (however written) with the first registration and its QR', async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(`${suite.url}/manual-register/${String(suite.admin.eventId)}`);
    const message = page.getByTestId('result-message');
    await walkIn(page, '다시온사람', '010-7100-0003');
    await eventually(() => textOf(message)).toMatch(REGISTERED);
    const first = Number(REGISTERED.exec(await textOf(message))![1]);

    // the same person again, the number typed another way: theirs, nothing new
    await walkIn(page, '다시온사람', '01071000003');
    await eventually(() => textOf(message)).toMatch(ALREADY);
    expect(Number(ALREADY.exec(await textOf(message))![1])).toBe(first);
    await page.getByTestId('walk-in-qr').waitFor();
    await screenshot(page, 'walk-in-already-registered-390.png', true);
    const found = await suite.adminApi<{ content: { id: number }[] }>(
      `/api/users?keyword=${encodeURIComponent('010-7100-0003')}`,
    );
    expect(found.content.map((user) => user.id)).toEqual([first]);

    // another name with that number: a registration of its own
    await walkIn(page, '다른사람', '010-7100-0003');
    await eventually(() => textOf(message)).toMatch(REGISTERED);
    expect(Number(REGISTERED.exec(await textOf(message))![1])).not.toBe(first);
  });
});
