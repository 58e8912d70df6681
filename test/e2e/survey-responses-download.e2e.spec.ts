import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_TYPE_LABELS } from '@expo/contract/attendee-values';
import {
  attendeeRegistrar,
  download,
  expectError,
  expectKoreanXlsx,
  firstSheetRows,
  secondEvent,
} from '../support/booth-fixtures.js';
import { privacySettings } from '../support/privacy-settings.mjs';
import { startTestServer, type TestServer } from '../support/test-server.js';

// GET /api/surveys/{id}/responses/download (docs/SURVEYS.md): one row per response, one column per question of
// every version, name and phone only on the answers made under a notice that said so; a personal-data download
// (개인정보 접속기록, its reason asked when the event asks one).

let server: TestServer;
let token: string;
let eventId: number;
const registrar = attendeeRegistrar(() => server);

interface Registered {
  id: number;
  name: string;
  affiliation: string;
  phoneNumber: string;
  registrationType: keyof typeof REGISTRATION_TYPE_LABELS;
}

const QUESTIONS = [
  { kind: 'scale5', text: '행사에 전반적으로 만족하셨나요?', required: true },
  { kind: 'single', text: '내년에도 오시겠어요?', options: ['예', '아니오'], required: true },
  { kind: 'multiple', text: '좋았던 것을 모두 고르세요', options: ['전시', '강연'], other: true },
  { kind: 'text', text: '바라는 점을 적어주세요' },
];
const SURVEY = { title: '관람객 만족도', audience: 'attendees' };
const HEADERS = ['응답 시각', '버전', '등록유형', '소속', '이름', '휴대폰'];
const ANSWERED_AT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

let surveyId: number;
let people: Registered[];

const api = (path: string, init?: Parameters<TestServer['api']>[1]) => server.api(path, init);

async function signedLink(person: { id: number }) {
  const res = await api(`/api/users/${person.id}`, { token });
  const url = new URL(res.body.qrViewPath, 'http://x');
  return { userId: person.id, sig: url.searchParams.get('sig')! };
}

async function answer(person: Registered, version: number, answers: unknown[]) {
  const res = await api(`/api/surveys/${surveyId}/answer`, {
    method: 'PUT',
    body: { ...(await signedLink(person)), version, answers },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function editSurvey(body: Record<string, unknown>) {
  const res = await api(`/api/surveys/${surveyId}`, { method: 'PUT', token, body: { ...SURVEY, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { version: number; noticeVersion: number };
}

async function askDownloadReason(on: boolean) {
  const res = await api(`/api/privacy-settings?eventId=${eventId}`, {
    method: 'PUT',
    token,
    body: privacySettings({ askDownloadReason: on }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The access records of survey downloads, newest first. */
async function downloadRecords() {
  const res = await api('/api/privacy/access-records?size=100', { token });
  expect(res.status).toBe(200);
  return (
    res.body.content as { route: string; action: string; recordCount: number; reason: string | null }[]
  ).filter((record) => record.route === '/api/surveys/:id/responses/download');
}

/** The sheet's rows, each as long as the header row (empty cells as ''). */
async function sheetOf(buffer: Buffer): Promise<unknown[][]> {
  const rows = await firstSheetRows(buffer);
  return rows.map((row) => Array.from({ length: rows[0].length }, (_, i) => row[i] ?? ''));
}

const path = (id = surveyId, query = '') => `/api/surveys/${id}/responses/download${query}`;

beforeAll(async () => {
  server = await startTestServer();
  ({ token, eventId } = await server.session());
  people = [];
  for (let i = 0; i < 3; i++) people.push((await registrar(token)) as unknown as Registered);

  const created = await api('/api/surveys', {
    method: 'POST',
    token,
    body: { ...SURVEY, notice: '응답은 통계로만 씁니다.', questions: QUESTIONS },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  surveyId = created.body.id;

  // under the first notice: no contact data
  await answer(people[0], 1, [
    { questionId: 'q1', value: 5 },
    { questionId: 'q2', value: '예' },
    { questionId: 'q3', value: ['전시', '기타'], other: '경품 추첨' },
    { questionId: 'q4', value: '좌석이 더 있으면 좋겠습니다' },
  ]);
  // the notice now says name and phone go with the answer (the questions stay: version 1)
  const collecting = await editSurvey({
    notice: '경품 발송을 위해 이름과 휴대폰 번호를 응답과 함께 받습니다.',
    collectsContact: true,
    questions: QUESTIONS,
  });
  expect(collecting).toMatchObject({ version: 1, noticeVersion: 2 });
  await answer(people[1], 1, [
    { questionId: 'q1', value: 3 },
    { questionId: 'q2', value: '아니오' },
    { questionId: 'q3', value: ['강연'] },
  ]);
  // answered questions changed: version 2 drops two questions and asks a new one
  const changed = await editSurvey({
    notice: '경품 발송을 위해 이름과 휴대폰 번호를 응답과 함께 받습니다.',
    collectsContact: true,
    questions: [QUESTIONS[0], QUESTIONS[1], { kind: 'text', text: '듣고 싶은 강연 주제' }],
  });
  expect(changed.version).toBe(2);
  await answer(people[2], 2, [
    { questionId: 'q1', value: 4 },
    { questionId: 'q2', value: '예' },
    { questionId: 'q3', value: '생성형 AI' },
  ]);
});
afterAll(() => server?.close());

describe('GET /api/surveys/{id}/responses/download', () => {
  it('has one row per response and one column per question of every version, contact only where the notice said so', async () => {
    const { res, buffer } = await download(server, path(), token);
    expectKoreanXlsx(res, buffer, '관람객 만족도_응답');
    const [header, ...rows] = await sheetOf(buffer);
    expect(header).toEqual([
      ...HEADERS,
      // the current version's questions in its order, then those only version 1 asked
      '행사에 전반적으로 만족하셨나요?',
      '내년에도 오시겠어요?',
      '듣고 싶은 강연 주제',
      '좋았던 것을 모두 고르세요',
      '바라는 점을 적어주세요',
    ]);
    expect(rows).toHaveLength(3);
    const who = (p: Registered) => [REGISTRATION_TYPE_LABELS[p.registrationType], p.affiliation];
    const rowOf = (p: Registered) => rows.find((row) => row[3] === p.affiliation && row[2] === who(p)[0]);
    for (const row of rows) expect(row[0]).toMatch(ANSWERED_AT);
    expect(rowOf(people[0])?.slice(1)).toEqual([
      1,
      ...who(people[0]),
      '',
      '',
      5,
      '예',
      '',
      '전시, 기타: 경품 추첨',
      '좌석이 더 있으면 좋겠습니다',
    ]);
    expect(rowOf(people[1])?.slice(1)).toEqual([
      1,
      ...who(people[1]),
      people[1].name,
      people[1].phoneNumber,
      3,
      '아니오',
      '',
      '강연',
      '',
    ]);
    expect(rowOf(people[2])?.slice(1)).toEqual([
      2,
      ...who(people[2]),
      people[2].name,
      people[2].phoneNumber,
      4,
      '예',
      '생성형 AI',
      '',
      '',
    ]);
    // the first respondent is named nowhere in the file
    expect(buffer.includes(Buffer.from(people[0].name))).toBe(false);
  });

  it('is recorded as a personal-data access, with its count of responses', async () => {
    const [record] = await downloadRecords();
    expect(record).toMatchObject({ action: '설문 응답 원본 다운로드', recordCount: 3, reason: null });
  });

  it('asks a reason when the event says so: refused without one (nothing sent), recorded with it', async () => {
    await askDownloadReason(true);
    try {
      const before = (await downloadRecords()).length;
      const refused = await api(path(), { token });
      expectError(refused, 400, 'PRIVACY.REASON_REQUIRED');
      expect(refused.body.message).toBe('다운로드 사유를 입력해주세요.');
      expect(refused.headers.get('content-disposition')).toBeNull();
      expect(await downloadRecords()).toHaveLength(before);

      const { res, buffer } = await download(
        server,
        path(surveyId, `?reason=${encodeURIComponent('정산·보고')}`),
        token,
      );
      expectKoreanXlsx(res, buffer, '관람객 만족도_응답');
      expect(await sheetOf(buffer)).toHaveLength(4);
      const [record] = await downloadRecords();
      expect(record).toMatchObject({
        action: '설문 응답 원본 다운로드',
        recordCount: 3,
        reason: '정산·보고',
      });
    } finally {
      await askDownloadReason(false);
    }
  });

  it('answers an unknown survey, or another event’s, with the Korean not-found and records nothing', async () => {
    const before = (await downloadRecords()).length;
    const unknown = await api(path(987654), { token });
    expectError(unknown, 404, 'SURVEY.NOT_FOUND');
    expect(unknown.body.message).toBe('설문을 찾을 수 없습니다.');
    const other = await secondEvent(server, 'survey-download-other');
    expectError(await api(path(), { token: other.token }), 404, 'SURVEY.NOT_FOUND');
    expectError(await api(path(surveyId, `?eventId=${other.eventId}`), { token }), 403, 'AUTH.FORBIDDEN');
    expectError(await api(path()), 401, 'AUTH.UNAUTHORIZED');
    expect(await downloadRecords()).toHaveLength(before);
  });
});
