import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import {
  allowConsoleErrors,
  allowFailedRequests,
  artifactPath,
  eventually,
  readLocalStorage,
  textOf,
  useBrowserSuite,
} from './support/browser.js';
import { screenshotsAtBothWidths } from './support/screenshots.js';

const suite = useBrowserSuite();

/** The phone of the screenshots. */
const PHONE_390 = { width: 390, height: 844 } as const;
const DESK = { width: 1280, height: 800 } as const;

interface Person {
  id: number;
  name: string;
}
interface BoothLogin {
  boothId: number;
  boothName: string;
  token: string;
}
interface Lead {
  userId: number;
  interest: 'high' | 'medium' | 'low' | null;
  tags: string[];
  memo: string;
}

const BOOTH = {
  boothName: '스마트팩토리 솔루션 체험관',
  name: '정부스',
  affiliation: '한빛전자',
  phone: '010-5555-0201',
  loginId: 'lead-booth',
  password: 'lead-pass-1',
};
const TAGS = ['견적 요청', '샘플 발송'];
const MEMO = '다음 주 화요일에 견적서 송부, 담당 부서는 구매팀';

let boothId: number;
let boothToken: string;
let people: Person[];
/** An attendee who never visited the booth. */
let stranger: Person;

beforeAll(async () => {
  const eventId = String(suite.admin.eventId);
  boothId = (
    await suite.adminApi<{ id: number }>(`/api/booths?eventId=${eventId}`, { method: 'POST', body: BOOTH })
  ).id;
  const login = await suite.server.api<BoothLogin>('/api/booth-login', {
    method: 'POST',
    body: { loginId: BOOTH.loginId, password: BOOTH.password },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  boothToken = login.body.token;
  const names = ['김민수', '남궁 크리스티나 알렉산드라 서연', '박지훈'];
  people = [];
  for (const [i, name] of names.entries()) {
    const person = await suite.adminApi<Person>('/api/users/register', {
      method: 'POST',
      body: attendee({ name, affiliation: '미래모빌리티 연구소', phoneNumber: `010-7200-000${String(i)}` }),
    });
    people.push(person);
    const visit = await suite.server.api('/api/booth-visits', {
      method: 'POST',
      token: boothToken,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { boothId, userId: person.id },
    });
    expect(visit.status, JSON.stringify(visit.body)).toBe(201);
  }
  stranger = await suite.adminApi<Person>('/api/users/register', {
    method: 'POST',
    body: attendee({ name: '방문안함', phoneNumber: '010-7200-0099' }),
  });
});

function phonePage(): Promise<Page> {
  return suite.newPage({
    viewport: PHONE_390,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    localStorage: { boothId: String(boothId), boothName: BOOTH.boothName, boothToken },
  });
}

/** The PUTs of lead edits the page sends, by visitor id. */
function leadPuts(page: Page): number[] {
  const puts: number[] = [];
  page.on('request', (request) => {
    const match = /^\/api\/booth-login\/\d+\/leads\/(\d+)$/.exec(new URL(request.url()).pathname);
    if (request.method() === 'PUT' && match) puts.push(Number(match[1]));
  });
  return puts;
}

/** What the booth phone would send, straight to the API (another phone of the booth). */
async function putLead(path: string, body: unknown): Promise<void> {
  const res = await suite.server.api(`/api/booth-login/${String(boothId)}/${path}`, {
    method: 'PUT',
    token: boothToken,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function storedLeads(): Promise<{ tags: string[]; leads: Lead[] }> {
  const res = await suite.server.api<{ tags: string[]; leads: Lead[] }>(
    `/api/booth-login/${String(boothId)}/leads`,
    { token: boothToken },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function storedLead(userId: number): Promise<Lead | undefined> {
  return (await storedLeads()).leads.find((lead) => lead.userId === userId);
}

const editor = (page: Page, person: Person): Locator => page.getByTestId(`lead-editor-${String(person.id)}`);
const statusOf = (page: Page, person: Person) => textOf(page.getByTestId(`lead-status-${String(person.id)}`));
const pressed = (locator: Locator) => locator.getAttribute('aria-pressed');

/** Rows of the first sheet of a downloaded workbook, cell values as strings. */
async function sheetRows(download: Download): Promise<string[][]> {
  const failure = await download.failure();
  if (failure) throw new Error(`download failed: ${failure}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

describe('exhibitor leads on the booth phone', () => {
  it('defines tags, rates, tags and notes a visitor; the lead survives a reload and is in the Excel download', async () => {
    const page = await phonePage();
    const puts = leadPuts(page);
    await page.goto(`${suite.url}/booth-visits2`);
    const [first] = people;
    await page.getByTestId(`visitor-row-${String(first.id)}`).waitFor();

    // '태그 관리': two tags, each saved as it is added; a duplicate is refused with a Korean message, nothing
    // sent for it; nothing is left to save by hand
    await page.getByTestId('lead-tags-manager').locator('summary').tap();
    const newTag = page.getByPlaceholder('새 태그');
    for (const [i, tag] of TAGS.entries()) {
      await newTag.fill(tag);
      await page.getByRole('button', { name: '추가', exact: true }).tap();
      await eventually(async () => (await storedLeads()).tags).toEqual(TAGS.slice(0, i + 1));
    }
    await page.getByText('태그가 저장되었습니다.').waitFor();
    await newTag.fill(TAGS[0]);
    await page.getByRole('button', { name: '추가', exact: true }).tap();
    await eventually(() => textOf(page.getByTestId('lead-tags-manager').getByRole('alert'))).toBe(
      '이미 있는 태그입니다: 견적 요청',
    );
    await page.screenshot({ path: artifactPath('booth-leads-tag-error-390.png') });
    await screenshotsAtBothWidths(page, 'booth-leads-tag-error');
    expect(await page.getByRole('button', { name: '태그 저장' }).count()).toBe(0);
    expect((await storedLeads()).tags).toEqual(TAGS);

    // one tap for 관심도, the chips for the tags, the memo saved when it loses focus
    const row = editor(page, first);
    await row.getByRole('button', { name: '높음' }).tap();
    await eventually(() => statusOf(page, first)).toBe('저장됨');
    for (const tag of TAGS) await row.getByRole('button', { name: tag }).tap();
    await row.getByTestId(`lead-memo-${String(first.id)}`).fill(MEMO);
    await page.getByTestId('booth-name').tap(); // the memo loses focus
    await eventually(() => storedLead(first.id)).toMatchObject({ interest: 'high', tags: TAGS, memo: MEMO });
    await eventually(() => statusOf(page, first)).toBe('저장됨');
    // one PUT per edit: 관심도, two tags, the memo
    expect(puts).toEqual([first.id, first.id, first.id, first.id]);

    // tapping 관심도 again clears it; tapping another sets that one
    await row.getByRole('button', { name: '높음' }).tap();
    await eventually(() => storedLead(first.id)).toMatchObject({ interest: null });
    await row.getByRole('button', { name: '보통' }).tap();
    await row.getByRole('button', { name: '높음' }).tap();
    await eventually(() => storedLead(first.id)).toMatchObject({ interest: 'high', tags: TAGS, memo: MEMO });
    await eventually(() => statusOf(page, first)).toBe('저장됨');
    await page.screenshot({ path: artifactPath('booth-leads-phone-390.png'), fullPage: true });

    await page.reload();
    const again = editor(page, first);
    await eventually(() => pressed(again.getByRole('button', { name: '높음' }))).toBe('true');
    expect(await pressed(again.getByRole('button', { name: '보통' }))).toBe('false');
    for (const tag of TAGS) expect(await pressed(again.getByRole('button', { name: tag }))).toBe('true');
    expect(await again.getByTestId(`lead-memo-${String(first.id)}`).inputValue()).toBe(MEMO);
    // nothing saved this time in this tab: no status claimed
    expect(await page.getByTestId(`lead-status-${String(first.id)}`).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '엑셀 다운로드' }).tap(),
    ]);
    const [header, ...rows] = await sheetRows(download);
    expect(header).toEqual(['참석자 ID', '이름', '소속', '전화번호', '방문시간', '관심도', '태그', '메모']);
    const idColumn = 0;
    // (empty cells at the end of a row are not stored: padded to the header's width)
    const line = (person: Person) => {
      const found = rows.find((r) => r[idColumn] === String(person.id));
      return found && header.map((_, i) => found[i] ?? '');
    };
    expect(line(first)?.slice(-3)).toEqual(['높음', '견적 요청, 샘플 발송', MEMO]);
    expect(line(people[2])?.slice(-3)).toEqual(['', '', '']);
  });

  it('keeps edits made offline on the phone, marks them 전송 대기, and sends each once when back online', async () => {
    const page = await phonePage();
    // offline, the live connection fails to reach the server; the refused edit at the end answers 404
    allowConsoleErrors(page, /status of 404/, /ERR_INTERNET_DISCONNECTED/);
    allowFailedRequests(page, /ERR_INTERNET_DISCONNECTED/);
    const puts = leadPuts(page);
    const second = people[1];
    await putLead('lead-tags', { tags: TAGS });
    await page.goto(`${suite.url}/booth-visits2`);
    const row = editor(page, second);
    await row.getByRole('button', { name: TAGS[1] }).waitFor();

    await page.context().setOffline(true);
    await row.getByRole('button', { name: '보통' }).tap();
    await row.getByRole('button', { name: TAGS[1] }).tap();
    await row.getByTestId(`lead-memo-${String(second.id)}`).fill('오프라인 메모');
    await row.getByRole('button', { name: '확인' }).tap();
    await eventually(() => statusOf(page, second)).toBe('전송 대기');
    await eventually(() => textOf(page.getByTestId('lead-queue-pending'))).toBe(
      '전송 대기 중인 관심도·태그·메모 3건 — 연결되면 자동으로 전송됩니다.',
    );
    // the row shows the edits while they wait
    expect(await pressed(row.getByRole('button', { name: '보통' }))).toBe('true');
    expect(await pressed(row.getByRole('button', { name: TAGS[1] }))).toBe('true');
    await page.screenshot({ path: artifactPath('booth-leads-offline-390.png'), fullPage: true });
    await page.waitForTimeout(2_000);
    expect(puts).toEqual([]);
    expect(await storedLead(second.id)).toBeUndefined();
    const waiting = JSON.parse((await readLocalStorage(page)).pendingBoothLeadEdits) as {
      clientEventId: string;
      changedAt: string;
    }[];
    expect(waiting).toHaveLength(3);
    for (const edit of waiting) {
      expect(edit.clientEventId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(Date.parse(edit.changedAt)).toBeLessThanOrEqual(Date.now());
    }

    await page.context().setOffline(false);
    await eventually(() => statusOf(page, second)).toBe('저장됨');
    expect(await page.getByTestId('lead-queue-pending').count()).toBe(0);
    await page.waitForTimeout(2_000);
    expect(puts).toEqual([second.id, second.id, second.id]);
    expect(await storedLead(second.id)).toMatchObject({
      interest: 'medium',
      tags: [TAGS[1]],
      memo: '오프라인 메모',
    });
    expect(JSON.parse((await readLocalStorage(page)).pendingBoothLeadEdits)).toEqual([]);

    // an edit the server refuses for good (not a visitor of this booth) is not resent and says why
    await page.evaluate(
      (edit) => {
        window.localStorage.setItem('pendingBoothLeadEdits', JSON.stringify([edit]));
        window.dispatchEvent(new Event('online'));
      },
      {
        boothId,
        userId: stranger.id,
        clientEventId: crypto.randomUUID(),
        changedAt: new Date().toISOString(),
        change: { interest: 'high' },
      },
    );
    await eventually(async () => (await readLocalStorage(page)).failedBoothLeadEdits ?? '').toContain(
      '방문 기록이 없는 참석자입니다.',
    );
    await eventually(() => textOf(page.getByTestId('lead-queue-failed').locator('li'))).toBe(
      `관심도·태그·메모 저장 실패: ID ${String(stranger.id)} — 방문 기록이 없는 참석자입니다.`,
    );
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: artifactPath('booth-leads-refused-390.png') });
    await page.waitForTimeout(2_000);
    expect(puts.filter((id) => id === stranger.id)).toEqual([stranger.id]);
    await page.getByTestId('lead-queue-failed').getByRole('button', { name: '확인' }).tap();
    await eventually(() => page.getByTestId('lead-queue').count()).toBe(0);
    expect(JSON.parse((await readLocalStorage(page)).failedBoothLeadEdits)).toEqual([]);
  });

  it('shows the booth’s 관심도, 태그 and 메모 after the spec’s columns on the admin’s /booth-visits', async () => {
    await putLead('lead-tags', { tags: TAGS });
    await putLead(`leads/${String(people[0].id)}`, { interest: 'high', tags: TAGS, memo: MEMO });
    await putLead(`leads/${String(people[1].id)}`, { interest: 'medium', tags: [TAGS[1]] });
    const page = await suite.newPage({ session: 'admin', viewport: DESK });
    await page.goto(`${suite.url}/booth-visits?id=${String(boothId)}`);
    const table = page.getByTestId('visitor-table');
    await eventually(() => textOf(page.getByTestId(`lead-memo-${String(people[0].id)}`))).toBe(MEMO);
    expect(await table.locator('th').allInnerTexts()).toEqual([
      'ID',
      '이름',
      '소속',
      '전화번호',
      '방문시간',
      '관심도',
      '태그',
      '메모',
    ]);
    expect(await textOf(page.getByTestId(`lead-interest-${String(people[0].id)}`))).toBe('높음');
    expect(await textOf(page.getByTestId(`lead-tags-${String(people[0].id)}`))).toBe('견적 요청, 샘플 발송');
    expect(await textOf(page.getByTestId(`lead-interest-${String(people[1].id)}`))).toBe('보통');
    expect(await textOf(page.getByTestId(`lead-interest-${String(people[2].id)}`))).toBe('');
    await page.screenshot({ path: artifactPath('booth-leads-admin-1280.png'), fullPage: true });
  });

  it('stops sending lead edits after a 401, says so once on /booth-login, and sends them once after the next login', async () => {
    const third = people[2];
    const edit = {
      boothId,
      userId: third.id,
      clientEventId: crypto.randomUUID(),
      changedAt: new Date().toISOString(),
      change: { interest: 'low', memo: '만료 후 전송' },
    };
    // the admin changes the booth's password: the server then refuses the token the phone holds
    const password = `${BOOTH.password}-new`;
    await suite.adminApi(`/api/booths/${String(boothId)}?eventId=${String(suite.admin.eventId)}`, {
      method: 'PUT',
      body: { ...BOOTH, password },
    });
    const page = await suite.newPage({
      viewport: PHONE_390,
      isMobile: true,
      hasTouch: true,
      localStorage: {
        boothId: String(boothId),
        boothName: BOOTH.boothName,
        boothToken,
        pendingBoothLeadEdits: JSON.stringify([edit]),
      },
    });
    allowConsoleErrors(page, /status of 401/);
    const puts = leadPuts(page);
    await page.goto(`${suite.url}/booth-visits2`);
    await page.waitForURL(`${suite.url}/booth-login`);
    await page.getByText('부스 로그인이 만료되었습니다. 다시 로그인해주세요.').waitFor();
    await page.waitForTimeout(3_000);
    expect(puts.length).toBeLessThanOrEqual(1);
    expect(await page.getByText('부스 로그인이 만료되었습니다. 다시 로그인해주세요.').count()).toBe(1);
    expect(JSON.parse((await readLocalStorage(page)).pendingBoothLeadEdits)).toEqual([edit]);

    await page.getByLabel('로그인 ID').fill(BOOTH.loginId);
    await page.getByLabel('비밀번호').fill(password);
    await page.getByRole('button', { name: '로그인', exact: true }).tap();
    await page.waitForURL(`${suite.url}/booth-visits2`);
    await eventually(() => statusOf(page, third)).toBe('저장됨');
    await page.waitForTimeout(2_000);
    expect(puts.slice(-1)).toEqual([third.id]);
    expect(puts.length).toBeLessThanOrEqual(2);
    expect(JSON.parse((await readLocalStorage(page)).pendingBoothLeadEdits)).toEqual([]);
    boothToken = (await readLocalStorage(page)).boothToken;
    expect(await storedLead(third.id)).toMatchObject({ interest: 'low', memo: '만료 후 전송' });
    expect(await pressed(editor(page, third).getByRole('button', { name: '낮음' }))).toBe('true');
  });
});
