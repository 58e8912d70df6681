import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendeeRegistrar,
  booth,
  download,
  expectError,
  lecture,
  secondEvent,
  boothWithPhone,
} from '../support/booth-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let token: string;
let eventId: number;
let other: { eventId: number; token: string };
const registrar = attendeeRegistrar(() => server);
let stands: { id: number; token: string }[];
let talk: number;

function makeBooth(loginId: string, boothName: string) {
  return boothWithPhone(server, token, { loginId, boothName });
}

async function visit(stand: { id: number; token: string }, userId: number) {
  const res = await server.api('/api/booth-visits', {
    method: 'POST',
    token: stand.token,
    body: { boothId: stand.id, userId },
  });
  expect(res.status).toBe(201);
}

// 4 attendees (3 paid, 1 printed, 3 pre-registered); booth 1: 3 visits, booth 2: 1 visit (3 unique visitors);
// lecture: 2 check-ins; one visitor deleted afterwards (visits stay counted); a booth of another event.
beforeAll(async () => {
  server = await startTestServer();
  ({ token, eventId } = await server.session());
  other = await secondEvent(server);
  const people = [
    await registrar(token, { paymentStatus2: 'Y', paymentStatus: 'Y', registrationType: 'PRE' }),
    await registrar(token, { paymentStatus2: 'Y', registrationType: 'PRE' }),
    await registrar(token, { paymentStatus2: 'Y', registrationType: 'ONSITE' }),
    await registrar(token, { paymentStatus2: 'N', registrationType: 'PRE' }),
  ];
  stands = [await makeBooth('stats-1', '통계 부스 1'), await makeBooth('stats-2', '통계 부스 2')];
  for (const person of people.slice(0, 3)) await visit(stands[0], person.id);
  await visit(stands[1], people[0].id);
  talk = (
    await server.api('/api/lectures', {
      method: 'POST',
      token,
      body: lecture({ title: '통계 강연', capacity: 50 }),
    })
  ).body.id;
  for (const person of people.slice(0, 2))
    await server.api('/api/lecture-visits/checkin', {
      method: 'POST',
      body: { lectureId: talk, userId: person.id },
    });
  await server.api(`/api/users/${people[2].id}`, { method: 'DELETE', token });
  const theirs = await server.api('/api/booths', {
    method: 'POST',
    token: other.token,
    body: booth({ loginId: 'stats-other' }),
  });
  expect(theirs.status).toBe(201);
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/stats', () => {
  it('answers the totals, per booth, per lecture and per 10 minutes', async () => {
    const res = await server.api('/api/stats', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      eventId,
      generatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      totals: {
        attendees: 3,
        paid: 2,
        printed: 1,
        preRegistered: 3,
        onSite: 0,
        boothVisits: 4,
        uniqueVisitors: 3,
        lectureCheckIns: 2,
        entriesToday: 0,
        entered: 0,
      },
      booths: [
        { boothId: stands[0].id, boothName: '통계 부스 1', visits: 3 },
        { boothId: stands[1].id, boothName: '통계 부스 2', visits: 1 },
      ],
      lectures: [
        { lectureId: talk, title: '통계 강연', date: '2026-11-21', time: '14:00', checkIns: 2, capacity: 50 },
      ],
      timeline: [
        {
          start: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:[0-5]0$/),
          boothVisits: 4,
          lectureCheckIns: 2,
          entries: 0,
        },
      ],
      entriesByDay: [],
    });
  });

  it('answers each part on its own path, equal to the whole', async () => {
    const whole = (await server.api('/api/stats', { token })).body;
    for (const part of ['totals', 'booths', 'lectures', 'timeline'])
      expect((await server.api(`/api/stats/${part}`, { token })).body).toEqual(whole[part]);
  });

  it("another event's admin sees only their own event", async () => {
    const theirs = (await server.api('/api/stats', { token: other.token })).body;
    expect(theirs.totals).toMatchObject({ attendees: 0, boothVisits: 0, lectureCheckIns: 0 });
    expect(theirs.booths).toEqual([expect.objectContaining({ visits: 0 })]);
    expectError(
      await server.api(`/api/stats?eventId=${eventId}`, { token: other.token }),
      403,
      'AUTH.FORBIDDEN',
    );
  });

  it.each(['', '/totals', '/booths', '/lectures', '/timeline', '/download'])(
    'GET /api/stats%s needs an admin token',
    async (path) => {
      expectError(await server.api(`/api/stats${path}`), 401);
      expectError(await server.api(`/api/stats${path}`, { token: stands[0].token }), 403, 'AUTH.FORBIDDEN');
    },
  );

  it('refuses a malformed eventId with a Korean message', async () => {
    expectError(await server.api('/api/stats?eventId=abc', { token }), 400);
  });

  it("drops a removed booth's visits from the figures", async () => {
    const extra = await makeBooth('stats-removed', '사라질 부스');
    const person = await registrar(token);
    await visit(extra, person.id);
    expect((await server.api('/api/stats/totals', { token })).body.boothVisits).toBe(5);
    await server.api(`/api/booths/${extra.id}`, { method: 'DELETE', token });
    const after = (await server.api('/api/stats', { token })).body;
    expect(after.totals.boothVisits).toBe(4);
    expect(after.booths.map((b: any) => b.boothId)).toEqual(stands.map((s) => s.id));
    await server.api(`/api/users/${person.id}`, { method: 'DELETE', token });
  });
});

describe('GET /api/stats/download', () => {
  it('is an Excel report with the same figures, one sheet each, under a Korean file name', async () => {
    const stats = (await server.api('/api/stats', { token })).body;
    const { res, buffer } = await download(server, '/api/stats/download', token);
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toMatch(/행사_통계_\d{8}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as never);
    const sheet = (name: string) => {
      const rows: unknown[][] = [];
      workbook.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      '요약',
      '부스별 방문',
      '강연별 출석',
      '시간대별 방문',
      '일별 입장',
    ]);
    expect(sheet('요약').slice(0, 9)).toEqual([
      ['항목', '값'],
      ['등록 참석자', 3],
      ['결제', 2],
      ['출력', 1],
      ['사전 등록', 3],
      ['현장 등록', 0],
      ['부스 방문', 4],
      ['부스 순방문자', 3],
      ['강연 출석', 2],
    ]);
    expect(sheet('부스별 방문')).toEqual([
      ['순위', '부스 ID', '부스명', '방문 수'],
      [1, stands[0].id, '통계 부스 1', 3],
      [2, stands[1].id, '통계 부스 2', 1],
    ]);
    expect(sheet('강연별 출석')).toEqual([
      ['강연 ID', '강연명', '날짜', '시간', '출석 수', '정원'],
      [talk, '통계 강연', '2026-11-21', '14:00', 2, 50],
    ]);
    expect(sheet('시간대별 방문')).toEqual([
      ['시간 (10분 단위)', '부스 방문', '강연 출석', '입장'],
      [stats.timeline[0].start.replace('T', ' '), 4, 2, 0],
    ]);
  });
});
