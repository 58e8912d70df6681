import type { SurveyQuestion } from '@expo/contract/surveys';
import { describe, expect, it } from 'vitest';

import { answersOf, draftsOf } from './answer-model';
import { SURVEY_ANSWER_TEXTS } from './answer-texts';

const q = (
  id: string,
  kind: SurveyQuestion['kind'],
  extra: Partial<SurveyQuestion> = {},
): SurveyQuestion => ({
  id,
  kind,
  text: id,
  required: false,
  options: [],
  other: false,
  ends: null,
  ...extra,
});
const questions = [
  q('q1', 'scale5', { required: true }),
  q('q2', 'multiple', { options: ['전시', '강연'], other: true }),
  q('q3', 'text'),
];

describe('the respondent’s answers', () => {
  it('names the first required question left unanswered', () => {
    expect(answersOf(questions, {})).toEqual({ problem: '1번 문항에 답해주세요.', questionId: 'q1' });
  });

  it('asks for the text of 기타', () => {
    expect(answersOf(questions, { q1: { score: 4 }, q2: { choices: ['기타'], other: ' ' } })).toEqual({
      problem: '2번 문항: 기타 내용을 입력하세요.',
      questionId: 'q2',
    });
  });

  it('sends choices in the question’s order, trims texts and leaves blank ones out', () => {
    expect(
      answersOf(questions, {
        q1: { score: 4 },
        q2: { choices: ['기타', '전시'], other: ' 상담 ' },
        q3: { text: ' ' },
      }),
    ).toEqual({
      answers: [
        { questionId: 'q1', value: 4 },
        { questionId: 'q2', value: ['전시', '기타'], other: '상담' },
      ],
    });
  });

  it('opens an earlier answer as drafts again', () => {
    const earlier = [
      { questionId: 'q1', value: 5 },
      { questionId: 'q2', value: ['강연'] },
      { questionId: 'q3', value: '좋아요' },
    ];
    expect(answersOf(questions, draftsOf(questions, earlier))).toEqual({ answers: earlier });
  });
});

describe('answersOf in English', () => {
  it('given the English page, when a required question or an Other text is missing, then it says so in English', () => {
    const en = SURVEY_ANSWER_TEXTS.en;
    expect(answersOf([q('a', 'scale5', { required: true })], {}, en)).toEqual({
      problem: 'Please answer question 1.',
      questionId: 'a',
    });
    const other = q('b', 'multiple', { options: ['x'], other: true });
    expect(answersOf([q('a', 'text'), other], { b: { choices: ['기타'], other: ' ' } }, en)).toEqual({
      problem: "Question 2: please specify your 'Other' answer.",
      questionId: 'b',
    });
  });
});
