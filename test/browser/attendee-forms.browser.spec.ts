import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import {
  PHONE,
  artifactPath,
  eventually,
  recordDialogs,
  textOf,
  useBrowserSuite,
} from './support/browser.js';

const suite = useBrowserSuite();

interface Attendee {
  id: number;
  name: string;
  affiliation: string;
  phoneNumber: string;
  country: string;
  paymentStatus2: string;
  registrationType: string;
  eventId: number;
}

const REGISTERED = /^✅ 등록 성공: ID (\d+)$/;

/** Every POST/PUT the page sends to the API, as "METHOD /path". */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return writes;
}

const getAttendee = (id: number) => suite.adminApi<Attendee>(`/api/users/${String(id)}`);

describe('attendee forms', () => {
  it('registers an attendee on /users/register and shows it in the list', async () => {
    const page = await suite.newPage({ session: 'admin' });
    await page.goto(`${suite.url}/users/register`);
    await page.getByRole('heading', { name: '참석자 등록', level: 1 }).waitFor();

    // the admin form's defaults (spec §9): 대한민국, paid Y, ONSITE
    expect(await page.getByLabel('국가').inputValue()).toBe('대한민국');
    expect(await page.getByLabel('결제유무').inputValue()).toBe('Y');
    expect(await page.getByLabel('등록유형').inputValue()).toBe('ONSITE');

    await page.getByLabel('이름').fill('홍길동');
    await page.getByLabel('소속').fill('한빛전자');
    await page.getByLabel('전화번호').fill('010-7000-0001');
    await page.getByRole('button', { name: '등록', exact: true }).click();

    const message = page.getByTestId('result-message');
    await eventually(() => textOf(message)).toMatch(REGISTERED);
    const id = Number(REGISTERED.exec(await textOf(message))![1]);
    // the form is emptied for the next person
    expect(await page.getByLabel('이름').inputValue()).toBe('');

    expect(await getAttendee(id)).toMatchObject({
      name: '홍길동',
      affiliation: '한빛전자',
      phoneNumber: '010-7000-0001',
      country: '대한민국',
      paymentStatus2: 'Y',
      registrationType: 'ONSITE',
      eventId: suite.admin.eventId,
    });

    await page.getByRole('link', { name: '목록으로' }).click();
    await page.waitForURL(`${suite.url}/users`);
    const row = page.getByTestId(`attendee-row-${String(id)}`);
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(0, 8)).toEqual([
      String(id),
      '홍길동',
      '한빛전자',
      '010-7000-0001',
      '대한민국',
      'N',
      'Y',
      '현장등록', // the list says it in words (the API keeps ONSITE)
    ]);
  });

  it('does not submit while a required field is empty', async () => {
    const page = await suite.newPage({ session: 'admin' });
    const writes = recordWrites(page);
    await page.goto(`${suite.url}/users/register`);
    await page.getByLabel('소속').fill('한빛전자');
    await page.getByLabel('전화번호').fill('010-7000-0002');
    await page.getByRole('button', { name: '등록', exact: true }).click();

    // the browser refuses the form: the name is reported as missing and nothing is sent
    expect(
      await page.getByLabel('이름').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await page.getByLabel('국가').fill('');
    await page.getByLabel('이름').fill('홍길동');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    expect(
      await page.getByLabel('국가').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(await page.getByTestId('result-message').count()).toBe(0);
    expect(writes).toEqual([]);

    // e-mail is the only optional field: with the country filled in, the form goes through
    await page.getByLabel('국가').fill('대한민국');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toMatch(REGISTERED);
    expect(writes).toEqual(['POST /api/users/register']);
  });

  it('edits the affiliation on /users/{id}/edit, confirms, and returns to /users after about 1 s', async () => {
    const a = await suite.adminApi<Attendee>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '이서연', affiliation: '서울대학교', phoneNumber: '010-7000-0003' }),
    });
    const page = await suite.newPage({ session: 'admin' });
    await page.goto(`${suite.url}/users/${String(a.id)}/edit`);
    await page.getByRole('heading', { name: '참석자 정보 수정' }).waitFor();

    // the form starts with the stored values
    await eventually(() => page.getByLabel('이름').inputValue()).toBe('이서연');
    expect(await page.getByLabel('소속').inputValue()).toBe('서울대학교');
    expect(await page.getByLabel('전화번호').inputValue()).toBe('010-7000-0003');
    expect(await page.getByLabel('결제유무').inputValue()).toBe('Y');
    expect(await page.getByLabel('등록유형').inputValue()).toBe('PRE');

    await page.getByLabel('소속').fill('미래모빌리티');
    // timed in the page itself: when the message appears, and when the address becomes /users
    await page.evaluate(() => {
      const times: { shown?: number; shownOn?: string; left?: number } = {};
      (window as unknown as { editTimes: typeof times }).editTimes = times;
      new MutationObserver(() => {
        if (times.shown === undefined && document.body.textContent?.includes('✅ 수정 완료되었습니다.')) {
          times.shown = performance.now();
          times.shownOn = window.location.pathname;
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
      const timer = window.setInterval(() => {
        if (times.shown !== undefined && window.location.pathname === '/users') {
          times.left = performance.now();
          window.clearInterval(timer);
        }
      }, 5);
    });
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await page.getByText('✅ 수정 완료되었습니다.', { exact: true }).waitFor();
    await page.waitForURL(`${suite.url}/users`);

    const readTimes = () =>
      page.evaluate(
        () =>
          (window as unknown as { editTimes: { shown: number; shownOn: string; left?: number } }).editTimes,
      );
    await eventually(async () => (await readTimes()).left).toBeDefined();
    const times = await readTimes();
    expect(times.shownOn).toBe(`/users/${String(a.id)}/edit`);
    const waited = times.left! - times.shown;
    expect(waited, 'ms between the message and the return to /users').toBeGreaterThanOrEqual(950);
    expect(waited, 'ms between the message and the return to /users').toBeLessThan(2_500);

    const row = page.getByTestId(`attendee-row-${String(a.id)}`);
    await row.waitFor();
    expect((await row.locator('td').allInnerTexts()).slice(1, 4)).toEqual([
      '이서연',
      '미래모빌리티',
      '010-7000-0003',
    ]);
    // the other fields are kept
    expect(await getAttendee(a.id)).toMatchObject({
      affiliation: '미래모빌리티',
      paymentStatus2: 'Y',
      registrationType: 'PRE',
    });
  });

  it('lets an attendee register on site at /manual-register/{eventId} on a phone, without login', async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    const writes = recordWrites(page);
    await page.goto(`${suite.url}/manual-register/${String(suite.admin.eventId)}`);
    await page.getByRole('heading', { name: '현장 등록' }).waitFor();
    expect(await page.getByTestId('nav-admin-name').count()).toBe(0);
    expect(await page.getByLabel('국가').inputValue()).toBe('대한민국');

    await page.getByLabel('이름').fill('박지민');
    await page.getByLabel('소속').fill('푸른바이오');
    await page.getByLabel('전화번호').fill('010-7000-0004');
    await page.getByRole('button', { name: '등록하기' }).tap();

    const message = page.getByTestId('result-message');
    await eventually(() => textOf(message)).toMatch(REGISTERED);
    const id = Number(REGISTERED.exec(await textOf(message))![1]);
    expect(writes).toEqual(['POST /api/users/register2']);

    // the message is below the form, and the page fits the phone's width
    const form = (await page.locator('form').boundingBox())!;
    const shown = (await message.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(form.y + form.height);
    expect(shown.x + shown.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.getByLabel('이름').inputValue()).toBe('');
    await page.screenshot({ path: artifactPath('manual-register-phone.png'), fullPage: true });

    // the public form's fixed flags (spec §3)
    expect(await getAttendee(id)).toMatchObject({
      name: '박지민',
      affiliation: '푸른바이오',
      phoneNumber: '010-7000-0004',
      country: '대한민국',
      visitType: 'N',
      paymentStatus: 'N',
      paymentStatus2: 'N',
      registrationType: 'ONSITE',
      eventId: suite.admin.eventId,
    });
  });

  it('says at once that the address has no event on /manual-register without one, and sends nothing', async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true });
    const writes = recordWrites(page);
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/manual-register`);
    const missing = '행사 정보가 없는 주소입니다. 행사에서 받은 링크로 다시 열어주세요.';
    await eventually(() => dialogs).toEqual([{ type: 'alert', message: missing }]);
    expect(await textOf(page.getByTestId('manual-event-problem'))).toBe(missing);
    // no form to fill in vain
    expect(await page.getByLabel('이름').count()).toBe(0);
    expect(await page.getByRole('button', { name: '등록하기' }).count()).toBe(0);
    expect(writes).toEqual([]);
    expect(await page.getByTestId('result-message').count()).toBe(0);
  });
});
