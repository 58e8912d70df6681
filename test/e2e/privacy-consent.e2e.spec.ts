import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { HEADERS, uploadForm, workbook } from '../support/workbooks.js';

let server: TestServer;
let token: string;
let eventId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ token, eventId } = await server.session());
});
afterAll(async () => {
  await server?.close();
});

const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
  server.api(path, { ...init, token });

const notice = (purpose: string) => ({
  purpose,
  items: '이름, 소속, 전화번호, 국가',
  retention: '행사 종료 후 30일까지',
  refusal: '동의를 거부할 수 있으며, 거부 시 현장 등록이 제한됩니다.',
});
const exhibitorNotice = (purpose: string) => ({ recipients: '행사 부스 참가업체', ...notice(purpose) });
const settings = (overrides: Record<string, unknown> = {}) => ({
  collection: notice('행사 등록 확인 및 입장 관리'),
  exhibitors: exhibitorNotice('방문자 상담 및 후속 안내'),
  shareOnlyWithConsent: false,
  askDownloadReason: false,
  eventEndDate: '2026-12-05',
  retentionDays: 30,
  ...overrides,
});
const walkIn = (name: string, phoneNumber: string, consents?: Record<string, unknown>) =>
  server.api('/api/users/register2', {
    method: 'POST',
    body: { ...attendee({ name, phoneNumber }), eventId, ...(consents ? { consents } : {}) },
  });

describe('privacy settings', () => {
  it('start off: the walk-in form asks nothing and registers as the spec says', async () => {
    expect((await api('/api/privacy-settings')).body).toEqual({
      collection: null,
      exhibitors: null,
      shareOnlyWithConsent: false,
      askDownloadReason: false,
      eventEndDate: null,
      retentionDays: null,
    });
    expect((await server.api(`/api/public/privacy-notices?eventId=${eventId}`)).body).toEqual({
      collection: null,
      exhibitors: null,
    });
    const res = await walkIn('동의없이', '010-4100-0001');
    expect(res.status).toBe(201);
    expect(res.body.exhibitorConsent).toBe('');
  });

  it('give each notice a version that goes up when its text changes, and only then', async () => {
    const first = await api('/api/privacy-settings', { method: 'PUT', body: settings() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.collection.version).toBe(1);
    expect(first.body.exhibitors.version).toBe(1);
    const same = await api('/api/privacy-settings', { method: 'PUT', body: settings({ retentionDays: 10 }) });
    expect([same.body.collection.version, same.body.exhibitors.version]).toEqual([1, 1]);
    const changed = await api('/api/privacy-settings', {
      method: 'PUT',
      body: settings({ exhibitors: exhibitorNotice('방문자 상담, 후속 안내 및 자료 발송') }),
    });
    expect([changed.body.collection.version, changed.body.exhibitors.version]).toEqual([1, 2]);
    const notices = await server.api(`/api/public/privacy-notices?eventId=${eventId}`);
    expect(notices.body.exhibitors).toMatchObject({ version: 2, recipients: '행사 부스 참가업체' });
  });

  it('refuse bad settings with a Korean message and keep the saved ones', async () => {
    for (const [body, message] of [
      [settings({ collection: { ...notice('x'), purpose: '' } }), '이용 목적을 입력하세요.'],
      [settings({ eventEndDate: '2026-02-30' }), '행사 종료일은 YYYY-MM-DD 형식이어야 합니다.'],
      [settings({ retentionDays: -1 }), '보유 기간은 0~3650일 사이의 정수여야 합니다.'],
      [
        settings({ eventEndDate: null, retentionDays: 30 }),
        '보유 기간을 정하려면 행사 종료일을 입력해주세요.',
      ],
      [settings({ shareOnlyWithConsent: 'Y' }), '부스 제공 동의 확인은 true 또는 false여야 합니다.'],
    ] as const) {
      const res = await api('/api/privacy-settings', { method: 'PUT', body: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await api('/api/privacy-settings')).body.exhibitors.version).toBe(2);
  });
});

describe('consent at collection', () => {
  it('refuses a walk-in without the required consent, or agreeing to an older text, and registers nobody', async () => {
    const before = (await api('/api/users')).body.totalElements;
    const none = await walkIn('동의안함', '010-4100-0002');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('개인정보 수집·이용에 동의해주세요.');
    const stale = await walkIn('옛안내', '010-4100-0003', {
      collection: 1,
      exhibitors: true,
      exhibitorsVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('동의 내용이 변경되었습니다. 내용을 다시 확인해주세요.');
    expect((await api('/api/users')).body.totalElements).toBe(before);
  });

  it('records the versions agreed to on the attendee, shown in 변경 이력', async () => {
    const agreed = await walkIn('제공동의', '010-4100-0004', {
      collection: 1,
      exhibitors: true,
      exhibitorsVersion: 2,
    });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(201);
    expect(agreed.body.exhibitorConsent).toBe('Y');
    const refused = await walkIn('제공거부', '010-4100-0005', { collection: 1, exhibitors: false });
    expect(refused.body.exhibitorConsent).toBe('N');

    const history = await api(`/api/users/${agreed.body.id}/history`);
    const consent = history.body.find((e: { action: string }) => e.action === 'CONSENT_RECORDED');
    expect(consent.detail).toBe('수집·이용 동의 (안내 v1), 부스 제공 동의 (안내 v2)');
    const other = await api(`/api/users/${refused.body.id}/history`);
    expect(other.body.find((e: { action: string }) => e.action === 'CONSENT_RECORDED').detail).toBe(
      '수집·이용 동의 (안내 v1), 부스 제공 거부 (안내 v2)',
    );
  });

  it('takes the exhibitor consent collected elsewhere from the admin form and the Excel column', async () => {
    const byForm = await api('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '관리자등록', phoneNumber: '010-4100-0006', exhibitorConsent: 'y' }),
    });
    expect(byForm.body.exhibitorConsent).toBe('Y');
    const edited = await api(`/api/users/${byForm.body.id}`, {
      method: 'PUT',
      body: { exhibitorConsent: 'N' },
    });
    expect(edited.body.exhibitorConsent).toBe('N');
    const bad = await api('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '잘못된값', phoneNumber: '010-4100-0007', exhibitorConsent: '예' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('부스제공동의는 Y, N 중 하나이거나 비워 두어야 합니다.');

    const file = await workbook([
      [...HEADERS, '부스제공동의'],
      ['엑셀동의', '서울전자', '010-4100-0008', '', '대한민국', 'N', 'N', 'Y', 'PRE', 'Y'],
      ['엑셀미확인', '서울전자', '010-4100-0009', '', '대한민국', 'N', 'N', 'Y', 'PRE', ''],
    ]);
    const upload = await fetch(`${server.url}/api/users/upload-excel`, {
      method: 'POST',
      body: uploadForm(file),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(upload.status).toBe(201);
    const rows = await server.sql<{ name: string; exhibitor_consent: boolean | null }>(
      `SELECT name, exhibitor_consent FROM attendees WHERE name LIKE '엑셀%' ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: '엑셀동의', exhibitor_consent: true },
      { name: '엑셀미확인', exhibitor_consent: null },
    ]);
  });
});

describe('열람: everything held about one attendee', () => {
  it('is a workbook of their details, their recorded changes and consents, visits and messages', async () => {
    const created = await api('/api/users/register', {
      method: 'POST',
      body: attendee({ name: '열람요청', phoneNumber: '010-4100-0010', exhibitorConsent: 'Y' }),
    });
    await api(`/api/users/${created.body.id}`, { method: 'PUT', body: { affiliation: '새소속' } });
    const res = await fetch(`${server.url}/api/users/${created.body.id}/personal-data`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('개인정보_열람_');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      '참석자 정보',
      '변경 이력',
      '방문 기록',
      '부스 상담 기록',
      'QR 발송',
    ]);
    const details = new Map<string, string>();
    book.getWorksheet('참석자 정보')!.eachRow((row, n) => {
      if (n > 1) details.set(String(row.getCell(1).value), String(row.getCell(2).value ?? ''));
    });
    expect(details.get('이름')).toBe('열람요청');
    expect(details.get('소속')).toBe('새소속');
    expect(details.get('부스제공동의')).toBe('Y');
    const changes: string[] = [];
    book.getWorksheet('변경 이력')!.eachRow((row) => changes.push(row.values!.toString()));
    expect(changes.join('\n')).toContain('소속: 한빛전자 → 새소속');

    const other = await api('/api/users/999999/personal-data');
    expect(other.status).toBe(404);
  });
});
