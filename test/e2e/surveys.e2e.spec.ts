import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendeeRegistrar,
  boothWithPhone,
  countEvents,
  expectError,
  lecture,
  simultaneously,
  wholeDatabaseText,
  type Person,
} from '../support/booth-fixtures.js';
import { FILL_ANSWER_CODES } from '../../migrations/1765400000000-survey-answer-codes.js';
import { EventStore } from '../../server/src/event-store/event-store.js';
import { readCode } from '../../server/src/surveys/domain/answer-codes.js';
import { rebuildProjections } from '../../server/src/event-store/rebuild-projections.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let token: string;
const registrar = attendeeRegistrar(() => server);

const QUESTIONS = [
  { kind: 'scale5', text: '행사에 전반적으로 만족하셨나요?', required: true },
  { kind: 'single', text: '내년에도 오시겠어요?', options: ['예', '아니오', '모르겠음'], required: true },
  { kind: 'multiple', text: '좋았던 것을 모두 고르세요', options: ['전시', '강연', '네트워킹'], other: true },
  { kind: 'text', text: '바라는 점을 적어주세요' },
];

const api = (path: string, init?: Parameters<TestServer['api']>[1]) => server.api(path, init);
const createSurvey = async (body: Record<string, unknown>) => {
  const res = await api('/api/surveys', { method: 'POST', token, body: { title: '만족도 조사', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};
/** The attendee's signed QR link's userId and sig (as their message carries it). */
async function signedLink(person: Person) {
  const res = await api(`/api/users/${person.id}`, { token });
  const url = new URL(res.body.qrViewPath, 'http://x');
  return { userId: person.id, sig: url.searchParams.get('sig')! };
}
const answer = (id: number, body: Record<string, unknown>, init: { token?: string; key?: string } = {}) =>
  api(`/api/surveys/${id}/answer`, {
    method: 'PUT',
    token: init.token,
    body,
    headers: init.key ? { 'Idempotency-Key': init.key } : undefined,
  });
const responses = async (id: number) =>
  (await server.sql('SELECT count(*)::int AS n FROM survey_answers WHERE survey_id = $1', [id]))[0]
    .n as number;
const results = async (id: number, version?: number) =>
  (await api(`/api/surveys/${id}/results${version ? `?version=${version}` : ''}`, { token })).body;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.session()).token;
});
afterAll(() => server?.close());

describe('an admin writes surveys (POST/GET/PUT/DELETE /api/surveys)', () => {
  it('makes a survey of the four kinds of question and reads it back', async () => {
    const id = await createSurvey({
      notice: '응답은 통계로만 씁니다.',
      audience: 'attendees',
      questions: QUESTIONS,
    });
    const res = await api(`/api/surveys/${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      title: '만족도 조사',
      audience: 'attendees',
      state: 'open',
      version: 1,
      responses: 0,
      questions: [
        { id: 'q1', kind: 'scale5', required: true, options: [], ends: null },
        { id: 'q2', kind: 'single', options: ['예', '아니오', '모르겠음'] },
        { id: 'q3', kind: 'multiple', required: false, other: true },
        { id: 'q4', kind: 'text', required: false },
      ],
    });
    const list = await api('/api/surveys', { token });
    expect(list.body.surveys.map((s: { id: number }) => s.id)).toContain(id);
  });

  it.each([
    [{ title: '', audience: 'attendees', questions: QUESTIONS }, '제목을 입력하세요.'],
    [{ audience: 'everyone', questions: QUESTIONS }, /대상은/],
    [{ audience: 'attendees', questions: [] }, '문항을 1개 이상 입력하세요.'],
    [
      { audience: 'attendees', questions: [{ kind: 'single', text: '하나?', options: ['예'] }] },
      /1번 문항: 보기를 2개 이상/,
    ],
    [{ audience: 'attendees', questions: [{ kind: 'scale7', text: '?' }] }, /1번 문항: 종류는/],
    [{ audience: 'lecture', questions: QUESTIONS }, '설문할 강연을 고르세요.'],
    [
      {
        audience: 'attendees',
        opensAt: '2026-12-07T10:00:00+09:00',
        closesAt: '2026-12-07T09:00:00+09:00',
        questions: QUESTIONS,
      },
      '마감 시각은 시작 시각보다 뒤여야 합니다.',
    ],
  ])('refuses %j with a Korean message and records nothing', async (body, message) => {
    const before = await countEvents(server);
    const res = await api('/api/surveys', { method: 'POST', token, body: { title: '설문', ...body } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await countEvents(server)).toBe(before);
  });

  it('refuses a lecture of another event, and a survey of another event is not found', async () => {
    const other = await startOtherEvent();
    const theirLecture = await api('/api/lectures', { method: 'POST', token: other, body: lecture() });
    expectError(
      await api('/api/surveys', {
        method: 'POST',
        token,
        body: { title: '강연', audience: 'lecture', lectureId: theirLecture.body.id, questions: QUESTIONS },
      }),
      404,
      'SURVEY.LECTURE_NOT_FOUND',
    );
    const ours = await createSurvey({ audience: 'attendees', questions: QUESTIONS });
    expectError(await api(`/api/surveys/${ours}`, { token: other }), 404, 'SURVEY.NOT_FOUND');
  });

  it('edits questions in place until answered, then makes a new version; the old answers keep theirs', async () => {
    const id = await createSurvey({ audience: 'attendees', questions: QUESTIONS.slice(0, 1) });
    const reworded = [{ ...QUESTIONS[0], text: '만족하셨나요?' }];
    const edit = (questions: unknown[]) =>
      api(`/api/surveys/${id}`, {
        method: 'PUT',
        token,
        body: { title: '만족도 조사', audience: 'attendees', questions },
      });
    expect((await edit(reworded)).body.version).toBe(1);
    const person = await registrar(token);
    expect(
      (
        await answer(id, {
          ...(await signedLink(person)),
          version: 1,
          answers: [{ questionId: 'q1', value: 4 }],
        })
      ).status,
    ).toBe(200);
    const next = await edit([...reworded, QUESTIONS[3]]);
    expect(next.body).toMatchObject({ version: 2, responses: 1 });
    expect((await results(id)).versions).toEqual([
      { version: 2, responses: 0 },
      { version: 1, responses: 1 },
    ]);
    expect((await results(id, 1)).questions[0]).toMatchObject({ text: '만족하셨나요?', mean: 4 });
    expect((await results(id, 2)).questions).toHaveLength(2);
    expectError(
      await api(`/api/surveys/${id}`, {
        method: 'PUT',
        token,
        body: { title: '만족도 조사', audience: 'entered', questions: reworded },
      }),
      409,
      'SURVEY.AUDIENCE_FIXED',
    );
  });
});

let otherToken: string | undefined;
async function startOtherEvent() {
  if (otherToken) return otherToken;
  const { secondEvent } = await import('../support/booth-fixtures.js');
  otherToken = (await secondEvent(server, 'survey-other-admin')).token;
  return otherToken;
}

describe('attendees answer by their signed link (PUT /api/surveys/{id}/answer)', () => {
  let id: number;
  let person: Person;
  const full = [
    { questionId: 'q1', value: 5 },
    { questionId: 'q2', value: '예' },
    { questionId: 'q3', value: ['강연', '기타'], other: '부스 상담' },
    { questionId: 'q4', value: '주차가 불편했어요' },
  ];

  beforeAll(async () => {
    id = await createSurvey({ audience: 'attendees', questions: QUESTIONS });
    person = await registrar(token);
  });

  it('shows the form, takes the answer, shows it back, and takes a change until it closes', async () => {
    const link = await signedLink(person);
    const form = await api(`/api/surveys/${id}/form?userId=${link.userId}&sig=${link.sig}`);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ id, state: 'open', version: 1, answer: null });
    const first = await answer(id, { ...link, version: 1, answers: full });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ surveyId: id, version: 1, changed: false });
    const shown = await api(`/api/surveys/${id}/form?userId=${link.userId}&sig=${link.sig}`);
    expect(shown.body.answer.answers).toEqual(full);
    const changed = await answer(id, {
      ...link,
      version: 1,
      answers: [{ questionId: 'q1', value: 3 }, full[1]],
    });
    expect(changed.body.changed).toBe(true);
    expect(await responses(id)).toBe(1);
  });

  it('lists the open survey for the attendee’s QR page, answered or not', async () => {
    const link = await signedLink(person);
    const open = await api(`/api/surveys/open?userId=${link.userId}&sig=${link.sig}`);
    expect(open.body.surveys).toContainEqual({ id, title: '만족도 조사', answered: true });
  });

  it('refuses a wrong signature, a score out of range, a missing required answer or an old version: nothing recorded', async () => {
    const someone = await registrar(token);
    const link = await signedLink(someone);
    const before = await countEvents(server);
    expectError(
      await answer(id, { userId: someone.id, sig: 'x'.repeat(32), version: 1, answers: full }),
      403,
      'LINK.INVALID',
    );
    expectError(await answer(id, { userId: someone.id, version: 1, answers: full }), 403, 'LINK.INVALID');
    // a signature too long or not text is no signature: the same refusal, in Korean, never a schema's message
    for (const sig of ['x'.repeat(300), 12345, ['a']])
      expectError(
        await answer(id, { userId: someone.id, sig, version: 1, answers: full }),
        403,
        'LINK.INVALID',
      );
    expectError(
      await answer(id, { ...link, version: 1, answers: [{ questionId: 'q1', value: 6 }, full[1]] }),
      400,
      'SURVEY.INVALID_ANSWER',
    );
    expectError(await answer(id, { ...link, version: 1, answers: [full[1]] }), 400, 'SURVEY.INVALID_ANSWER');
    expectError(
      await answer(id, { ...link, version: 1, answers: [full[0], { questionId: 'q2', value: '몰라요' }] }),
      400,
      'SURVEY.INVALID_ANSWER',
    );
    expectError(await answer(id, { ...link, version: 9, answers: full }), 409, 'SURVEY.CHANGED');
    expectError(await answer(id, { ...link, version: 1, answers: 'all good' }), 400);
    expectError(await answer(99999, { ...link, version: 1, answers: full }), 404, 'SURVEY.NOT_FOUND');
    expect(await countEvents(server)).toBe(before);
  });

  it('refuses answers before the start and after the close, recording nothing', async () => {
    const later = await createSurvey({
      audience: 'attendees',
      opensAt: '2099-01-01T00:00:00+09:00',
      questions: QUESTIONS,
    });
    const closed = await createSurvey({
      audience: 'attendees',
      opensAt: '2020-01-01T00:00:00+09:00',
      closesAt: '2020-01-02T00:00:00+09:00',
      questions: QUESTIONS,
    });
    const link = await signedLink(person);
    const before = await countEvents(server);
    expectError(await answer(later, { ...link, version: 1, answers: full }), 409, 'SURVEY.NOT_OPEN');
    expectError(await answer(closed, { ...link, version: 1, answers: full }), 409, 'SURVEY.CLOSED');
    expect(await countEvents(server)).toBe(before);
    expect((await api(`/api/surveys/${closed}`, { token })).body.state).toBe('closed');
  });

  it('keeps one answer for 20 simultaneous submissions of one respondent', async () => {
    const racer = await registrar(token);
    const link = await signedLink(racer);
    const answers = await simultaneously(20, (i) =>
      answer(id, { ...link, version: 1, answers: [{ questionId: 'q1', value: (i % 5) + 1 }, full[1]] }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await server.sql(
      'SELECT count(*)::int AS n FROM survey_answers WHERE survey_id = $1 AND attendee_id = $2',
      [id, racer.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('sends a kept answer once: a resend with the same Idempotency-Key records nothing more', async () => {
    const phone = await registrar(token);
    const link = await signedLink(phone);
    const key = randomUUID();
    const first = await answer(id, { ...link, version: 1, answers: full }, { key });
    const before = await countEvents(server, 'SurveyAnswered');
    const again = await answer(id, { ...link, version: 1, answers: full }, { key });
    expect(again.body).toEqual(first.body);
    expect(await countEvents(server, 'SurveyAnswered')).toBe(before);
  });
});

describe('each audience answers through its own path', () => {
  it('entered: only an attendee who entered at the desk', async () => {
    const id = await createSurvey({ audience: 'entered', questions: QUESTIONS.slice(0, 1) });
    const person = await registrar(token);
    const link = await signedLink(person);
    const body = { ...link, version: 1, answers: [{ questionId: 'q1', value: 4 }] };
    expectError(await answer(id, body), 403, 'SURVEY.NOT_IN_AUDIENCE');
    const entry = await api(`/api/desk/attendees/${person.id}/entries`, { method: 'POST', token, body: {} });
    expect(entry.status, JSON.stringify(entry.body)).toBe(200);
    expect((await answer(id, body)).status).toBe(200);
  });

  it('lecture: the audience answers with the signature their check-in gives them, nobody else', async () => {
    const talk = (await api('/api/lectures', { method: 'POST', token, body: lecture({ title: '기조연설' }) }))
      .body;
    const id = await createSurvey({
      audience: 'lecture',
      lectureId: talk.id,
      questions: QUESTIONS.slice(0, 1),
    });
    const listener = await registrar(token);
    const absent = await registrar(token);
    expectError(
      await api(`/api/lectures/${talk.id}/surveys?userId=${absent.id}`),
      404,
      'SURVEY.NOT_CHECKED_IN',
    );
    const checkIn = await api('/api/lecture-visits/checkin', {
      method: 'POST',
      body: { lectureId: talk.id, userId: listener.id },
    });
    expect(checkIn.status).toBe(201);
    const ticket = await api(`/api/lectures/${talk.id}/surveys?userId=${listener.id}`);
    expect(ticket.body.surveys).toEqual([{ id, title: '만족도 조사', answered: false }]);
    const body = {
      userId: listener.id,
      sig: ticket.body.sig,
      version: 1,
      answers: [{ questionId: 'q1', value: 5 }],
    };
    expect((await answer(id, body)).status).toBe(200);
    // the ticket is for that attendee only
    expectError(await answer(id, { ...body, userId: absent.id }), 403, 'LINK.INVALID');
    // their own QR link works too, and someone not checked in is not the audience
    expectError(
      await answer(id, { ...(await signedLink(absent)), version: 1, answers: body.answers }),
      403,
      'SURVEY.NOT_IN_AUDIENCE',
    );
  });

  it('exhibitors: a booth answers with its login; an attendee may not', async () => {
    const id = await createSurvey({ audience: 'exhibitors', questions: QUESTIONS.slice(0, 2) });
    const stand = await boothWithPhone(server, token, {
      loginId: `survey-booth-${randomUUID().slice(0, 8)}`,
    });
    const open = await api('/api/surveys/open', { token: stand.token });
    expect(open.body.surveys).toContainEqual({ id, title: '만족도 조사', answered: false });
    const body = {
      version: 1,
      answers: [
        { questionId: 'q1', value: 2 },
        { questionId: 'q2', value: '아니오' },
      ],
    };
    expect((await answer(id, body, { token: stand.token })).status).toBe(200);
    const person = await registrar(token);
    expectError(await answer(id, { ...(await signedLink(person)), ...body }), 403, 'SURVEY.NOT_IN_AUDIENCE');
    const figures = await results(id);
    expect(figures).toMatchObject({ responses: 1, audienceSize: 1, responseRate: 100 });
  });
});

describe('results (GET /api/surveys/{id}/results)', () => {
  it('equal a hand count: response rate, means, shares and texts newest first', async () => {
    const id = await createSurvey({ audience: 'attendees', questions: QUESTIONS });
    const given = [
      [5, '예', ['전시', '강연'], '좋았어요'],
      [4, '예', ['강연'], ''],
      [4, '아니오', ['기타'], '주차'],
      [2, '모르겠음', [], ''],
    ] as const;
    const names: string[] = [];
    for (const [i, [score, again, liked, wish]] of given.entries()) {
      const person = await registrar(token, i === 2 ? { registrationType: 'ONSITE' } : {});
      names.push(person.name, person.phoneNumber);
      const answers: Record<string, unknown>[] = [
        { questionId: 'q1', value: score },
        { questionId: 'q2', value: again },
        { questionId: 'q3', value: liked, ...(liked.includes('기타' as never) ? { other: '식당' } : {}) },
        { questionId: 'q4', value: wish },
      ];
      const res = await answer(id, { ...(await signedLink(person)), version: 1, answers });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const attendees = (await server.sql('SELECT count(*)::int AS n FROM attendees WHERE event_id = 1'))[0].n;
    const r = await results(id);
    expect(r).toMatchObject({
      responses: 4,
      audienceSize: attendees,
      responseRate: Math.round((4 / attendees) * 1000) / 10,
    });
    const [scale, single, multiple, text] = r.questions;
    expect(scale).toMatchObject({ answered: 4, mean: 3.75, hundredPoint: 68.8 });
    expect(scale.distribution.map((d: { count: number }) => d.count)).toEqual([0, 1, 0, 2, 1]);
    expect(single.distribution).toEqual([
      { label: '예', count: 2, percent: 50 },
      { label: '아니오', count: 1, percent: 25 },
      { label: '모르겠음', count: 1, percent: 25 },
    ]);
    // of the three who answered it: 강연 2 of 3
    expect(multiple).toMatchObject({ answered: 3 });
    expect(multiple.distribution).toEqual([
      { label: '전시', count: 1, percent: 33.3 },
      { label: '강연', count: 2, percent: 66.7 },
      { label: '네트워킹', count: 0, percent: 0 },
      { label: '기타', count: 1, percent: 33.3 },
    ]);
    expect(multiple.texts.map((t: { text: string }) => t.text)).toEqual(['식당']);
    expect(text).toMatchObject({ answered: 2, textCount: 2 });
    expect(text.texts.map((t: { text: string }) => t.text).sort()).toEqual(['좋았어요', '주차']);
    expect(r.breakdown.registrationType).toContainEqual({ label: '현장등록', responses: 1, mean: 4 });
    // results never name a respondent
    for (const personal of names) expect(JSON.stringify(r)).not.toContain(personal);
  });

  it('are rebuilt from the log as they were', async () => {
    const tables = ['surveys', 'survey_versions', 'survey_answers'];
    const order = {
      surveys: 'id',
      survey_versions: 'survey_id, version',
      survey_answers: 'survey_id, respondent',
    };
    const before = await Promise.all(
      tables.map((t) => server.sql(`SELECT * FROM ${t} ORDER BY ${order[t as keyof typeof order]}`)),
    );
    expect(before[2].length).toBeGreaterThan(5);
    await rebuildProjections(server.running.app.get(EventStore));
    const after = await Promise.all(
      tables.map((t) => server.sql(`SELECT * FROM ${t} ORDER BY ${order[t as keyof typeof order]}`)),
    );
    expect(after).toEqual(before);
  });

  it("fills answers made before their codes were kept as the projection keeps them (the migration's fill)", async () => {
    const kept = async () =>
      (
        await server.sql<{ respondent: string; survey_id: number; codes: string[]; score: string | null }>(
          'SELECT survey_id, respondent, codes, score FROM survey_answers ORDER BY survey_id, respondent',
        )
      ).map((row) => ({
        ...row,
        // in any order: what they count is the same
        codes: row.codes.map(readCode).sort((a, b) => a.questionId.localeCompare(b.questionId)),
        score: row.score && Number(row.score),
      }));
    const before = await kept();
    expect(before.some((row) => row.codes.some((code) => code.values.length > 1))).toBe(true);
    await server.sql(`UPDATE survey_answers SET codes = '{}', score = NULL`);
    await server.sql(FILL_ANSWER_CODES);
    expect(await kept()).toEqual(before);
  });

  it('erases what a deleted attendee wrote, from the results and from the log; their score stays counted', async () => {
    const id = await createSurvey({ audience: 'attendees', questions: [QUESTIONS[0], QUESTIONS[3]] });
    const person = await registrar(token);
    const wish = `지울 의견 ${randomUUID()}`;
    const body = {
      ...(await signedLink(person)),
      version: 1,
      answers: [
        { questionId: 'q1', value: 2 },
        { questionId: 'q2', value: wish },
      ],
    };
    expect((await answer(id, body)).status).toBe(200);
    expect(await wholeDatabaseText(server)).toContain(wish);
    expect((await api(`/api/users/${person.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await wholeDatabaseText(server)).not.toContain(wish);
    const r = await results(id);
    expect(r.questions[0]).toMatchObject({ answered: 1, mean: 2 });
    expect(r.questions[1]).toMatchObject({ textCount: 0, texts: [] });
  });

  it('goes with the survey when it is removed', async () => {
    const id = await createSurvey({ audience: 'attendees', questions: QUESTIONS.slice(0, 1) });
    const person = await registrar(token);
    await answer(id, {
      ...(await signedLink(person)),
      version: 1,
      answers: [{ questionId: 'q1', value: 5 }],
    });
    expect((await api(`/api/surveys/${id}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await responses(id)).toBe(0);
    expectError(await api(`/api/surveys/${id}`, { token }), 404, 'SURVEY.NOT_FOUND');
  });
});

describe('a hall answering behind one address', () => {
  it('is not refused by the per-IP limits: the answering routes are signed; the lecture list keeps its limit', async () => {
    const strict = await startTestServer(
      { RATE_LIMIT_LOOKUP: '3', RATE_LIMIT_CHECKIN: '3' },
      { shareDatabaseWith: server },
    );
    try {
      const id = await createSurvey({ audience: 'attendees', questions: QUESTIONS.slice(0, 1) });
      for (let i = 0; i < 6; i++) {
        const link = await signedLink(await registrar(token));
        const query = `userId=${link.userId}&sig=${link.sig}`;
        expect((await strict.api(`/api/surveys/open?${query}`)).status).toBe(200);
        expect((await strict.api(`/api/surveys/${id}/form?${query}`)).status).toBe(200);
        const res = await strict.api(`/api/surveys/${id}/answer`, {
          method: 'PUT',
          body: { ...link, version: 1, answers: [{ questionId: 'q1', value: 4 }] },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await strict.api('/api/lectures/1/surveys?userId=1')).status);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
