import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { allowConsoleErrors, eventually, recordDialogs, textOf, useBrowserSuite } from './support/browser.js';

const suite = useBrowserSuite();

/** The admin screens are looked at on a desk screen. */
const DESK = { width: 1280, height: 800 } as const;
const SHOTS = '/tmp/admin-web-shots';
const MINUTE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

interface Booth {
  id: number;
  boothName: string;
  name: string;
  affiliation: string;
  phone: string;
  loginId: string;
  visitCount: number;
}
interface Lecture {
  id: number;
  title: string;
  instructor: string;
  date: string;
  time: string;
  location: string;
}
interface Visit {
  userId: number;
  userName: string;
  visitedAt: string;
}

const adminPage = () => suite.newPage({ session: 'admin', viewport: DESK });
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const cells = (page: Page, testId: string) => page.getByTestId(testId).locator('td').allInnerTexts();
const dialogTexts = (dialogs: { message: string }[]) => dialogs.map((d) => d.message);

async function createBooth(n: number): Promise<Booth & { password: string }> {
  const fields = {
    boothName: `부스 ${String(n)}`,
    name: `담당자${String(n)}`,
    affiliation: '한빛전자',
    phone: `010-3000-${String(n).padStart(4, '0')}`,
    loginId: `booth-${String(n)}-${String(Date.now())}`,
    password: `booth-pass-${String(n)}`,
  };
  const booth = await suite.adminApi<Booth>('/api/booths', { method: 'POST', body: fields });
  return { ...booth, password: fields.password };
}

async function boothLogin(loginId: string, password: string) {
  return suite.server.api<{ token: string; boothId: number }>('/api/booth-login', {
    method: 'POST',
    body: { loginId, password },
  });
}

async function savedPath(download: Download): Promise<string> {
  const failure = await download.failure();
  if (failure) throw new Error(`download of ${download.suggestedFilename()} failed: ${failure}`);
  return (await download.path())!;
}

/** Every row of the first sheet, cell values as strings. */
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

/** Downloads the shown visitor list with '엑셀 다운로드' and reads the workbook. */
async function downloadVisitors(page: Page): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀 다운로드' }).click(),
  ]);
  return { name: download.suggestedFilename(), rows: await sheetRows(await savedPath(download)) };
}

describe('booth management (/booths)', () => {
  it('registers a booth through the form, lists it, edits it keeping the password, and deletes it', async () => {
    const page = await adminPage();
    let acceptConfirm = true;
    const dialogs = recordDialogs(page, (dialog) => dialog.type() !== 'confirm' || acceptConfirm);
    await page.goto(`${suite.url}/booths`);
    await page.getByRole('heading', { name: '부스 관리', level: 1 }).waitFor();
    // the server's public address (PUBLIC_URL, as GET /api/public/events answers it; set apart from this origin in public-address.browser.spec.ts)
    const { publicUrl } = await suite.adminApi<{ publicUrl: string }>(
      `/api/public/events/${String(suite.admin.eventId)}`,
    );
    await eventually(() => textOf(page.getByTestId('booth-login-hint'))).toBe(
      `부스 담당자 로그인: ${publicUrl}/booth-login`,
    );

    await page.getByRole('link', { name: '부스 등록' }).click();
    await page.waitForURL(`${suite.url}/booths/register`);
    await page.getByRole('heading', { name: '부스 등록', level: 1 }).waitFor();
    const labels = ['부스명', '담당자 이름', '소속', '연락처', '로그인 ID', '비밀번호'];
    for (const label of labels) {
      expect(await page.getByLabel(label).evaluate((i: HTMLInputElement) => i.required), label).toBe(true);
    }
    await shoot(page, 'booth-register');
    const loginId = `seoul-ai-${String(Date.now())}`;
    const values = ['AI 체험관', '박지훈', '미래모빌리티', '010-2222-3333', loginId, 'first-pass-1'];
    for (const [i, label] of labels.entries()) await page.getByLabel(label).fill(values[i]);
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe('✅ 등록 완료!');
    await page.waitForURL(`${suite.url}/booths`);

    const booth = (await suite.adminApi<Booth[]>('/api/booths')).find((b) => b.loginId === loginId)!;
    expect(booth).toMatchObject({ boothName: 'AI 체험관', name: '박지훈', phone: '010-2222-3333' });
    const rowId = `booth-row-${String(booth.id)}`;
    await page.getByTestId(rowId).waitFor();
    expect((await cells(page, rowId)).slice(0, 6)).toEqual([...values.slice(0, 5), '0']);
    await shoot(page, 'booth-list');

    // edit: the stored values, an empty optional password, and the hint
    await page.getByTestId(rowId).getByRole('link', { name: '수정' }).click();
    await page.waitForURL(`${suite.url}/booths/${String(booth.id)}/edit`);
    await eventually(() => page.getByLabel('부스명').inputValue()).toBe('AI 체험관');
    expect(await page.getByLabel('로그인 ID').inputValue()).toBe(loginId);
    const password = page.getByLabel('비밀번호');
    expect(await password.inputValue()).toBe('');
    expect(await password.evaluate((i: HTMLInputElement) => i.required)).toBe(false);
    expect(await page.getByText('비워 두면 기존 비밀번호를 유지합니다.', { exact: false }).isVisible()).toBe(
      true,
    );
    await shoot(page, 'booth-edit');
    await page.getByLabel('부스명').fill('AI 체험관 (2관)');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toBe('✅ 수정 완료!');
    await page.waitForURL(`${suite.url}/booths`);
    await eventually(async () => (await cells(page, rowId))[0]).toBe('AI 체험관 (2관)');
    // the old password still logs the booth manager in
    expect((await boothLogin(loginId, 'first-pass-1')).status).toBe(200);

    // delete: a dismissed confirmation keeps the booth
    expect(dialogs).toEqual([]);
    acceptConfirm = false;
    await page.getByTestId(rowId).getByRole('button', { name: '삭제' }).click();
    await eventually(() => dialogTexts(dialogs)).toEqual(['정말 삭제하시겠습니까?']);
    expect(await page.getByTestId(rowId).count()).toBe(1);
    acceptConfirm = true;
    await page.getByTestId(rowId).getByRole('button', { name: '삭제' }).click();
    await eventually(() => dialogTexts(dialogs)).toEqual([
      '정말 삭제하시겠습니까?',
      '정말 삭제하시겠습니까?',
      '삭제 완료',
    ]);
    await eventually(() => page.getByTestId(rowId).count()).toBe(0);
    expect((await suite.adminApi<Booth[]>('/api/booths')).some((b) => b.id === booth.id)).toBe(false);
  });

  it('shows the server message when the login id is taken', async () => {
    const taken = await createBooth(1);
    const page = await adminPage();
    allowConsoleErrors(page, /status of 409/);
    await page.goto(`${suite.url}/booths/register`);
    const values = ['중복 부스', '김민수', '한빛전자', '010-1111-2222', taken.loginId, 'some-pass-1'];
    for (const [i, label] of ['부스명', '담당자 이름', '소속', '연락처', '로그인 ID', '비밀번호'].entries()) {
      await page.getByLabel(label).fill(values[i]);
    }
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await eventually(() => textOf(page.getByTestId('result-message'))).toMatch(/^❌ 등록 실패: .+/);
    expect(new URL(page.url()).pathname).toBe('/booths/register');
  });

  it('alerts and returns to the list when the event id is missing', async () => {
    const page = await suite.newPage({ session: 'admin', localStorage: { eventId: '' } });
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/booths/register`);
    await page.waitForURL(`${suite.url}/booths`);
    expect(dialogTexts(dialogs)).toEqual(['이벤트 정보가 없습니다.']);

    await page.goto(`${suite.url}/lectures/register`);
    await page.waitForURL(`${suite.url}/lectures`);
    expect(dialogTexts(dialogs)).toEqual(['이벤트 정보가 없습니다.', '이벤트 정보가 없습니다.']);
  });
});

describe('lecture management (/lectures)', () => {
  it('registers a lecture with the date and time inputs, edits it, and deletes it', async () => {
    const page = await adminPage();
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/lectures`);
    await page.getByRole('link', { name: '강연 등록' }).click();
    await page.waitForURL(`${suite.url}/lectures/register`);
    expect(await page.getByLabel('날짜').getAttribute('type')).toBe('date');
    expect(await page.getByLabel('시간').getAttribute('type')).toBe('time');
    for (const label of ['제목', '강연자', '날짜', '시간', '장소']) {
      expect(await page.getByLabel(label).evaluate((i: HTMLInputElement) => i.required), label).toBe(true);
    }
    await page.getByLabel('제목').fill('생성형 AI와 전시 산업');
    await page.getByLabel('강연자').fill('이서연');
    await page.getByLabel('날짜').fill('2026-11-21');
    await page.getByLabel('시간').fill('14:30');
    await page.getByLabel('장소').fill('컨퍼런스홀 A');
    await shoot(page, 'lecture-register');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await page.waitForURL(`${suite.url}/lectures`);
    expect(dialogTexts(dialogs)).toEqual(['✅ 등록 완료!']);

    const lecture = (await suite.adminApi<Lecture[]>('/api/lectures')).find(
      (l) => l.title === '생성형 AI와 전시 산업',
    )!;
    expect(lecture).toMatchObject({ date: '2026-11-21', time: '14:30', location: '컨퍼런스홀 A' });
    const rowId = `lecture-row-${String(lecture.id)}`;
    await page.getByTestId(rowId).waitFor();
    expect((await cells(page, rowId)).slice(0, 6)).toEqual([
      '생성형 AI와 전시 산업',
      '이서연',
      '2026-11-21',
      '14:30',
      '컨퍼런스홀 A',
      '0',
    ]);
    expect(await page.getByTestId(rowId).getByRole('link', { name: 'QR 보기' }).getAttribute('href')).toBe(
      `/lectures/${String(lecture.id)}/qr`,
    );
    await shoot(page, 'lecture-list');

    await page.getByTestId(rowId).getByRole('link', { name: '수정' }).click();
    await page.waitForURL(`${suite.url}/lectures/${String(lecture.id)}/edit`);
    await eventually(() => page.getByLabel('제목').inputValue()).toBe('생성형 AI와 전시 산업');
    expect(await page.getByLabel('날짜').inputValue()).toBe('2026-11-21');
    expect(await page.getByLabel('시간').inputValue()).toBe('14:30');
    await page.getByLabel('시간').fill('16:00');
    await page.getByLabel('장소').fill('컨퍼런스홀 B');
    await shoot(page, 'lecture-edit');
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await page.waitForURL(`${suite.url}/lectures`);
    expect(dialogTexts(dialogs)).toEqual(['✅ 등록 완료!', '수정 완료!']);
    expect(await suite.adminApi<Lecture>(`/api/lectures/${String(lecture.id)}`)).toMatchObject({
      time: '16:00',
      location: '컨퍼런스홀 B',
      instructor: '이서연',
    });
    await eventually(async () => (await cells(page, rowId))[3]).toBe('16:00');

    await page.getByTestId(rowId).getByRole('button', { name: '삭제' }).click();
    await eventually(() => dialogTexts(dialogs).slice(2)).toEqual(['정말 삭제하시겠습니까?', '삭제 완료']);
    await eventually(() => page.getByTestId(rowId).count()).toBe(0);
    expect((await suite.adminApi<Lecture[]>('/api/lectures')).some((l) => l.id === lecture.id)).toBe(false);
  });

  it('alerts 조회 실패 for a lecture that does not exist and goes back to /lectures', async () => {
    const page = await adminPage();
    allowConsoleErrors(page, /status of 404/);
    const dialogs = recordDialogs(page);
    await page.goto(`${suite.url}/lectures/99999999/edit`);
    await page.waitForURL(`${suite.url}/lectures`);
    expect(dialogTexts(dialogs)).toEqual(['조회 실패']);
  });
});

describe('visitor lists (/booth-visits, /lecture-visits)', () => {
  it('lists a booth visitor with the time to the minute, the empty text, refresh and the Excel file', async () => {
    const visited = await createBooth(2);
    const quiet = await createBooth(3);
    const person = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '최하은', affiliation: '푸른바이오', phoneNumber: '010-4100-0001' }),
    });
    const login = await boothLogin(visited.loginId, visited.password);
    expect(login.status).toBe(200);
    const visit = await suite.server.api<Visit>('/api/booth-visits', {
      method: 'POST',
      token: login.body.token,
      body: { boothId: visited.id, userId: person.id },
    });
    expect(visit.status).toBe(201);
    const [stored] = await suite.adminApi<Visit[]>(`/api/booth-visits/${String(visited.id)}`);

    const page = await adminPage();
    await page.goto(`${suite.url}/booth-visits`);
    await page.getByRole('heading', { name: '부스 방문자', level: 1 }).waitFor();
    await page.getByLabel('부스 선택').selectOption({ label: visited.boothName });
    await page.locator('[data-testid^="visitor-row-"]').first().waitFor();
    const row = await page.locator('[data-testid^="visitor-row-"]').locator('td').allInnerTexts();
    const shown = stored.visitedAt.slice(0, 16).replace('T', ' ');
    expect(shown).toMatch(MINUTE_TIME);
    // the spec's five columns, then the booth's lead (관심도, 태그, 메모: none kept yet)
    expect(row.slice(0, 5)).toEqual([String(person.id), '최하은', '푸른바이오', '010-4100-0001', shown]);
    expect(row.slice(5).every((cell) => cell.trim() === '' || cell.trim() === '-')).toBe(true);
    expect(await textOf(page.getByTestId('visits-count'))).toBe('총 1명');
    await shoot(page, 'booth-visits');

    const file = await downloadVisitors(page);
    expect(file.name).toMatch(/\.xlsx$/);
    const sheetRow = file.rows.find((r) => r.includes(String(person.id)));
    expect(sheetRow, `visitor ${String(person.id)} in ${JSON.stringify(file.rows)}`).toBeDefined();
    expect(sheetRow).toEqual(expect.arrayContaining(['최하은', '푸른바이오', '010-4100-0001']));

    // 새로고침 shows a visit recorded meanwhile
    const second = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '정도윤', phoneNumber: '010-4100-0002' }),
    });
    await suite.server.api('/api/booth-visits', {
      method: 'POST',
      token: login.body.token,
      body: { boothId: visited.id, userId: second.id },
    });
    await page.getByRole('button', { name: '새로고침' }).click();
    await eventually(() => page.locator('[data-testid^="visitor-row-"]').count()).toBe(2);
    expect(await textOf(page.getByTestId('visits-count'))).toBe('총 2명');

    await page.getByLabel('부스 선택').selectOption({ label: quiet.boothName });
    await eventually(() => textOf(page.getByTestId('visitor-table').locator('.cell-empty'))).toBe(
      '방문자 정보가 없습니다.',
    );
    expect(await textOf(page.getByTestId('visits-count'))).toBe('총 0명');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(quiet.id));
  });

  it('lists a lecture check-in and downloads it', async () => {
    const lecture = await suite.adminApi<Lecture>('/api/lectures', {
      method: 'POST',
      body: {
        title: '스마트 물류의 미래',
        instructor: '강지민',
        date: '2026-11-22',
        time: '10:00',
        location: '세미나실 2',
      },
    });
    const person = await suite.adminApi<{ id: number }>('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '윤수아', affiliation: '대한물산', phoneNumber: '010-4200-0001' }),
    });
    const checkin = await suite.server.api('/api/lecture-visits/checkin', {
      method: 'POST',
      body: { lectureId: lecture.id, userId: person.id },
    });
    expect(checkin.status).toBe(201);
    const [stored] = await suite.adminApi<Visit[]>(`/api/lecture-visits/${String(lecture.id)}`);

    const page = await adminPage();
    await page.goto(`${suite.url}/lecture-visits?id=${String(lecture.id)}`);
    await page.getByRole('heading', { name: '강연 출석', level: 1 }).waitFor();
    await page.locator('[data-testid^="visitor-row-"]').first().waitFor();
    expect(await page.getByLabel('강연 선택').inputValue()).toBe(String(lecture.id));
    expect(await page.locator('[data-testid^="visitor-row-"]').locator('td').allInnerTexts()).toEqual([
      String(person.id),
      '윤수아',
      '대한물산',
      '010-4200-0001',
      stored.visitedAt.slice(0, 16).replace('T', ' '),
    ]);
    await shoot(page, 'lecture-visits');

    const file = await downloadVisitors(page);
    expect(file.name).toMatch(/\.xlsx$/);
    expect(file.rows.find((r) => r.includes(String(person.id)))).toEqual(
      expect.arrayContaining(['윤수아', '대한물산', '010-4200-0001']),
    );
  });

  it('says the event is missing instead of loading without an event id', async () => {
    const page = await suite.newPage({ session: 'admin', localStorage: { eventId: '' }, viewport: DESK });
    const requests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/booth')) requests.push(r.url());
    });
    await page.goto(`${suite.url}/booth-visits`);
    await eventually(() => textOf(page.getByRole('alert'))).toBe('이벤트 정보가 없습니다.');
    expect(requests).toEqual([]);
  });
});
