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

describe('만족도 조사 in the reports', () => {
  const QUESTIONS = [
    { kind: 'scale5', text: '행사에 전반적으로 만족하셨나요?', required: true },
    { kind: 'single', text: '내년에도 오시겠어요?', options: ['예', '아니오'], required: true },
    { kind: 'multiple', text: '좋았던 것을 모두 고르세요', options: ['전시', '강연'], other: true },
    { kind: 'text', text: '바라는 점을 적어주세요' },
  ];
  /** A title Excel cannot take as it is: too long, with ':', '/' and '[]'. */
  const LONG_TITLE = '2026 관람객 만족도 조사: 전시/강연 [최종] 참관객 의견 수렴';
  let surveys: { visitors: number; talkA: number; talkB: number; exhibitors: number; removed: number };

  const createSurvey = async (body: Record<string, unknown>) => {
    const res = await post('/api/surveys', body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  const answer = async (id: number, body: Record<string, unknown>, auth?: string) => {
    const res = await server.api(`/api/surveys/${id}/answer`, { method: 'PUT', token: auth, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  /** The attendee's signed QR link (as their message carries it). */
  const signedLink = async (person: Person) => {
    const res = await server.api(`/api/users/${person.id}`, { token });
    return { userId: person.id, sig: new URL(res.body.qrViewPath, 'http://x').searchParams.get('sig')! };
  };
  /** The signature a lecture check-in gives its attendee. */
  const ticket = async (lectureId: number, person: Person) => ({
    userId: person.id,
    sig: (await server.api(`/api/lectures/${lectureId}/surveys?userId=${person.id}`)).body.sig as string,
  });
  const results = async (id: number) => {
    const res = await server.api(`/api/surveys/${id}/results`, { token });
    expect(res.status).toBe(200);
    return res.body;
  };

  // attendees: 3 answers (5, 4, 2 points; 예 예 아니오; 전시+강연, 전시, 기타); lecture 1: two surveys, its two
  // listeners answering 5 and 4 / 4 and 2 to the first's two scales and 1 to the second's (16 / 5 = 3.2);
  // exhibitors: booth A answers, booth B does not; one survey removed
  beforeAll(async () => {
    surveys = {
      visitors: await createSurvey({ title: LONG_TITLE, audience: 'attendees', questions: QUESTIONS }),
      talkA: await createSurvey({
        title: '강연 만족도',
        audience: 'lecture',
        lectureId: talks[0],
        questions: [
          { kind: 'scale5', text: '강연 내용에 만족하셨나요?', required: true },
          { kind: 'scale5', text: '연사의 전달력은 어땠나요?', required: true },
          { kind: 'single', text: '추천하시겠어요?', options: ['예', '아니오'] },
        ],
      }),
      talkB: await createSurvey({
        title: '강연 만족도 (짧은 설문)',
        audience: 'lecture',
        lectureId: talks[0],
        questions: [{ kind: 'scale5', text: '한마디로 만족하셨나요?', required: true }],
      }),
      exhibitors: await createSurvey({
        title: '참가사 만족도',
        audience: 'exhibitors',
        closesAt: '2099-12-31T18:00:00+09:00',
        questions: [
          { kind: 'scale5', text: '전시 운영에 만족하셨나요?', required: true },
          { kind: 'single', text: '내년에도 참가하시겠어요?', options: ['예', '아니오'], required: true },
          { kind: 'multiple', text: '좋았던 지원', options: ['홍보', '네트워킹', '물류'] },
          { kind: 'text', text: '건의 사항' },
        ],
      }),
      removed: await createSurvey({ title: '지운 설문', audience: 'attendees', questions: QUESTIONS }),
    };
    const visitorAnswers = [
      [5, '예', ['전시', '강연'], '주차가 편했으면 합니다'],
      [4, '예', ['전시'], ''],
      [2, '아니오', ['기타'], '안내가 부족했어요'],
    ] as const;
    for (const [i, [score, single, multiple, wish]] of visitorAnswers.entries())
      await answer(surveys.visitors, {
        ...(await signedLink(people[i])),
        version: 1,
        answers: [
          { questionId: 'q1', value: score },
          { questionId: 'q2', value: single },
          {
            questionId: 'q3',
            value: [...multiple],
            ...(multiple.includes('기타' as never) ? { other: '굿즈' } : {}),
          },
          ...(wish ? [{ questionId: 'q4', value: wish }] : []),
        ],
      });
    for (const [person, scores] of [
      [people[0], [5, 4]],
      [people[1], [4, 2]],
    ] as const)
      await answer(surveys.talkA, {
        ...(await ticket(talks[0], person)),
        version: 1,
        answers: [
          { questionId: 'q1', value: scores[0] },
          { questionId: 'q2', value: scores[1] },
          { questionId: 'q3', value: '예' },
        ],
      });
    await answer(surveys.talkB, {
      ...(await ticket(talks[0], people[0])),
      version: 1,
      answers: [{ questionId: 'q1', value: 1 }],
    });
    await answer(
      surveys.exhibitors,
      {
        version: 1,
        answers: [
          { questionId: 'q1', value: 4 },
          { questionId: 'q2', value: '예' },
          { questionId: 'q3', value: ['네트워킹', '홍보'] },
          { questionId: 'q4', value: '부스 전기 용량을 늘려주세요' },
        ],
      },
      stands[0].token,
    );
    await answer(surveys.removed, {
      ...(await signedLink(people[0])),
      version: 1,
      answers: [
        { questionId: 'q1', value: 1 },
        { questionId: 'q2', value: '예' },
      ],
    });
    expect(
      (await server.api(`/api/surveys/${surveys.removed}`, { method: 'DELETE', token })).status,
    ).toBeLessThan(300);
  });

  it("gives each survey of the event, oldest first, with the results API's figures", async () => {
    const body = await report();
    const ids = [surveys.visitors, surveys.talkA, surveys.talkB, surveys.exhibitors];
    expect(body.surveys.map((s: { surveyId: number }) => s.surveyId)).toEqual(ids);
    for (const [i, id] of ids.entries()) {
      const { breakdown: _, ...figures } = await results(id);
      expect(body.surveys[i]).toEqual(figures);
    }
    // and the figures are the hand count's
    const [visitors, talkA, , exhibitors] = body.surveys;
    expect(visitors).toMatchObject({
      title: LONG_TITLE,
      audience: 'attendees',
      responses: 3,
      audienceSize: 5,
      responseRate: 60,
    });
    expect(visitors.questions[0]).toMatchObject({ answered: 3, mean: 3.67, hundredPoint: 66.7 });
    expect(visitors.questions[0].distribution.map((d: { count: number }) => d.count)).toEqual([
      0, 1, 0, 1, 1,
    ]);
    expect(visitors.questions[2].distribution).toEqual([
      { label: '전시', count: 2, percent: 66.7 },
      { label: '강연', count: 1, percent: 33.3 },
      { label: '기타', count: 1, percent: 33.3 },
    ]);
    expect(visitors.questions[3]).toMatchObject({ answered: 2, textCount: 2 });
    expect(talkA).toMatchObject({
      lectureTitle: '보고서 강연 1',
      responses: 2,
      audienceSize: 2,
      responseRate: 100,
    });
    expect(exhibitors).toMatchObject({ responses: 1, audienceSize: 3, responseRate: 33.3 });
  });

  it("gives 강연 현황 each lecture's mean satisfaction: every 5점 척도 answer of its lecture surveys", async () => {
    const body = await report();
    // 5 + 4 + 4 + 2 (the first survey's two scales) + 1 (the second's) = 16 over 5 answers
    expect(body.lectures.map((l: { satisfaction: number | null }) => l.satisfaction)).toEqual([3.2, null]);
  });

  it('puts a sheet per survey in the workbook: its header block and each question with its figures', async () => {
    const body = await report();
    const { res, buffer } = await download(server, '/api/reports/event/download', token);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as never);
    const names = book.worksheets.map((s) => s.name);
    expect(names.slice(0, 7)).toEqual([
      '행사 개요',
      '참가 현황',
      '시간대별 추이',
      '참관객 분석',
      '부스 현황',
      '강연 현황',
      'QR 발송 현황',
    ]);
    const surveySheets = names.slice(7);
    expect(surveySheets).toEqual([
      '설문 1 2026 관람객 만족도 조사 전시 강연 최종 참',
      '설문 2 강연 만족도',
      '설문 3 강연 만족도 (짧은 설문)',
      '설문 4 참가사 만족도',
    ]);
    for (const name of surveySheets) {
      expect(name.length).toBeLessThanOrEqual(31);
      expect(name).not.toMatch(/[\\/?*[\]:]/);
    }
    const rows = (name: string) => {
      const out: unknown[][] = [];
      book.getWorksheet(name)!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const lines = rows(surveySheets[0]);
    expect(lines[0]).toEqual(['구분', '항목', '값', '비율 (%)']);
    const visitors = body.surveys[0];
    const value = (about: string, item: string) =>
      lines.find((line) => line[0] === about && line[1] === item)?.slice(2);
    expect(value('설문', '제목')).toEqual([LONG_TITLE]);
    expect(value('설문', '대상')).toEqual(['참관객 (전체)']);
    expect(value('설문', '기간')).toEqual(['기간 제한 없음']);
    expect(value('설문', '응답')).toEqual([visitors.responses]);
    expect(value('설문', '대상 수')).toEqual([visitors.audienceSize]);
    expect(value('설문', '응답률 (%)')).toEqual([visitors.responseRate]);
    const scale = '1. 행사에 전반적으로 만족하셨나요? (5점 척도)';
    expect(value(scale, '응답자')).toEqual([visitors.questions[0].answered]);
    expect(value(scale, '평균')).toEqual([visitors.questions[0].mean]);
    expect(value(scale, '100점 환산')).toEqual([visitors.questions[0].hundredPoint]);
    for (const row of visitors.questions[0].distribution)
      expect(value(scale, row.label)).toEqual([row.count, row.percent]);
    const multiple = '3. 좋았던 것을 모두 고르세요 (복수 선택)';
    for (const row of visitors.questions[2].distribution)
      expect(value(multiple, row.label)).toEqual([row.count, row.percent]);
    const text = '4. 바라는 점을 적어주세요 (주관식)';
    expect(value(text, '응답 수')).toEqual([2]);
    expect(
      lines.filter((line) => line[0] === text && String(line[1]).startsWith('응답 2')).map((l) => l[2]),
    ).toEqual(visitors.questions[3].texts.map((t: { text: string }) => t.text));
    // a lecture survey names its lecture; 강연 현황 gets the mean (blank without one, as a missing 정원)
    expect(rows(surveySheets[1]).find((line) => line[1] === '대상')?.[2]).toBe('강연 청중: 보고서 강연 1');
    const lectureSheet = rows('강연 현황');
    expect(lectureSheet[0][8]).toBe('만족도 (5점)');
    expect(lectureSheet.slice(1).map((r) => r[8] ?? null)).toEqual([3.2, null]);
  });

  it("counts a lecture survey's answers of every version toward its lecture's mean, the figures of the current one", async () => {
    // the first lecture survey changed after its answers: version 2 asks one scale; its second listener answers
    // again (their answer is now of version 2: 1 point)
    const changed = await server.api(`/api/surveys/${surveys.talkA}`, {
      method: 'PUT',
      token,
      body: {
        title: '강연 만족도',
        audience: 'lecture',
        lectureId: talks[0],
        questions: [{ kind: 'scale5', text: '강연 전체에 만족하셨나요?', required: true }],
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.version).toBe(2);
    await answer(surveys.talkA, {
      ...(await ticket(talks[0], people[1])),
      version: 2,
      answers: [{ questionId: 'q1', value: 1 }],
    });
    const body = await report();
    const { breakdown: _, ...figures } = await results(surveys.talkA);
    const talkA = body.surveys.find((s: { surveyId: number }) => s.surveyId === surveys.talkA);
    expect(talkA).toEqual(figures);
    expect(talkA).toMatchObject({
      version: 2,
      versions: [
        { version: 2, responses: 1 },
        { version: 1, responses: 1 },
      ],
    });
    // version 1: 5 and 4 (the first listener); version 2: 1; the second survey: 1 → 11 / 4
    expect(body.lectures[0].satisfaction).toBe(2.75);
  });

  it("shows a booth's 참가사 만족도 to admins only, never in the booth's own report", async () => {
    const own = await server.api(`/api/booth-login/${stands[0].id}/report`, { token: stands[0].token });
    expect(own.status).toBe(200);
    expect(own.body).not.toHaveProperty('satisfaction');
    expect(JSON.stringify(own.body)).not.toContain('전시 운영에 만족하셨나요?');

    const one = await server.api(`/api/reports/booths/${stands[0].id}`, { token });
    const all = await server.api('/api/reports/booths', { token });
    expect([one.status, all.status]).toEqual([200, 200]);
    const answered = {
      surveyId: surveys.exhibitors,
      title: '참가사 만족도',
      state: 'open',
      answeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      version: 1,
      answers: [
        { questionId: 'q1', kind: 'scale5', text: '전시 운영에 만족하셨나요?', score: 4, choices: [] },
        { questionId: 'q2', kind: 'single', text: '내년에도 참가하시겠어요?', score: null, choices: ['예'] },
        // in the question's order, as the answer keeps them
        {
          questionId: 'q3',
          kind: 'multiple',
          text: '좋았던 지원',
          score: null,
          choices: ['홍보', '네트워킹'],
        },
      ],
    };
    expect(one.body.satisfaction).toEqual([answered]);
    const byBooth = new Map(
      all.body.booths.map((b: { boothId: number; satisfaction: unknown }) => [b.boothId, b.satisfaction]),
    );
    expect(byBooth.get(stands[0].id)).toEqual([answered]);
    // booth B did not answer
    expect(byBooth.get(stands[1].id)).toEqual([
      {
        surveyId: surveys.exhibitors,
        title: '참가사 만족도',
        state: 'open',
        answeredAt: null,
        version: null,
        answers: [],
      },
    ]);
    // the rest of the admin's report is the booth's own
    const { comparison: _, ...ownRest } = own.body;
    const { satisfaction: __, ...adminRest } = one.body;
    expect(adminRest).toEqual({ ...ownRest, generatedAt: expect.any(String) });
  });
});
