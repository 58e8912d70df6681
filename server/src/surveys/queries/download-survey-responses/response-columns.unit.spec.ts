import type { SurveyQuestion } from '@expo/contract/surveys';
import { describe, expect, it } from 'vitest';
import { answerCell, questionColumns, responseColumns, type ResponseRow } from './response-columns.js';

const q = (id: string, kind: SurveyQuestion['kind'], text: string, extra: Partial<SurveyQuestion> = {}) => ({
  id,
  kind,
  text,
  required: false,
  options: [],
  other: false,
  ends: null,
  ...extra,
});

const row = (overrides: Partial<ResponseRow>): ResponseRow => ({
  answeredAt: '2026-12-06 10:00:00',
  version: 1,
  answers: {},
  texts: {},
  registrationType: 'PRE',
  affiliation: '한빛전자',
  boothName: null,
  contactName: null,
  contactPhone: null,
  ...overrides,
});

describe('the raw answers’ columns', () => {
  it('gives a wording one column across versions: the newest version’s order, then what only earlier ones asked', () => {
    const { headers, byVersion } = questionColumns([
      { version: 2, questions: [q('q1', 'text', '바라는 점'), q('q2', 'scale5', '만족도')] },
      { version: 1, questions: [q('q1', 'scale5', '만족도'), q('q2', 'single', '재방문')] },
    ]);
    expect(headers.map((h) => h.text)).toEqual(['바라는 점', '만족도', '재방문']);
    expect(byVersion.get(2)?.map((question) => question?.id)).toEqual(['q1', 'q2', undefined]);
    expect(byVersion.get(1)?.map((question) => question?.id)).toEqual([undefined, 'q1', 'q2']);
  });

  it('keeps two questions of the same wording in one version apart', () => {
    const { headers } = questionColumns([
      { version: 1, questions: [q('q1', 'text', '의견'), q('q2', 'text', '의견')] },
    ]);
    expect(headers.map((h) => h.text)).toEqual(['의견', '의견 (2)']);
  });

  it('writes a score as its number, choices as their options with 기타’s text, a text as written', () => {
    const multiple = q('q3', 'multiple', '좋았던 것', { options: ['전시', '강연'], other: true });
    const answers = { q1: 4, q2: '예', q3: ['전시', '기타'] };
    const texts = { 'q3.other': '경품', q4: '좋았어요' };
    expect(answerCell(q('q1', 'scale5', '만족도'), answers, texts)).toBe(4);
    expect(answerCell(q('q2', 'single', '재방문'), answers, texts)).toBe('예');
    expect(answerCell(multiple, answers, texts)).toBe('전시, 기타: 경품');
    expect(answerCell(q('q4', 'text', '의견'), answers, texts)).toBe('좋았어요');
    expect(answerCell(q('q5', 'scale5', '없는 답'), answers, texts)).toBe('');
    expect(answerCell(undefined, answers, texts)).toBe('');
    // an erased 기타 text leaves the option
    expect(answerCell(multiple, answers, {})).toBe('전시, 기타');
  });

  it('names the attendee by 등록유형 and 소속, the booth by its name, contact only as read', () => {
    const versions = [{ version: 1, questions: [q('q1', 'scale5', '만족도')] }];
    const attendees = responseColumns('attendees', versions);
    expect(attendees.map((c) => c.header)).toEqual([
      '응답 시각',
      '버전',
      '등록유형',
      '소속',
      '이름',
      '휴대폰',
      '만족도',
    ]);
    const answered = row({ answers: { q1: 5 }, contactName: '김민수', contactPhone: '010-1234-5678' });
    expect(attendees.map((c) => c.value(answered))).toEqual([
      '2026-12-06 10:00:00',
      1,
      '사전등록',
      '한빛전자',
      '김민수',
      '010-1234-5678',
      5,
    ]);
    const booths = responseColumns('exhibitors', versions);
    expect(booths.map((c) => c.header).slice(0, 5)).toEqual(['응답 시각', '버전', '부스', '이름', '휴대폰']);
    expect(booths[2].value(row({ boothName: 'AI 체험관' }))).toBe('AI 체험관');
    expect(booths[3].value(row({}))).toBe('');
  });
});
