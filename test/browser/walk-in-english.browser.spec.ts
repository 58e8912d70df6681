import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/axe.js';
import { allowConsoleErrors, eventually, PHONE, textOf, useBrowserSuite } from './support/browser.js';

/**
 * The walk-in form in English (issue 50): the organiser writes a consent notice's English at /privacy; a phone
 * asking for English gets the form, the notices (the English one, the other in Korean with a note), the
 * browser's and the server's refusals and the QR in English; the 한국어 switch brings the spec's Korean back and
 * is remembered; axe-core finds nothing serious in either language.
 */
const suite = useBrowserSuite();
const DESK = { width: 1280, height: 800 } as const;
const ENGLISH_COLLECTION = {
  purpose: 'Confirming your registration and managing entry',
  items: 'Name, affiliation, phone number, country',
  retention: 'Until 30 days after the event',
  refusal: 'You may refuse; you then cannot register on site.',
};

const formPath = () => `/manual-register/${String(suite.admin.eventId)}`;
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const openNotices = async (page: Page) => {
  for (const name of ['collection', 'exhibitors'])
    await page.getByTestId(`consent-${name}`).locator('summary').tap();
};

describe('/manual-register in English', () => {
  it("an admin writes the collection notice's English at /privacy; saving it makes a new version", async () => {
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/privacy`);
    await page.getByLabel('수집·이용 동의 받기').check();
    await page.getByLabel('부스 제공 동의 받기').check();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe('✅ 저장되었습니다.');
    expect(await textOf(page.getByTestId('collection-version'))).toBe('현재 v1');

    // begun but not finished: every field of the English is asked for (the browser says so, nothing is sent)
    await page.getByLabel('수집·이용 목적 (영문)').fill(ENGLISH_COLLECTION.purpose);
    expect(await page.getByLabel('수집 항목 (영문)').evaluate((el: HTMLTextAreaElement) => el.required)).toBe(
      true,
    );
    expect(await textOf(page.getByTestId('privacy-settings-form'))).toContain('저장하면 새 버전이 됩니다');
    await page.getByLabel('수집 항목 (영문)').fill(ENGLISH_COLLECTION.items);
    await page.getByLabel('보유·이용 기간 (영문)').first().fill(ENGLISH_COLLECTION.retention);
    await page.getByLabel('동의 거부 권리 및 불이익 (영문)').first().fill(ENGLISH_COLLECTION.refusal);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe('✅ 저장되었습니다.');
    expect(await textOf(page.getByTestId('collection-version'))).toBe('현재 v2');
    expect(await textOf(page.getByTestId('exhibitors-version'))).toBe('현재 v1');
    const saved = await suite.adminApi<{
      collection: { english: unknown };
      exhibitors: { english: unknown };
    }>(`/api/privacy-settings?eventId=${String(suite.admin.eventId)}`);
    expect(saved.collection.english).toEqual(ENGLISH_COLLECTION);
    expect(saved.exhibitors.english).toBeNull();

    // a field of the English too long: the server's Korean refusal, as for the Korean text
    const tooLong = await suite.server.api('/api/privacy-settings', {
      method: 'PUT',
      token: suite.admin.token,
      body: {
        collection: { ...ENGLISH_COLLECTION, english: { ...ENGLISH_COLLECTION, items: 'x'.repeat(1001) } },
        exhibitors: null,
        shareOnlyWithConsent: false,
        askDownloadReason: false,
      },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('영문 항목은 1000자 이하로 입력하세요.');
  });

  it('follows an English phone: texts, notices, refusals and QR in English; 한국어 on the switch is remembered', async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' });
    allowConsoleErrors(page, /status of 400/);
    await page.goto(`${suite.url}${formPath()}`);
    await page.getByRole('heading', { name: 'On-site registration', level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByLabel('Country').inputValue()).toBe('');

    // the collection notice in the organiser's English; the exhibitors' in Korean, saying so
    await openNotices(page);
    const collection = await textOf(page.getByTestId('consent-collection'));
    expect(collection).toContain('Collection and use of personal information (required)');
    expect(collection).toContain(ENGLISH_COLLECTION.purpose);
    expect(collection).toContain('Notice v2');
    expect(collection).not.toContain('only in Korean');
    const exhibitors = page.getByTestId('consent-exhibitors');
    expect(await textOf(exhibitors)).toContain('This notice is available in Korean only.');
    expect(await textOf(exhibitors)).toContain('행사 부스 참가업체');
    expect(await exhibitors.locator('dd').first().getAttribute('lang')).toBe('ko');
    expect(await accessibilityProblems(page)).toEqual([]);

    // the browser's own check of the phone number, in English
    await page.getByLabel('Name').fill('Sam Carter'.repeat(6));
    await page.getByLabel('Affiliation').fill('Acme');
    await page.getByLabel('Phone number').fill('010-12');
    await page.getByLabel('Country').fill('USA');
    expect(
      await page.getByLabel('Phone number').evaluate((el: HTMLInputElement) => el.validationMessage),
    ).toMatch(/^Please enter a phone number of at least 9 digits/);
    await page.getByLabel('Phone number').fill('+1 415 555 0100');
    // the required consent, then the server's refusal of a name too long, in English
    const submit = page.getByRole('button', { name: 'Register' });
    await submit.tap();
    const message = page.getByTestId('result-message');
    await eventually(() => textOf(message)).toBe(
      'Please agree to the collection and use of your personal information.',
    );
    await page.getByLabel('[Required] I agree to the collection and use of my personal information.').check();
    await submit.tap();
    await eventually(() => textOf(message)).toBe(
      '❌ Registration failed: Name must be at most 50 characters.',
    );
    await page.getByLabel('Name').fill('Sam Carter');
    await submit.tap();
    await eventually(() => textOf(message)).toMatch(/^✅ You are registered: ID \d+$/);
    const qr = page.getByTestId('walk-in-qr');
    expect(await textOf(qr)).toContain('My entry QR code');
    expect(await textOf(qr)).toContain('Please pick up your badge at the desk.');
    await page.getByRole('link', { name: 'Open my QR code page' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await accessibilityProblems(page)).toEqual([]);

    // 한국어: the spec's texts, the country it starts with, the server's refusals in Korean; kept on reload
    await page.getByRole('button', { name: '한국어' }).tap();
    await page.getByRole('heading', { name: '현장 등록', level: 1 }).waitFor();
    expect(await page.getByLabel('국가').inputValue()).toBe('대한민국');
    await page.reload();
    await page.getByRole('heading', { name: '현장 등록', level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('ko');
    await openNotices(page);
    expect(await textOf(page.getByTestId('consent-collection'))).toContain(
      '행사 등록 확인, 입장 관리 및 행사 안내',
    );
    expect(await textOf(page.getByTestId('consent-collection'))).not.toContain(ENGLISH_COLLECTION.purpose);
    await page.getByLabel('이름').fill('김'.repeat(51));
    await page.getByLabel('소속').fill('푸른바이오');
    await page.getByLabel('전화번호').fill('010-7400-0001');
    await page.getByLabel('[필수] 개인정보 수집·이용에 동의합니다.').check();
    await page.getByRole('button', { name: '등록하기' }).tap();
    await eventually(() => textOf(message)).toBe('❌ 등록 실패: 이름은 50자 이하로 입력하세요.');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('a Korean phone gets the spec’s form as before', async () => {
    const page = await suite.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(`${suite.url}${formPath()}`);
    await page.getByRole('heading', { name: '현장 등록', level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('ko');
    for (const label of ['이름', '소속', '전화번호', '국가'])
      await page.getByLabel(label, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '등록하기' }).count()).toBe(1);
    expect(await textOf(page.getByTestId('consent-exhibitors'))).not.toContain('Korean only');
  });
});
