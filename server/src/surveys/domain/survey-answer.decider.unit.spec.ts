import type { SurveyAnswerItem, SurveyQuestion } from '@expo/contract/surveys';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../kernel/app-error.js';
import { deciderSpec } from '../../kernel/decider-spec.js';
import { checkAnswers } from './survey-answers.js';
import { surveyAnswerDecider, type AnswerSurvey, type SurveySnapshot } from './survey-answer.decider.js';
import type { SurveyAnswered } from './survey-answer.events.js';

const given = deciderSpec(surveyAnswerDecider);
const question = (id: string, kind: SurveyQuestion['kind'], extra: Partial<SurveyQuestion> = {}) => ({
  id,
  kind,
  text: `${id} 질문`,
  required: true,
  options: [],
  other: false,
  ends: null,
  ...extra,
});
const survey: SurveySnapshot = {
  id: 4,
  eventId: 1,
  version: 2,
  noticeVersion: 1,
  collectsContact: false,
  opensAt: new Date('2026-12-05T00:00:00Z'),
  closesAt: new Date('2026-12-07T09:00:00Z'),
  questions: [
    question('q1', 'scale5'),
    question('q2', 'single', { options: ['예', '아니오'] }),
    question('q3', 'multiple', { options: ['전시', '강연'], other: true, required: false }),
    question('q4', 'text', { required: false }),
  ],
};
const respondent = { kind: 'attendee', attendeeId: 7 } as const;
const at = new Date('2026-12-06T01:30:00Z'); // 10:30 in Seoul
const full: SurveyAnswerItem[] = [
  { questionId: 'q1', value: 5 },
  { questionId: 'q2', value: '예' },
  { questionId: 'q3', value: ['강연', '기타'], other: '네트워킹' },
  { questionId: 'q4', value: '  좋았습니다  ' },
];
const answer = (answers: SurveyAnswerItem[], extra: Partial<AnswerSurvey['data']> = {}): AnswerSurvey => ({
  type: 'AnswerSurvey',
  data: { survey, respondent, version: 2, answers, at, ...extra },
});
const answered = (
  answers: SurveyAnswerItem[],
  texts: Record<string, string> = {},
  changed = false,
): SurveyAnswered => ({
  type: 'SurveyAnswered',
  data: {
    surveyId: 4,
    eventId: 1,
    respondent,
    version: 2,
    noticeVersion: 1,
    collectsContact: false,
    answers,
    personal: { texts: JSON.stringify(texts) },
    at: '2026-12-06T10:30:00',
    changed,
  },
});
/** Scores and choices in the open; what they wrote sealed apart. */
const recorded: SurveyAnswerItem[] = [
  { questionId: 'q1', value: 5 },
  { questionId: 'q2', value: '예' },
  { questionId: 'q3', value: ['강연', '기타'] },
];
const recordedTexts = { 'q3.other': '네트워킹', q4: '좋았습니다' };

describe('a respondent answers a survey', () => {
  it('records the answers in the questions’ order, trimmed, with the version and notice they saw', () => {
    given([])
      .when(answer([...full].reverse()))
      .then([answered(recorded, recordedTexts)]);
  });

  it('leaves out blank optional answers', () => {
    given([])
      .when(answer([full[0], full[1], { questionId: 'q3', value: [] }, { questionId: 'q4', value: ' ' }]))
      .then([answered([full[0], full[1]])]);
  });

  it('may change the answer until the survey closes: recorded as a change', () => {
    const changed = [{ questionId: 'q1', value: 3 }, full[1]];
    given([answered(recorded, recordedTexts)])
      .when(answer(changed))
      .then([answered(changed, {}, true)]);
  });

  it('records nothing when the same answer comes again (a resend)', () => {
    given([answered(recorded, recordedTexts)])
      .when(answer(full))
      .then([]);
  });

  it('records the answer again once what they wrote was erased (the texts are gone from the state)', () => {
    given([answered(recorded, {})])
      .when(answer(full))
      .then([answered(recorded, recordedTexts, true)]);
  });

  it('refuses an answer before the survey opens or from its closing time', () => {
    given([])
      .when(answer(full, { at: new Date('2026-12-04T23:59:59Z') }))
      .thenThrows('SURVEY.NOT_OPEN');
    given([])
      .when(answer(full, { at: new Date('2026-12-07T09:00:00Z') }))
      .thenThrows('SURVEY.CLOSED');
  });

  it('takes an answer kept offline by the time it was made, even when it arrives after the close', () => {
    given([])
      .when(answer(full, { at: new Date('2026-12-07T08:59:00Z') }))
      .then([
        {
          type: 'SurveyAnswered',
          data: { ...answered(recorded, recordedTexts).data, at: '2026-12-07T17:59:00' },
        },
      ]);
  });

  it('refuses a form of an earlier version of the questions', () => {
    given([])
      .when(answer(full, { version: 1 }))
      .thenThrows('SURVEY.CHANGED');
  });

  it('refuses a missing required answer', () => {
    given([])
      .when(answer([full[1]]))
      .thenThrows('SURVEY.INVALID_ANSWER');
  });

  it('refuses a score outside 1–5 or not whole, an option not offered, 기타 without its text', () => {
    for (const wrong of [0, 6, 4.5, '5'])
      given([])
        .when(answer([{ questionId: 'q1', value: wrong }, full[1]]))
        .thenThrows('SURVEY.INVALID_ANSWER');
    given([])
      .when(answer([full[0], { questionId: 'q2', value: '모름' }]))
      .thenThrows('SURVEY.INVALID_ANSWER');
    given([])
      .when(answer([full[0], full[1], { questionId: 'q3', value: ['기타'], other: ' ' }]))
      .thenThrows('SURVEY.INVALID_ANSWER');
    given([])
      .when(answer([full[0], full[1], { questionId: 'q3', value: ['전시', '전시'] }]))
      .thenThrows('SURVEY.INVALID_ANSWER');
  });

  it('refuses an answer to a question the survey does not have, or two answers to one', () => {
    given([])
      .when(answer([...full, { questionId: 'q9', value: 1 }]))
      .thenThrows('SURVEY.INVALID_ANSWER');
    given([])
      .when(answer([...full, { questionId: 'q1', value: 2 }]))
      .thenThrows('SURVEY.INVALID_ANSWER');
  });

  it('refuses a text answer over 1,000 characters or with control characters', () => {
    given([])
      .when(answer([full[0], full[1], { questionId: 'q4', value: '가'.repeat(1001) }]))
      .thenThrows('SURVEY.INVALID_ANSWER');
    given([])
      .when(answer([full[0], full[1], { questionId: 'q4', value: '좋아요\u0000' }]))
      .thenThrows('SURVEY.INVALID_ANSWER');
  });
});

/** The refusal of these answers: its Korean message and its English (issue 50). */
function refusal(answers: SurveyAnswerItem[]) {
  try {
    checkAnswers(survey.questions, answers);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, korean: error.message, english: error.english };
    throw error;
  }
  throw new Error('not refused');
}

describe('a refused answer, in Korean and in English', () => {
  it('given a required question left out, then it names its number in both', () => {
    expect(refusal([full[0]])).toEqual({
      code: 'SURVEY.INVALID_ANSWER',
      korean: '2번 문항에 답해주세요.',
      english: 'Please answer question 2.',
    });
  });

  it('given a score outside 1–5 or 기타 without its text or too long, then the question is named in both', () => {
    expect(refusal([{ questionId: 'q1', value: 6 }])).toMatchObject({
      korean: '1번 문항: 1점부터 5점 중 하나를 고르세요.',
      english: 'Question 1: please choose a point from 1 to 5.',
    });
    expect(refusal([full[0], full[1], { questionId: 'q3', value: ['기타'], other: ' ' }])).toMatchObject({
      korean: '3번 문항: 기타 내용을 입력하세요.',
      english: "Question 3: please write your 'Other' answer.",
    });
    expect(
      refusal([full[0], full[1], { questionId: 'q3', value: ['기타'], other: 'x'.repeat(201) }]),
    ).toMatchObject({
      korean: '3번 문항의 기타: 200자 이하로 입력하세요.',
      english: "Question 3, 'Other': please write at most 200 characters.",
    });
  });

  it('given an answer to a question the survey has not, then it says so in both', () => {
    expect(refusal([...full, { questionId: 'q9', value: 1 }])).toMatchObject({
      korean: '설문에 없는 문항의 응답입니다.',
      english: 'An answer is for a question the survey does not have.',
    });
  });
});
