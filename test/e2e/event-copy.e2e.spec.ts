import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendee } from '../support/attendee-fixtures.js';
import { booth, countEvents, expectError, firstSheetRows, lecture } from '../support/booth-fixtures.js';
import { ORGANISER, startTestServer, type TestServer } from '../support/test-server.js';

/** '이전 행사 복사' as an organiser uses it: last year's expo into this year's, and the logins handed out. */
let server: TestServer;
let organiser: string;
let source: number;
const inSource = (path: string) => `${path}${path.includes('?') ? '&' : '?'}eventId=${source}`;

const api = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  server.api(path, { token: organiser, ...init });

const notice = (purpose: string) => ({
  purpose,
  items: '이름, 소속, 전화번호',
  retention: '행사 종료 후 30일까지',
  refusal: '동의를 거부할 수 있으며, 거부 시 현장 등록이 제한됩니다.',
});

beforeAll(async () => {
  server = await startTestServer();
  organiser = await server.login(ORGANISER.username, ORGANISER.password);
  const made = await api('/api/events', {
    method: 'POST',
    body: { name: '2026 서울 엑스포', startDate: '2026-11-25', endDate: '2026-11-27', venue: '코엑스' },
  });
  source = made.body.id;
  for (const [i, name] of ['AI 체험관', '로봇 존', '스마트팜'].entries()) {
    const res = await api(inSource('/api/booths'), {
      method: 'POST',
      body: booth({ boothName: name, loginId: `seoul-booth-${i}`, phone: `010-5555-010${i}` }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const opening = await api(inSource('/api/lectures'), {
    method: 'POST',
    body: lecture({ title: '개막 강연', date: '2026-11-25', time: '10:00', capacity: 120 }),
  });
  for (const survey of [
    { title: '관람객 만족도', audience: 'entered', closesAt: '2026-11-28T18:00:00+09:00' },
    { title: '개막 강연 만족도', audience: 'lecture', lectureId: opening.body.id },
  ]) {
    const res = await api('/api/surveys', {
      method: 'POST',
      body: {
        ...survey,
        eventId: source,
        questions: [{ kind: 'scale5', text: '만족하셨나요?', required: true }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  await api(inSource('/api/lectures'), {
    method: 'POST',
    body: lecture({ title: '폐막 강연', date: '2026-11-27', time: '16:30' }),
  });
  await api(inSource('/api/desks'), {
    method: 'POST',
    body: { name: '데스크 1', loginId: 'seoul-desk-1', password: 'desk-pass-1' },
  });
  const saved = (res: { status: number; body: unknown }) =>
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  saved(
    await api(inSource('/api/badge-settings'), {
      method: 'PUT',
      body: {
        preset: 'label-62x100',
        widthMm: 62,
        heightMm: 100,
        fields: { affiliation: true, country: false, registrationType: true, eventName: true, qr: true },
        colorStrip: { PRE: null, ONSITE: '#d92d20' },
      },
    }),
  );
  saved(
    await api(inSource('/api/privacy-settings'), {
      method: 'PUT',
      body: {
        collection: notice('행사 등록 확인'),
        exhibitors: null,
        shareOnlyWithConsent: true,
        askDownloadReason: true,
        eventEndDate: '2026-11-27',
        retentionDays: 60,
      },
    }),
  );
  saved(
    await api(inSource('/api/message-settings'), {
      method: 'PUT',
      body: { autoSendOnRegister: true, emailFirst: true },
    }),
  );
  const person = await api(inSource('/api/users/register'), {
    method: 'POST',
    body: { ...attendee({ phoneNumber: '010-2222-0001' }), eventId: source },
  });
  expect(person.status).toBe(201);
});
afterAll(() => server?.close());

const copyTo = (body: Record<string, unknown>, from = source, token = organiser) =>
  server.api(`/api/events/${from}/copy`, { method: 'POST', token, body });

describe('copying an event', () => {
  it('copies booths with new logins, lectures moved by the gap, desks, badge, privacy and message settings; no attendee', async () => {
    const res = await copyTo({
      name: '2027 서울 엑스포',
      startDate: '2027-11-24',
      endDate: '2027-11-26',
      venue: '코엑스 A홀',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { event, booths, desks, lectures } = res.body;
    expect(event).toMatchObject({
      name: '2027 서울 엑스포',
      startDate: '2027-11-24',
      booths: 3,
      lectures: 2,
      registered: 0,
    });
    expect(lectures).toBe(2);
    expect(booths.map((b: { name: string }) => b.name)).toEqual(['AI 체험관', '로봇 존', '스마트팜']);
    expect(booths[0].loginId).toBe(`seoul-booth-0-e${event.id}`);
    expect(booths[0].password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(booths.map((b: { password: string }) => b.password)).size).toBe(3);
    expect(desks).toEqual([
      { name: '데스크 1', loginId: `seoul-desk-1-e${event.id}`, password: expect.any(String) },
    ]);

    const inCopy = (path: string) => `${path}${path.includes('?') ? '&' : '?'}eventId=${event.id}`;
    const copiedBooths = (await api(inCopy('/api/booths'))).body;
    expect(
      copiedBooths.map((b: { boothName: string; name: string; phone: string }) => [
        b.boothName,
        b.name,
        b.phone,
      ]),
    ).toEqual([
      ['AI 체험관', '박부스', '010-5555-0100'],
      ['로봇 존', '박부스', '010-5555-0101'],
      ['스마트팜', '박부스', '010-5555-0102'],
    ]);
    // the surveys, without answers: the period a year on like the lectures, a lecture's to its copy
    expect(res.body.surveys).toBe(2);
    const copiedSurveys = (await api(inCopy('/api/surveys'))).body.surveys;
    const copiedLectureList = (await api(inCopy('/api/lectures'))).body as { id: number; title: string }[];
    expect(
      copiedSurveys.map(
        (s: { title: string; closesAt: string | null; lectureId: number | null; responses: number }) => [
          s.title,
          s.closesAt,
          s.lectureId,
          s.responses,
        ],
      ),
    ).toEqual([
      ['개막 강연 만족도', null, copiedLectureList.find((l) => l.title === '개막 강연')!.id, 0],
      ['관람객 만족도', '2027-11-27T18:00:00', null, 0],
    ]);
    const copiedLectures = (await api(inCopy('/api/lectures'))).body;
    expect(
      copiedLectures.map((l: { title: string; date: string; time: string; capacity: number | null }) => [
        l.title,
        l.date,
        l.time,
        l.capacity,
      ]),
    ).toEqual([
      ['개막 강연', '2027-11-24', '10:00', 120],
      ['폐막 강연', '2027-11-26', '16:30', null],
    ]);
    expect((await api(inCopy('/api/users?page=0&size=10'))).body.totalElements).toBe(0);
    expect((await api(inCopy('/api/badge-settings'))).body).toMatchObject({
      preset: 'label-62x100',
      fields: { country: false },
      colorStrip: { PRE: null, ONSITE: '#d92d20' },
      eventName: '2027 서울 엑스포',
    });
    expect((await api(inCopy('/api/privacy-settings'))).body).toMatchObject({
      collection: { ...notice('행사 등록 확인'), version: 1 },
      shareOnlyWithConsent: true,
      askDownloadReason: true,
      eventEndDate: '2027-11-26',
      retentionDays: 60,
    });
    expect((await api(inCopy('/api/message-settings'))).body).toMatchObject({
      autoSendOnRegister: true,
      emailFirst: true,
    });

    // a copied booth's new login lands in the new event; the source booth's login still in the source
    const copiedLogin = await server.api('/api/booth-login', {
      method: 'POST',
      body: { loginId: booths[0].loginId, password: booths[0].password },
    });
    expect(copiedLogin.body).toMatchObject({ eventId: event.id, boothName: 'AI 체험관' });
    const sourceLogin = await server.api('/api/booth-login', {
      method: 'POST',
      body: { loginId: 'seoul-booth-0', password: 'booth-pass-1' },
    });
    expect(sourceLogin.body).toMatchObject({ eventId: source, boothName: 'AI 체험관' });
    const deskLogin = await server.api('/api/desk-login', {
      method: 'POST',
      body: { loginId: desks[0].loginId, password: desks[0].password },
    });
    expect(deskLogin.body).toMatchObject({ eventId: event.id });
    // the source keeps everything
    expect((await api(inSource('/api/users?page=0&size=10'))).body.totalElements).toBe(1);
    expect((await api(inSource('/api/booths'))).body).toHaveLength(3);
  });

  it('hands the logins out as an Excel workbook', async () => {
    const body = {
      booths: [{ name: 'AI 체험관', loginId: 'x-booth-e9', password: 'abcd-efgh-jkmn' }],
      desks: [{ name: '데스크 1', loginId: 'x-desk-e9', password: 'pqrs-tuvw-xyz2' }],
    };
    const res = await fetch(`${server.url}/api/events/${source}/logins-workbook`, {
      method: 'POST',
      headers: { authorization: `Bearer ${organiser}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain(
      '2026 서울 엑스포 부스·데스크 로그인.xlsx',
    );
    expect(await firstSheetRows(Buffer.from(await res.arrayBuffer()))).toEqual([
      ['부스명', '로그인 ID', '비밀번호'],
      ['AI 체험관', 'x-booth-e9', 'abcd-efgh-jkmn'],
    ]);
  });

  it('refuses an event admin, an unknown source and a bad body in Korean, and records nothing', async () => {
    const before = await countEvents(server);
    const admin = await server.login();
    expectError(
      await copyTo({ name: '복사', startDate: '2027-01-01', endDate: '2027-01-02' }, source, admin),
      403,
    );
    expectError(
      await copyTo({ name: '복사', startDate: '2027-01-01', endDate: '2027-01-02' }, 999999),
      404,
      'EVENT.NOT_FOUND',
    );
    expectError(await copyTo({ name: '', startDate: '2027-01-01', endDate: '2027-01-02' }), 400);
    expectError(await copyTo({ name: '복사', startDate: '2027-01-05', endDate: '2027-01-02' }), 400);
    expect(await countEvents(server)).toBe(before);
  });
});
