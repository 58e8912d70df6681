import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendeeRegistrar,
  boothWithPhone,
  download,
  expectError,
  lecture,
  secondEvent,
  type Person,
} from '../support/booth-fixtures.js';
import { percent } from '@expo/contract/report-figures';
import { asIfScannedEarlier } from '../support/earlier-visits.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let token: string;
let eventId: number;
let other: { eventId: number; token: string };
const registrar = attendeeRegistrar(() => server);
let people: Person[];
let stands: { id: number; token: string }[];
let talks: number[];

const post = (path: string, body: unknown, auth?: string) =>
  server.api(path, { method: 'POST', token: auth, body });

/** The event report, checked against its contract's shape by the server's own answer schema. */
const report = async (auth = token) => {
  const res = await server.api('/api/reports/event', { token: auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

// Five attendees of three affiliations (4 pre-registered, 4 paid, 1 printed); booth A: 3 visitors, the first
// back more than half an hour later (a revisit), booth B: 1, booth C none; two lectures (정원 4 and none), 3 check-ins; two desk entries; a lead rated 높음 and one 낮음.
beforeAll(async () => {
  server = await startTestServer();
  ({ token, eventId } = await server.session());
  other = await secondEvent(server, 'report-other-admin');
  people = [
    await registrar(token, {
      affiliation: '한빛전자',
      paymentStatus2: 'Y',
      paymentStatus: 'Y',
      registrationType: 'PRE',
    }),
    await registrar(token, { affiliation: '한빛전자', paymentStatus2: 'Y', registrationType: 'PRE' }),
    await registrar(token, { affiliation: '서울대학교', paymentStatus2: 'Y', registrationType: 'PRE' }),
    await registrar(token, {
      affiliation: '한빛전자',
      paymentStatus2: 'Y',
      registrationType: 'PRE',
      country: '일본',
    }),
    await registrar(token, { affiliation: '미래상사', paymentStatus2: 'N', registrationType: 'ONSITE' }),
  ];
  stands = [
    await boothWithPhone(server, token, { loginId: 'report-a', boothName: '보고서 부스 A' }),
    await boothWithPhone(server, token, { loginId: 'report-b', boothName: '보고서 부스 B' }),
    await boothWithPhone(server, token, { loginId: 'report-c', boothName: '보고서 부스 C' }),
  ];
  for (const person of people.slice(0, 3))
    expect(
      (await post('/api/booth-visits', { boothId: stands[0].id, userId: person.id }, stands[0].token)).status,
    ).toBe(201);
  expect(
    (await post('/api/booth-visits', { boothId: stands[1].id, userId: people[3].id }, stands[1].token))
      .status,
  ).toBe(201);
  await asIfScannedEarlier(server.sql, stands[0].id, people[0].id, 31);
  expect(
    (await post('/api/booth-visits', { boothId: stands[0].id, userId: people[0].id }, stands[0].token))
      .status,
  ).toBe(201);
  for (const [boothIndex, userId, interest] of [
    [0, people[0].id, 'high'],
    [0, people[1].id, 'low'],
  ] as const) {
    const res = await server.api(`/api/booth-login/${stands[boothIndex].id}/leads/${userId}`, {
      method: 'PUT',
      token: stands[boothIndex].token,
      body: { interest },
      headers: { 'idempotency-key': `report-lead-${userId}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  talks = [];
  for (const [title, capacity, time] of [
    ['보고서 강연 1', 4, '10:00'],
    ['보고서 강연 2', null, '15:00'],
  ] as const)
    talks.push((await post('/api/lectures', lecture({ title, capacity, time }), token)).body.id);
  for (const [lectureId, userId] of [
    [talks[0], people[0].id],
    [talks[0], people[1].id],
    [talks[1], people[2].id],
  ])
    expect((await post('/api/lecture-visits/checkin', { lectureId, userId })).status).toBe(201);
  expect(
    (
      await post(
        '/api/desks',
        { name: '보고서 데스크', loginId: 'report-desk', password: 'desk-pass-1' },
        token,
      )
    ).status,
  ).toBe(201);
  const desk = (await post('/api/desk-login', { loginId: 'report-desk', password: 'desk-pass-1' })).body
    .token;
  for (const person of people.slice(0, 2))
    expect((await post(`/api/desk/attendees/${person.id}/entries`, {}, desk)).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/reports/event', () => {
  it('answers every section from the read models', async () => {
    const body = await report();
    expect(body.eventId).toBe(eventId);
    expect(body.generatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(body.attendance).toEqual({
      registered: 5,
      preRegistered: 4,
      onSite: 1,
      paid: 4,
      badgesPrinted: 1,
      walkIns: 0,
      entered: 2,
      entryRate: 0.4,
      byDay: [{ day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), entries: 2 }],
    });
    expect(body.audience.affiliations).toEqual([
      { label: '한빛전자', count: 3 },
      { label: '미래상사', count: 1 },
      { label: '서울대학교', count: 1 },
    ]);
    expect(body.audience.countries).toEqual([
      { label: '대한민국', count: 4 },
      { label: '일본', count: 1 },
    ]);
    expect(body.audience.registrationTypes).toEqual([
      { type: 'PRE', count: 4 },
      { type: 'ONSITE', count: 1 },
    ]);
    expect(body.booths.map((b: { boothName: string }) => b.boothName)).toEqual([
      '보고서 부스 A',
      '보고서 부스 B',
      '보고서 부스 C',
    ]);
    expect(body.booths[0]).toEqual({
      rank: 1,
      boothId: stands[0].id,
      boothName: '보고서 부스 A',
      uniqueVisitors: 3,
      visits: 4,
      revisits: 1,
      returningVisitors: 1,
      revisitRate: 1 / 3,
      // the first visit moved half an hour back may fall in the hour before
      peakHour: { day: expect.any(String), hour: expect.any(Number), visits: expect.any(Number) },
      leads: { high: 1, medium: 0, low: 1, unrated: 1 },
    });
    expect([3, 4]).toContain(body.booths[0].peakHour.visits);
    expect(body.booths[1]).toMatchObject({ uniqueVisitors: 1, visits: 1, revisits: 0, revisitRate: 0 });
    expect(body.booths[2]).toMatchObject({
      rank: 3,
      uniqueVisitors: 0,
      visits: 0,
      revisits: 0,
      revisitRate: null,
      peakHour: null,
    });
    expect(body.lectures).toEqual([
      expect.objectContaining({ lectureId: talks[0], checkIns: 2, capacity: 4, fillRate: 0.5 }),
      expect.objectContaining({ lectureId: talks[1], checkIns: 1, capacity: null, fillRate: null }),
    ]);
    const hours = body.hourly as { entries: number; boothVisits: number; lectureCheckIns: number }[];
    const sum = (key: 'entries' | 'boothVisits' | 'lectureCheckIns') =>
      hours.reduce((total, hour) => total + hour[key], 0);
    expect([sum('entries'), sum('boothVisits'), sum('lectureCheckIns')]).toEqual([2, 5, 3]);
  });

  it("gives the dashboard's numbers where both show one", async () => {
    const [body, stats] = [await report(), (await server.api('/api/stats', { token })).body];
    expect(body.attendance).toMatchObject({
      registered: stats.totals.attendees,
      paid: stats.totals.paid,
      badgesPrinted: stats.totals.printed,
      preRegistered: stats.totals.preRegistered,
      onSite: stats.totals.onSite,
      entered: stats.totals.entered,
      byDay: stats.entriesByDay,
    });
    for (const booth of stats.booths)
      expect(body.booths.find((b: { boothId: number }) => b.boothId === booth.boothId).visits).toBe(
        booth.visits,
      );
    for (const talk of stats.lectures)
      expect(body.lectures.find((l: { lectureId: number }) => l.lectureId === talk.lectureId).checkIns).toBe(
        talk.checkIns,
      );
  });

  it("gives the visitor lists' lengths as unique visitors and check-ins", async () => {
    const body = await report();
    for (const booth of body.booths)
      expect((await server.api(`/api/booth-visits/${booth.boothId}`, { token })).body).toHaveLength(
        booth.uniqueVisitors,
      );
    for (const talk of body.lectures)
      expect((await server.api(`/api/lecture-visits/${talk.lectureId}`, { token })).body).toHaveLength(
        talk.checkIns,
      );
  });

  it('names the top 20 affiliations and sums the rest as 기타', async () => {
    const crowd = attendeeRegistrar(() => server);
    for (let i = 1; i <= 22; i++)
      await crowd(other.token, { affiliation: `회사 ${String(i).padStart(2, '0')}` });
    await crowd(other.token, { affiliation: '회사 01' });
    const theirs = await report(other.token);
    expect(theirs.audience.affiliations).toHaveLength(21);
    expect(theirs.audience.affiliations[0]).toEqual({ label: '회사 01', count: 2 });
    expect(theirs.audience.affiliations[20]).toEqual({ label: '기타', count: 2 });
    expect(theirs.audience.affiliations.reduce((n: number, a: { count: number }) => n + a.count, 0)).toBe(23);
  });

  it("another event's admin sees only their own event", async () => {
    const theirs = await report(other.token);
    expect(theirs.booths).toEqual([]);
    expect(theirs.attendance.entered).toBe(0);
    expect(theirs.hourly).toEqual([]);
    expectError(
      await server.api(`/api/reports/event?eventId=${eventId}`, { token: other.token }),
      403,
      'AUTH.FORBIDDEN',
    );
  });

  it.each(['event', 'event/download'])('GET /api/reports/%s needs an admin token', async (path) => {
    expectError(await server.api(`/api/reports/${path}`), 401);
    expectError(await server.api(`/api/reports/${path}`, { token: stands[0].token }), 403, 'AUTH.FORBIDDEN');
  });
});

describe('GET /api/reports/event/download', () => {
  it('gives the same figures as one workbook, a sheet per section', async () => {
    const body = await report();
    const { res, buffer } = await download(server, '/api/reports/event/download', token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as never);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      '행사 개요',
      '참가 현황',
      '시간대별 추이',
      '참관객 분석',
      '부스 현황',
      '강연 현황',
      'QR 발송 현황',
    ]);
    const rows = (name: string) => {
      const out: unknown[][] = [];
      book.getWorksheet(name)!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const items = new Map(rows('참가 현황').slice(1) as [string, unknown][]);
    expect(items.get('등록')).toBe(body.attendance.registered);
    expect(items.get('입장 (순인원)')).toBe(body.attendance.entered);
    expect(items.get('입장률 (%)')).toBe(40);
    expect(
      rows('부스 현황')
        .slice(1)
        .map((r) => [r[0], r[2], r[3], r[4], r[5], r[7] ?? null, r[9], r[12]]),
    ).toEqual(
      body.booths.map(
        (b: {
          rank: number;
          boothName: string;
          uniqueVisitors: number;
          visits: number;
          revisits: number;
          revisitRate: number | null;
          leads: { high: number; unrated: number };
        }) => [
          b.rank,
          b.boothName,
          b.uniqueVisitors,
          b.visits,
          b.revisits,
          percent(b.revisitRate),
          b.leads.high,
          b.leads.unrated,
        ],
      ),
    );
    expect(
      rows('강연 현황')
        .slice(1)
        .map((r) => [r[5], r[7] ?? null]),
    ).toEqual([
      [2, 50],
      [1, null],
    ]);
  });
});

describe('event details (the report cover)', () => {
  it('are edited by the admin and show on the report', async () => {
    const details = {
      name: '2026 보고서 엑스포',
      period: '2026년 11월 25일(수) ~ 27일(금)',
      venue: '코엑스 C홀',
    };
    const res = await server.api('/api/event-details', { method: 'PUT', token, body: details });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual(details);
    expect((await report()).details).toEqual(details);
    expect((await server.api('/api/event-details', { token })).body).toEqual(details);
  });

  it('refuse an empty name or a too long venue in Korean, changing nothing', async () => {
    const before = (await server.api('/api/event-details', { token })).body;
    const empty = await server.api('/api/event-details', {
      method: 'PUT',
      token,
      body: { name: ' ', venue: 'x' },
    });
    expectError(empty, 400);
    expect(empty.body.message).toContain('행사명을 입력하세요.');
    const long = await server.api('/api/event-details', {
      method: 'PUT',
      token,
      body: { name: '행사', venue: '가'.repeat(101) },
    });
    expectError(long, 400);
    expect(long.body.message).toContain('장소는 100자 이하로 입력하세요.');
    expect((await server.api('/api/event-details', { token })).body).toEqual(before);
  });

  it("are only the admin's own event's", async () => {
    expectError(
      await server.api(`/api/event-details?eventId=${eventId}`, {
        method: 'PUT',
        token: other.token,
        body: { name: '남의 행사' },
      }),
      403,
      'AUTH.FORBIDDEN',
    );
    expectError(await server.api('/api/event-details', { token: stands[0].token }), 403, 'AUTH.FORBIDDEN');
  });
});
