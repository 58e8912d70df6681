import { characterCount, hasUnstorableCharacters } from '@expo/contract/fields';
import type { SurveyAnswerItem, SurveyQuestion } from '@expo/contract/surveys';
import { OTHER_OPTION, SURVEY_LIMITS } from '@expo/contract/surveys-values';
import { SurveyErrors } from './survey.errors.js';

const refuse = (message: string): never => {
  throw SurveyErrors.invalidAnswer(message);
};

/** A text answer (주관식, 기타): one or more lines, trimmed, storable, at most `max`; '' when blank. */
function answerText(raw: unknown, max: number, at: string): string {
  if (typeof raw !== 'string') return refuse(`${at}: 응답이 올바르지 않습니다.`);
  const value = raw.replace(/\r\n?/g, '\n').trim();
  if (characterCount(value) > max) return refuse(`${at}: ${max}자 이하로 입력하세요.`);
  if (hasUnstorableCharacters(value.replace(/[\n\t]/g, ' ')))
    return refuse(`${at}: 사용할 수 없는 문자가 있습니다.`);
  return value;
}

/** One answer checked against its question; undefined when it answers nothing (a blank text, no choice). */
function checkAnswer(q: SurveyQuestion, item: SurveyAnswerItem, at: string): SurveyAnswerItem | undefined {
  const { value } = item;
  switch (q.kind) {
    case 'scale5':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5)
        return refuse(`${at}: 1점부터 5점 중 하나를 고르세요.`);
      return { questionId: q.id, value };
    case 'single':
      if (typeof value !== 'string' || !q.options.includes(value))
        return refuse(`${at}: 보기 중 하나를 고르세요.`);
      return { questionId: q.id, value };
    case 'multiple': {
      if (!Array.isArray(value)) return refuse(`${at}: 보기 중에서 고르세요.`);
      const allowed = q.other ? [...q.options, OTHER_OPTION] : q.options;
      if (value.some((choice) => !allowed.includes(choice)) || new Set(value).size !== value.length)
        return refuse(`${at}: 보기 중에서 고르세요.`);
      if (value.length === 0) return undefined;
      // in the question's order, whatever order the phone sent
      const choices = allowed.filter((option) => value.includes(option));
      if (!choices.includes(OTHER_OPTION)) return { questionId: q.id, value: choices };
      const other = answerText(item.other ?? '', SURVEY_LIMITS.otherText, `${at}의 기타`);
      if (other === '') return refuse(`${at}: 기타 내용을 입력하세요.`);
      return { questionId: q.id, value: choices, other };
    }
    case 'text': {
      const text = answerText(value, SURVEY_LIMITS.textAnswer, at);
      return text === '' ? undefined : { questionId: q.id, value: text };
    }
  }
}

/**
 * A respondent's answers checked against the survey's questions: each answers a question of it at most once,
 * within its scale or options; every required question is answered. Returned in the questions' order, without
 * the blank ones.
 */
export function checkAnswers(questions: SurveyQuestion[], items: SurveyAnswerItem[]): SurveyAnswerItem[] {
  const byQuestion = new Map<string, SurveyAnswerItem>();
  for (const item of items) {
    if (!questions.some((q) => q.id === item.questionId)) refuse('설문에 없는 문항의 응답입니다.');
    if (byQuestion.has(item.questionId)) refuse('같은 문항의 응답이 두 번 있습니다.');
    byQuestion.set(item.questionId, item);
  }
  const checked: SurveyAnswerItem[] = [];
  for (const [i, q] of questions.entries()) {
    const at = `${i + 1}번 문항`;
    const item = byQuestion.get(q.id);
    const answer = item && checkAnswer(q, item, at);
    if (answer) checked.push(answer);
    else if (q.required) refuse(`${at}에 답해주세요.`);
  }
  return checked;
}
