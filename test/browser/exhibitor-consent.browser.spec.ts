import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { eventually, textOf, useBrowserSuite } from './support/browser.js';
import { screenshot } from './support/screenshots.js';
import { privacySettings } from '../support/privacy-settings.mjs';

/**
 * Issue 17, '부스 제공 동의 확인' on a booth phone: with the event's setting on, a visitor who did not consent to
 * provision to exhibitors shows as '비공개 방문자' (with the visit time), one who did with their name, live on
 * the visitor list while another phone of the booth scans them.
 */

const suite = useBrowserSuite({ LIVE_PUSH_INTERVAL_MS: '100' });

const PHONE_390 = { width: 390, height: 844 } as const;
const DESK = { width: 1280, height: 800 } as const;

const BOOTH = {
  boothName: '스마트팩토리 솔루션 체험관',
  name: '정부스',
  affiliation: '한빛전자',
  phone: '010-5555-0301',
  loginId: 'consent-booth',
  password: 'consent-pass-1',
};

interface Person {
  id: number;
  name: string;
  affiliation: string;
  phoneNumber: string;
}

let boothId: number;
let boothToken: string;
let agreed: Person;
let refused: Person;

/** An attendee with their choice on provision to exhibitors, given through the admin form. */
async function attendeeWithConsent(fields: Record<string, unknown>, consent: 'Y' | 'N'): Promise<Person> {
  const eventId = String(suite.admin.eventId);
  const person = await suite.adminApi<Person>(`/api/users/register?eventId=${eventId}`, {
    method: 'POST',
    body: attendee(fields),
  });
  await suite.adminApi(`/api/users/${String(person.id)}?eventId=${eventId}`, {
    method: 'PUT',
    body: { exhibitorConsent: consent },
  });
  // the read model's column is what the booth reads: set directly where it does not follow the form yet
  await suite.server.sql(
    `UPDATE attendees SET exhibitor_consent = $2 WHERE id = $1 AND exhibitor_consent IS DISTINCT FROM $2`,
    [person.id, consent === 'Y'],
  );
  return person;
}

beforeAll(async () => {
  const eventId = String(suite.admin.eventId);
  await suite.adminApi(`/api/privacy-settings?eventId=${eventId}`, {
    method: 'PUT',
    body: privacySettings({ shareOnlyWithConsent: true }),
  });
  boothId = (
    await suite.adminApi<{ id: number }>(`/api/booths?eventId=${eventId}`, { method: 'POST', body: BOOTH })
  ).id;
  const login = await suite.server.api<{ token: string }>('/api/booth-login', {
    method: 'POST',
    body: { loginId: BOOTH.loginId, password: BOOTH.password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  boothToken = login.body.token;
  agreed = await attendeeWithConsent(
    { name: '김동의', affiliation: '미래모빌리티 연구소', phoneNumber: '010-7300-0001' },
    'Y',
  );
  refused = await attendeeWithConsent(
    { name: '이거부', affiliation: '비밀상사', phoneNumber: '010-7300-0002' },
    'N',
  );
});

function phonePage(localStorage: Record<string, string> = {}): Promise<Page> {
  return suite.newPage({
    viewport: PHONE_390,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    localStorage: { boothId: String(boothId), boothName: BOOTH.boothName, boothToken, ...localStorage },
  });
}

async function scanByKeys(page: Page, person: Person, shown: string) {
  await page.keyboard.type(String(person.id));
  await page.keyboard.press('Enter');
  await eventually(() => textOf(page.getByTestId('scan-banner-title'))).toBe(shown);
}

describe("a booth phone with '부스 제공 동의 확인' on", () => {
  it('shows 비공개 방문자 for the visitor who did not consent and the name of the one who did, live', async () => {
    // the visitor list stays open on one phone …
    const list = await phonePage();
    let listLoads = 0;
    list.on('request', (request) => {
      if (
        request.method() === 'GET' &&
        /\/api\/booth-login\/\d+\/visits$/.test(new URL(request.url()).pathname)
      )
        listLoads++;
    });
    await list.goto(`${suite.url}/booth-visits2`);
    await list.getByText('방문자 정보가 없습니다.').waitFor();
    expect(await list.getByTestId('hidden-visitors-note').count()).toBe(0);

    // … while another phone of the booth scans both (연속 스캔, a barcode scanner typing the codes)
    const scanner = await phonePage({ qrScanContinuous: 'true' });
    await scanner.goto(`${suite.url}/qr-scan`);
    await scanner.getByTestId('continuous-scanner').waitFor();
    await scanner.getByTestId('scan-camera-problem').waitFor();
    await scanByKeys(scanner, agreed, agreed.name);
    await scanByKeys(scanner, refused, '비공개 방문자');
    expect(await textOf(scanner.locator('body'))).not.toContain(refused.name);
    await screenshot(scanner, 'scan-hidden-390.png', true);

    // the list shows both without a reload of the page: the name, and 비공개 방문자 with the time
    const hiddenRow = list.locator('[data-masked="true"]');
    await eventually(() => hiddenRow.count()).toBe(1);
    await list.getByTestId(`visitor-row-${String(agreed.id)}`).waitFor();
    expect(await textOf(list.getByTestId(`visitor-row-${String(agreed.id)}`))).toContain(agreed.name);
    expect(await textOf(list.getByTestId(`visitor-row-${String(agreed.id)}`))).toContain(agreed.phoneNumber);
    expect(await textOf(hiddenRow)).toMatch(/^비공개 방문자.*\d\d:\d\d/s);
    expect(await textOf(list.getByTestId('hidden-visitors-note'))).toBe(
      '동의하지 않은 방문자의 정보는 표시되지 않습니다.',
    );
    expect(await textOf(list.locator('.page-subtitle'))).toContain('방문자 2명');
    const page = await textOf(list.locator('body'));
    for (const secret of [refused.name, refused.affiliation, refused.phoneNumber])
      expect(page).not.toContain(secret);
    expect(await list.getByTestId(`visitor-row-${String(refused.id)}`).count()).toBe(0);
    // newest first: the hidden visitor above the one scanned before
    const order = await list
      .locator('tr.booth-visitor-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-masked') ?? 'shown'));
    expect(order).toEqual(['true', 'shown']);
    expect(listLoads).toBeGreaterThanOrEqual(1);
    await screenshot(list, 'booth-visitors-hidden-390.png', true);

    // the booth keeps notes of the hidden visitor too (its lead editor is there)
    const hiddenId = await hiddenRow.getAttribute('data-testid');
    expect(hiddenId).toMatch(/^visitor-row--\d+$/);
    await list.getByTestId(`lead-editor-${hiddenId!.slice('visitor-row-'.length)}`).waitFor();

    // the booth's Excel: the same two visitors, the hidden one without id, name, affiliation or phone
    const [download] = await Promise.all([
      list.waitForEvent('download'),
      list.getByRole('button', { name: '엑셀 다운로드' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const cells = book.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((row) => Array.from({ length: 4 }, (_, i) => String((row as unknown[])[i + 1] ?? '')));
    expect(cells[0]).toEqual(['참석자 ID', '이름', '소속', '전화번호']);
    expect(cells.slice(1)).toEqual([
      ['', '비공개 방문자', '', ''],
      [String(agreed.id), agreed.name, agreed.affiliation, agreed.phoneNumber],
    ]);

    // the desk width
    await list.setViewportSize(DESK);
    await screenshot(list, 'booth-visitors-hidden-1280.png', true);
  });
});
