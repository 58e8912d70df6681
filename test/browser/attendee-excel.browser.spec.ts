import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { HEADERS, workbook } from '../support/workbooks.js';
import { eventually, textOf, useBrowserSuite } from './support/browser.js';

const suite = useBrowserSuite();

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every upload the page sends. */
function recordUploads(page: Page): string[] {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/upload-excel') uploads.push(request.method());
  });
  return uploads;
}

async function openUploadPage() {
  const page = await suite.newPage({ session: 'admin' });
  await page.goto(`${suite.url}/users/register2`);
  await page.getByRole('heading', { name: '엑셀 일괄 등록' }).waitFor();
  return page;
}

/** Rows of the first sheet of a workbook file, cell values as strings. */
async function sheetRows(file: string): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

async function savedPath(download: Download): Promise<string> {
  const failure = await download.failure();
  if (failure) throw new Error(`download of ${download.suggestedFilename()} failed: ${failure}`);
  return (await download.path())!;
}

describe('attendee Excel upload and download', () => {
  it('refuses a file that is not .xlsx, and asks for a file when none is chosen, without uploading', async () => {
    const page = await openUploadPage();
    const uploads = recordUploads(page);

    await page.getByRole('button', { name: '업로드', exact: true }).click();
    await eventually(() => textOf(page.getByRole('alert'))).toBe('업로드할 파일을 선택하세요.');

    await page.getByLabel('엑셀 파일 (.xlsx)').setInputFiles({
      name: 'attendees.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('이름,소속,전화번호\n홍길동,한빛전자,010-1234-5678\n'),
    });
    await page.getByRole('button', { name: '업로드', exact: true }).click();
    await eventually(() => textOf(page.getByRole('alert'))).toBe('.xlsx 파일만 업로드할 수 있습니다.');

    // an old .xls workbook is refused too
    await page.getByLabel('엑셀 파일 (.xlsx)').setInputFiles({
      name: 'attendees.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('not really xls'),
    });
    await page.getByRole('button', { name: '업로드', exact: true }).click();
    await eventually(() => textOf(page.getByRole('alert'))).toBe('.xlsx 파일만 업로드할 수 있습니다.');

    expect(uploads).toEqual([]);
    expect(await page.getByTestId('upload-result').count()).toBe(0);
    expect(await page.getByLabel('엑셀 파일 (.xlsx)').getAttribute('accept')).toBe('.xlsx');
  });

  it('uploads a workbook: the progress bar reaches 100 %, then the counts and the rejected rows are shown', async () => {
    // row 7's phone number is registered already: that row is skipped as a duplicate
    await suite.adminApi('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '기존참석자', phoneNumber: '010-4000-0077' }),
    });
    const file = await workbook([
      HEADERS,
      ['가나다', '회사A', '010-4000-0001', 'a@example.com', '대한민국', 'N', 'N', 'Y', 'PRE'], // row 2: ok
      ['', '회사B', '010-4000-0002'], // row 3: no name
      ['라마바', '회사C', '010-4000-0003', '', '', '', '', 'X'], // row 4: 결제유무 X
      ['사아자', '회사D', '010-4000-0001'], // row 5: same phone as row 2
      ['차카타', '회사E', '010-4000-0005'], // row 6: ok
      ['파하가', '회사F', '010-4000-0077'], // row 7: already registered
    ]);

    const page = await openUploadPage();
    // every state the progress bar goes through, recorded in the page as it renders
    await page.evaluate(() => {
      const seen: { text: string; valueNow: string | null; width: string }[] = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="upload-percent"]')?.textContent;
        if (text === undefined || text === null || seen.at(-1)?.text === text) return;
        seen.push({
          text,
          valueNow: document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? null,
          width: (document.querySelector('.progress-fill') as HTMLElement | null)?.style.width ?? '',
        });
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });

    await page.getByLabel('엑셀 파일 (.xlsx)').setInputFiles({
      name: '참석자_명단.xlsx',
      mimeType: XLSX_MIME,
      buffer: file,
    });
    await page.getByRole('button', { name: '업로드', exact: true }).click();
    await page.getByTestId('upload-result').waitFor();

    const progress = await page.evaluate(
      () =>
        (window as unknown as { progressSeen: { text: string; valueNow: string; width: string }[] })
          .progressSeen,
    );
    expect(progress.length, 'the progress bar was shown').toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({ text: '100% · 서버에서 처리 중...', valueNow: '100', width: '100%' });
    const percents = progress.map((p) => Number(p.valueNow));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // the bar goes away once the answer is shown
    expect(await page.getByTestId('upload-progress').count()).toBe(0);
    expect(await page.getByRole('button', { name: '업로드', exact: true }).isEnabled()).toBe(true);

    expect(await textOf(page.getByTestId('upload-total'))).toBe('6');
    expect(await textOf(page.getByTestId('upload-imported'))).toBe('2');
    expect(await textOf(page.getByTestId('upload-skipped'))).toBe('1');
    expect(await textOf(page.getByTestId('upload-result').getByRole('status'))).toBe(
      '업로드 완료: 2명 등록, 1건 중복 건너뜀, 3건 오류',
    );

    expect(await page.getByRole('heading', { name: '등록되지 않은 행' }).isVisible()).toBe(true);
    const rejected = await page
      .locator('[data-testid^="rejected-row-"]')
      .evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute('data-testid'), ...[...row.children].map((c) => c.textContent)]),
      );
    expect(rejected.map(([testId, row]) => [testId, row])).toEqual([
      ['rejected-row-3', '3'],
      ['rejected-row-4', '4'],
      ['rejected-row-5', '5'],
      ['rejected-row-7', '7'],
    ]);
    const reasons = rejected.map((r) => r[2] ?? '');
    expect(reasons[0]).toContain('이름');
    expect(reasons[1]).toContain('결제유무');
    expect(reasons[2]).toContain('중복');
    expect(reasons[3]).toContain('이미 등록된 전화번호');

    // the two valid rows are now in the event
    const found = await suite.adminApi<{ content: { name: string }[] }>(
      `/api/users?keyword=${encodeURIComponent('010-4000-000')}`,
    );
    expect(found.content.map((a) => a.name).sort()).toEqual(['가나다', '차카타']);
  });

  it('counts only the invalid rows under 오류 (등록 + 건너뜀 + 오류 = 전체 행)', async () => {
    const file = await workbook([
      HEADERS,
      ['오류확인', '회사A', '010-4100-0001'], // row 2: ok
      ['', '회사B', '010-4100-0002'], // row 3: no name
      ['중복확인', '회사C', '010-4000-0077'], // row 4: already registered
    ]);
    const page = await openUploadPage();
    await page
      .getByLabel('엑셀 파일 (.xlsx)')
      .setInputFiles({ name: 'a.xlsx', mimeType: XLSX_MIME, buffer: file });
    await page.getByRole('button', { name: '업로드', exact: true }).click();
    await page.getByTestId('upload-result').waitFor();
    expect(await textOf(page.getByTestId('upload-total'))).toBe('3');
    expect(await textOf(page.getByTestId('upload-imported'))).toBe('1');
    expect(await textOf(page.getByTestId('upload-skipped'))).toBe('1');
    expect(await textOf(page.getByTestId('upload-rejected'))).toBe('1');
  });

  it('downloads the attendees as an .xlsx file with a Korean name that holds them', async () => {
    const a = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '다운로드확인', affiliation: '한빛전자', phoneNumber: '010-8000-0001' }),
    });
    const b = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '엑셀참석자', affiliation: '서울대학교', phoneNumber: '010-8000-0002' }),
    });
    const { totalElements } = await suite.adminApi<{ totalElements: number }>('/api/users');

    const page = await suite.newPage({ session: 'admin' });
    await page.goto(`${suite.url}/users`);
    await page.getByTestId(`attendee-row-${String(b.id)}`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-excel').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^참석자_목록_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await savedPath(download);

    const rows = await sheetRows(file);
    const header = rows[0];
    expect(header).toEqual(
      expect.arrayContaining(['ID', '이름', '소속', '전화번호', '출력유무', '결제유무', '출력시간']),
    );
    expect(rows).toHaveLength(totalElements + 1);
    const byId = new Map(rows.slice(1).map((r) => [r[header.indexOf('ID')], r]));
    for (const [id, name, affiliation, phone] of [
      [a.id, '다운로드확인', '한빛전자', '010-8000-0001'],
      [b.id, '엑셀참석자', '서울대학교', '010-8000-0002'],
    ]) {
      const row = byId.get(String(id));
      expect(row, `attendee ${String(id)} in the workbook`).toBeDefined();
      expect(row![header.indexOf('이름')]).toBe(name);
      expect(row![header.indexOf('소속')]).toBe(affiliation);
      expect(row![header.indexOf('전화번호')]).toBe(phone);
      expect(row![header.indexOf('출력시간')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    // the button is ready again
    await eventually(() => textOf(page.getByTestId('download-excel'))).toBe('엑셀 다운로드');
  });

  it('downloads the upload template with the column headers', async () => {
    const page = await openUploadPage();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-template').click(),
    ]);
    expect(download.suggestedFilename()).toBe('참석자_업로드_양식.xlsx');
    const rows = await sheetRows(await savedPath(download));
    expect(rows[0]).toEqual(expect.arrayContaining(['이름', '소속', '전화번호']));
    expect(rows).toHaveLength(1); // the header only: the example is on the '예시' sheet, never imported
  });
});
