import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attendee, koreanAttendee } from '../support/attendee-fixtures.js';
import { allowConsoleErrors, eventually, textOf, useBrowserSuite } from './support/browser.js';
import { screenshot, screenshotsAtBothWidths } from './support/screenshots.js';
import { privacySettings } from '../support/privacy-settings.mjs';
import { followNavLink } from './support/admin-nav.js';

const suite = useBrowserSuite({ ACCESS_ALERT_DAILY_RECORDS: '2' });

const shoot = (page: Page, name: string) => screenshot(page, `${name}.png`, true);

/** '다운로드 사유 입력' on, through the settings API (or its table, until that API exists). */
async function askDownloadReason() {
  const settings = privacySettings({ askDownloadReason: true });
  if (suite.server.running.routes.includes('PUT /api/privacy-settings')) {
    await suite.adminApi(`/api/privacy-settings?eventId=${suite.admin.eventId}`, {
      method: 'PUT',
      body: settings,
    });
    return;
  }
  await suite.server.sql(
    `INSERT INTO privacy_settings (event_id, settings, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (event_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
    [suite.admin.eventId, JSON.stringify(settings)],
  );
}

/** The rows of the records table as their cells' texts, top (newest) first. */
async function shownRecords(page: Page): Promise<string[][]> {
  return page
    .getByTestId('access-record-row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** '다운로드' in the reason dialog: an Excel file comes, and the dialog closes. */
async function downloadFromDialog(page: Page, dialog: Locator): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '다운로드' }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await eventually(() => page.getByRole('dialog').count()).toBe(0);
  return download;
}

describe('개인정보 접속기록', () => {
  it("an admin's search and Excel download (with its reason) appear on /privacy/access", async () => {
    for (let i = 0; i < 3; i++)
      await suite.adminApi('/api/users/register', { method: 'POST', body: koreanAttendee(i) });
    await askDownloadReason();

    const width = 1280;
    const page = await suite.newPage({ session: 'admin', viewport: { width, height: 800 } });
    if (!suite.server.running.routes.includes('GET /api/privacy-settings'))
      allowConsoleErrors(page, /status of (400|404)/);
    await page.goto(`${suite.url}/users`);
    await page.getByRole('searchbox').fill('한빛');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.waitForURL(/keyword=/);
    await eventually(() => page.locator('[data-testid^="attendee-row-"]').count()).toBeGreaterThan(0);

    await page.getByTestId('download-excel').click();
    const dialog = page.getByRole('dialog', { name: '다운로드 사유' });
    await dialog.waitFor();
    // the first choice has the focus; '기타' asks for the reason typed
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
      '행사 운영',
    );
    await dialog.getByLabel('기타 (직접 입력)').check();
    await dialog.getByRole('button', { name: '다운로드' }).click();
    await eventually(() => textOf(dialog.getByRole('alert'))).toBe('다운로드 사유를 입력해주세요.');
    await shoot(page, `reason-dialog-${width}`);
    await dialog.getByLabel('사유 직접 입력').fill('참가업체 명단 확인 요청');
    await downloadFromDialog(page, dialog);

    // the '개인정보' menu entry, then its 접속기록 tab
    await followNavLink(page, '개인정보');
    await page
      .getByRole('navigation', { name: '개인정보 메뉴' })
      .getByRole('link', { name: '접속기록' })
      .click();
    await page.getByRole('heading', { name: '개인정보 접속기록' }).waitFor();
    await eventually(() => page.getByTestId('access-record-row').count()).toBeGreaterThan(1);
    const rows = await shownRecords(page);
    const download1 = rows.find((r) => r[4] === '참석자 엑셀 다운로드');
    const search = rows.find((r) => r[4] === '참석자 검색');
    expect(download1?.slice(1)).toEqual([
      suite.admin.adminName,
      '관리자',
      '127.0.0.1',
      '참석자 엑셀 다운로드',
      '3명',
      '참가업체 명단 확인 요청',
    ]);
    expect(search?.slice(1, 5)).toEqual([suite.admin.adminName, '관리자', '127.0.0.1', '참석자 검색']);
    expect(search?.[5]).toMatch(/^(참석자 ID \d+|\d+명)$/);
    expect(rows.indexOf(download1!)).toBeLessThan(rows.indexOf(search!));

    // filtering by an account that made none of them shows none
    await page.getByLabel('계정').fill('없는 계정');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('access-record-table'))).toContain('접속기록이 없습니다.');
    await page.getByRole('button', { name: '초기화' }).click();
    await eventually(() => page.getByTestId('access-record-row').count()).toBeGreaterThan(1);

    // today the admin read more than 2 attendees' records: flagged with its reason
    await eventually(() => textOf(page.getByTestId('access-alerts'))).toContain('기준 2건 초과');
    await shoot(page, `access-page-${width}`);
  });

  it('works on a phone: the filters, the alerts and the table fit, the table scrolls inside its frame', async () => {
    const page = await suite.newPage({ session: 'admin', viewport: { width: 390, height: 844 } });
    await page.goto(`${suite.url}/privacy/access`);
    await page.getByRole('heading', { name: '개인정보 접속기록' }).waitFor();
    await eventually(() => page.getByTestId('access-record-row').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'access-page-390');
    await page.getByTestId('download-access-records').click();
    const dialog = page.getByRole('dialog', { name: '다운로드 사유' });
    await dialog.waitFor();
    await shoot(page, 'reason-dialog-390');
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    // 취소: nothing is downloaded, the button is back
    await dialog.getByRole('button', { name: '취소' }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    await eventually(() => textOf(page.getByTestId('download-access-records'))).toBe('엑셀 다운로드');
  });
  it("'열람' on a /users row asks the reason in the same dialog, downloads the attendee's data and records the reason", async () => {
    await askDownloadReason();
    const { id } = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '열람사유', affiliation: '열람확인상사', phoneNumber: '010-7400-0001' }),
    });
    const recordsOf = async () =>
      (
        await suite.adminApi<{ content: { action: string; reason: string | null; attendeeIds: number[] }[] }>(
          `/api/privacy/access-records?attendeeId=${String(id)}`,
        )
      ).content.filter((r) => r.action === '개인정보 열람 파일 다운로드');

    const page = await suite.newPage({ session: 'admin', viewport: { width: 1280, height: 800 } });
    await page.goto(`${suite.url}/users?keyword=010-7400-0001`);
    const row = page.getByTestId(`attendee-row-${String(id)}`);
    await row.waitFor();
    const view = row.getByRole('button', { name: '열람' });

    // 취소: nothing is downloaded, nothing recorded, the button is back
    await view.click();
    const dialog = page.getByRole('dialog', { name: '다운로드 사유' });
    await dialog.waitFor();
    await screenshotsAtBothWidths(page, 'view-personal-data-reason');
    await dialog.getByRole('button', { name: '취소' }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    await eventually(() => view.isEnabled()).toBe(true);
    expect(await recordsOf()).toEqual([]);

    // a reason typed in '기타': the file holds the attendee's data, the record the reason
    await view.click();
    await dialog.waitFor();
    await dialog.getByLabel('기타 (직접 입력)').check();
    await dialog.getByLabel('사유 직접 입력').fill('정보주체 열람 요청 (전화)');
    const download = await downloadFromDialog(page, dialog);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const cells: string[] = [];
    book.getWorksheet('참석자 정보')!.eachRow((r) => {
      r.eachCell((cell) => cells.push(String(cell.text)));
    });
    expect(cells).toEqual(expect.arrayContaining(['열람사유', '열람확인상사', '010-7400-0001']));

    const records = await recordsOf();
    expect(records.map((r) => [r.reason, r.attendeeIds])).toEqual([['정보주체 열람 요청 (전화)', [id]]]);
    // and on /privacy/access, by the attendee's id
    await page.goto(`${suite.url}/privacy/access`);
    await page.getByLabel('참석자 ID').fill(String(id));
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await eventually(
      async () => (await shownRecords(page)).find((r) => r[4] === '개인정보 열람 파일 다운로드')?.[6],
    ).toBe('정보주체 열람 요청 (전화)');
  });
});
