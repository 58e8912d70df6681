import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { allowConsoleErrors, eventually, textOf, useBrowserSuite } from './support/browser.js';
import { screenshot } from './support/screenshots.js';
import { followNavLink } from './support/admin-nav.js';

/**
 * Consent at collection (issue 17): an admin switches the notices on at /privacy, a walk-in on a phone reads
 * them in full and cannot register without the required consent; the versions go into 변경 이력; changing a
 * notice's text makes a new version that the walk-in form then asks for.
 */

const suite = useBrowserSuite();

const PHONE_390 = { width: 390, height: 844 } as const;
const DESK = { width: 1280, height: 800 } as const;
const REGISTERED = /^✅ 등록 성공: ID (\d+)$/;

interface Notice {
  purpose: string;
  items: string;
  retention: string;
  refusal: string;
  recipients?: string;
  version: number;
}
interface Settings {
  collection: Notice | null;
  exhibitors: Notice | null;
}

const settings = () =>
  suite.adminApi<Settings>(`/api/privacy-settings?eventId=${String(suite.admin.eventId)}`);
const attendeesMatching = (keyword: string) =>
  suite.adminApi<{ totalElements: number; content: { id: number; exhibitorConsent?: string }[] }>(
    `/api/users?eventId=${String(suite.admin.eventId)}&keyword=${encodeURIComponent(keyword)}`,
  );

function phonePage() {
  return suite.newPage({ viewport: PHONE_390, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

async function fillWalkIn(page: Page, name: string, phone: string) {
  await page.getByLabel('이름').fill(name);
  await page.getByLabel('소속').fill('푸른바이오');
  await page.getByLabel('전화번호').fill(phone);
}

describe('consent notices', () => {
  let registeredId = 0;

  it('an admin switches both notices on at /privacy, with example texts, and saves them as v1', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/users`);
    await followNavLink(page, '개인정보');
    await page.waitForURL(`${suite.url}/privacy`);
    await page.getByRole('heading', { name: '개인정보 설정', level: 1 }).waitFor();

    // off by default: no notice texts shown
    expect(await page.getByLabel('수집·이용 동의 받기').isChecked()).toBe(false);
    expect(await page.getByLabel('수집·이용 목적', { exact: true }).count()).toBe(0);

    await page.getByLabel('수집·이용 동의 받기').check();
    expect(await page.getByLabel('수집·이용 목적', { exact: true }).inputValue()).toBe(
      '행사 등록 확인, 입장 관리 및 행사 안내',
    );
    expect(await page.getByLabel('수집 항목', { exact: true }).inputValue()).toBe(
      '이름, 소속, 전화번호, 국가',
    );
    expect(await page.locator('#collection-retention').inputValue()).toBe('행사 종료 후 30일까지');
    await page.getByLabel('부스 제공 동의 받기').check();
    expect(await page.getByLabel('제공받는 자', { exact: true }).inputValue()).toBe('행사 부스 참가업체');
    expect(await textOf(page.getByTestId('privacy-settings-form'))).toContain('새 버전으로 저장');

    await page.getByRole('button', { name: '저장', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe('✅ 저장되었습니다.');
    expect(await textOf(page.getByTestId('collection-version'))).toBe('현재 v1');
    expect(await textOf(page.getByTestId('exhibitors-version'))).toBe('현재 v1');

    const saved = await settings();
    expect(saved.collection).toMatchObject({ purpose: '행사 등록 확인, 입장 관리 및 행사 안내', version: 1 });
    expect(saved.exhibitors).toMatchObject({ recipients: '행사 부스 참가업체', version: 1 });

    await screenshot(page, 'privacy-settings-1280.png', true);
    await page.setViewportSize(PHONE_390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'privacy-settings-390.png', true);
  });

  it('/manual-register on a phone shows both notices in full and refuses without the required consent', async () => {
    const page = await phonePage();
    await page.goto(`${suite.url}/manual-register/${String(suite.admin.eventId)}`);
    const collection = page.getByTestId('consent-collection');
    await collection.waitFor();
    const exhibitors = page.getByTestId('consent-exhibitors');

    // folded; opened, every item of the notice is there, within the phone's width
    expect(await collection.locator('details').getAttribute('open')).toBeNull();
    await collection.getByText('개인정보 수집·이용 안내 (필수)').tap();
    await exhibitors.getByText('부스 참가업체 제공 안내 (선택)').tap();
    const collectionText = await textOf(collection);
    for (const part of [
      '수집·이용 목적',
      '행사 등록 확인, 입장 관리 및 행사 안내',
      '이름, 소속, 전화번호, 국가',
    ])
      expect(collectionText).toContain(part);
    expect(collectionText).toContain('거부 시 현장 등록이 제한됩니다.');
    const exhibitorText = await textOf(exhibitors);
    expect(exhibitorText).toContain('제공받는 자');
    expect(exhibitorText).toContain('행사 부스 참가업체');
    expect(exhibitorText).toContain('제공일로부터 1년');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'manual-register-notices-390.png', true);

    // without the required consent: refused on the phone, nothing registered
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') writes.push(new URL(request.url()).pathname);
    });
    await fillWalkIn(page, '동의테스트', '010-7300-0001');
    await page.getByLabel('[선택] 부스 참가업체 제공에 동의합니다.').check();
    await page.getByRole('button', { name: '등록하기' }).tap();
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe(
      '개인정보 수집·이용에 동의해주세요.',
    );
    expect(writes).toEqual([]);
    expect((await attendeesMatching('010-7300-0001')).totalElements).toBe(0);
    await screenshot(page, 'manual-register-refused-390.png', true);

    // the server refuses it too (a client that skips the form)
    const direct = await suite.server.api('/api/users/register2', {
      method: 'POST',
      body: { ...attendee({ name: '우회', phoneNumber: '010-7300-0009' }), eventId: suite.admin.eventId },
    });
    expect(direct.status).toBe(400);
    expect(JSON.stringify(direct.body)).toContain('개인정보 수집·이용에 동의해주세요.');

    // with it: registered, with the exhibitor choice
    await page.getByLabel('[필수] 개인정보 수집·이용에 동의합니다.').check();
    await page.getByRole('button', { name: '등록하기' }).tap();
    const message = page.getByTestId('result-message');
    await eventually(() => textOf(message)).toMatch(REGISTERED);
    registeredId = Number(REGISTERED.exec(await textOf(message))![1]);
    expect(await page.getByLabel('[필수] 개인정보 수집·이용에 동의합니다.').isChecked()).toBe(false);
    const found = await attendeesMatching('010-7300-0001');
    expect(found.content.map((row) => row.id)).toEqual([registeredId]);
    expect(found.content[0].exhibitorConsent).toBe('Y');
  });

  it("the attendee's 변경 이력 shows the consent with its versions; the admin form sets the exhibitor choice", async () => {
    expect(registeredId).toBeGreaterThan(0);
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/users/${String(registeredId)}/edit`);
    const history = page.getByRole('region', { name: '변경 이력' });
    await eventually(() => textOf(history)).toContain(
      '동의 기록: 수집·이용 동의 (안내 v1), 부스 제공 동의 (안내 v1)',
    );

    // the admin form: '부스 제공 동의' last, showing the walk-in's choice; the admin records a refusal
    const consent = page.getByLabel('부스 제공 동의');
    expect(await consent.inputValue()).toBe('Y');
    const labels = await page.locator('form label').allInnerTexts();
    expect(labels.at(-1)).toBe('부스 제공 동의');
    await consent.selectOption('N');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await page.waitForURL(`${suite.url}/users`, { timeout: 15_000 });
    const stored = await suite.adminApi<{ exhibitorConsent: string }>(`/api/users/${String(registeredId)}`);
    expect(stored.exhibitorConsent).toBe('N');
    await page.goto(`${suite.url}/users/${String(registeredId)}/edit`);
    await eventually(() => textOf(page.getByRole('region', { name: '변경 이력' }))).toContain(
      '부스제공동의 Y → N',
    );
    await screenshot(page, 'attendee-history-consent-1280.png', true);
  });

  it("'열람' on /users downloads everything held about the attendee as .xlsx", async () => {
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/users?keyword=010-7300-0001`);
    const row = page.getByTestId(`attendee-row-${String(registeredId)}`);
    await row.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: '열람' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const cells: string[] = [];
    book.eachSheet((sheet) => {
      sheet.eachRow((r) => {
        r.eachCell((cell) => cells.push(String(cell.text)));
      });
    });
    expect(cells.join(' ')).toContain('동의테스트');
    expect(cells.join(' ')).toContain('010-7300-0001');
    await screenshot(page, 'users-row-actions-1280.png');
  });

  it("changing a notice's text makes v2, and a form showing v1 is asked to read it again", async () => {
    // a walk-in opened the form while v1 was shown
    const phone = await phonePage();
    allowConsoleErrors(phone, /status of 409/);
    await phone.goto(`${suite.url}/manual-register/${String(suite.admin.eventId)}`);
    await phone.getByTestId('consent-collection').waitFor();
    expect(await phone.getByTestId('consent-collection').textContent()).toContain('안내문 v1');

    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/privacy`);
    const purpose = page.getByLabel('수집·이용 목적', { exact: true });
    await purpose.waitFor();
    await purpose.fill('행사 등록 확인 및 입장 관리');
    await eventually(() => textOf(page.getByTestId('privacy-settings-form'))).toContain(
      '내용이 바뀌었습니다: 저장하면 새 버전이 됩니다.',
    );
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('collection-version'))).toBe('현재 v2');
    // the untouched notice keeps its version
    expect(await textOf(page.getByTestId('exhibitors-version'))).toBe('현재 v1');
    expect((await settings()).collection).toMatchObject({
      purpose: '행사 등록 확인 및 입장 관리',
      version: 2,
    });

    // the phone still shows v1: the server refuses, the form shows its message and the new text
    await fillWalkIn(phone, '버전테스트', '010-7300-0002');
    await phone.getByLabel('[필수] 개인정보 수집·이용에 동의합니다.').check();
    await phone.getByRole('button', { name: '등록하기' }).tap();
    await eventually(() => textOf(phone.getByTestId('result-message'))).toBe(
      '❌ 등록 실패: 동의 내용이 변경되었습니다. 내용을 다시 확인해주세요.',
    );
    await eventually(() => phone.getByTestId('consent-collection').textContent()).toContain('안내문 v2');
    expect((await attendeesMatching('010-7300-0002')).totalElements).toBe(0);
    await phone.getByLabel('[필수] 개인정보 수집·이용에 동의합니다.').check();
    await phone.getByRole('button', { name: '등록하기' }).tap();
    await eventually(() => textOf(phone.getByTestId('result-message'))).toMatch(REGISTERED);
    const id = Number(REGISTERED.exec(await textOf(phone.getByTestId('result-message')))![1]);

    const history = await suite.newPage({ session: 'admin', viewport: DESK });
    await history.goto(`${suite.url}/users/${String(id)}/edit`);
    await eventually(() => textOf(history.getByRole('region', { name: '변경 이력' }))).toContain(
      '동의 기록: 수집·이용 동의 (안내 v2), 부스 제공 거부 (안내 v1)',
    );
  });
});
