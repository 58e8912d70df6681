import { characterCount, hasUnstorableCharacters } from '@expo/contract/fields';
import type { SurveyAnswerItem, SurveyQuestion } from '@expo/contract/surveys';
import { OTHER_OPTION, SURVEY_LIMITS } from '@expo/contract/surveys-values';
import { SurveyErrors } from './survey.errors.js';

/** A refusal in Korean, and in English for a respondent reading the page in English (issue 50). */
const refuse = (message: string, english: string): never => {
  throw SurveyErrors.invalidAnswer(message, english);
};

/** Where an answer is: '3번 문항' and 'Question 3' (its 기타 text: '3번 문항의 기타', "Question 3, 'Other'"). */
interface At {
  ko: string;
  en: string;
}

/** A text answer (주관식, 기타): one or more lines, trimmed, storable, at most `max`; '' when blank. */
function answerText(raw: unknown, max: number, at: At): string {
  if (typeof raw !== 'string')
    return refuse(`${at.ko}: 응답이 올바르지 않습니다.`, `${at.en}: the answer is not valid.`);
  const value = raw.replace(/\r\n?/g, '\n').trim();
  if (characterCount(value) > max)
    return refuse(
      `${at.ko}: ${max}자 이하로 입력하세요.`,
      `${at.en}: please write at most ${max} characters.`,
    );
  if (hasUnstorableCharacters(value.replace(/[\n\t]/g, ' ')))
    return refuse(
      `${at.ko}: 사용할 수 없는 문자가 있습니다.`,
      `${at.en}: it contains characters that cannot be used.`,
    );
  return value;
}

/** One answer checked against its question; undefined when it answers nothing (a blank text, no choice). */
function checkAnswer(q: SurveyQuestion, item: SurveyAnswerItem, at: At): SurveyAnswerItem | undefined {
  const { value } = item;
  switch (q.kind) {
    case 'scale5':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5)
        return refuse(
          `${at.ko}: 1점부터 5점 중 하나를 고르세요.`,
          `${at.en}: please choose a point from 1 to 5.`,
        );
      return { questionId: q.id, value };
    case 'single':
      if (typeof value !== 'string' || !q.options.includes(value))
        return refuse(`${at.ko}: 보기 중 하나를 고르세요.`, `${at.en}: please choose one of the options.`);
      return { questionId: q.id, value };
    case 'multiple': {
      if (!Array.isArray(value))
        return refuse(`${at.ko}: 보기 중에서 고르세요.`, `${at.en}: please choose among the options.`);
      const allowed = q.other ? [...q.options, OTHER_OPTION] : q.options;
      if (value.some((choice) => !allowed.includes(choice)) || new Set(value).size !== value.length)
        return refuse(`${at.ko}: 보기 중에서 고르세요.`, `${at.en}: please choose among the options.`);
      if (value.length === 0) return undefined;
      // in the question's order, whatever order the phone sent
      const choices = allowed.filter((option) => value.includes(option));
      if (!choices.includes(OTHER_OPTION)) return { questionId: q.id, value: choices };
      const other = answerText(item.other ?? '', SURVEY_LIMITS.otherText, {
        ko: `${at.ko}의 기타`,
        en: `${at.en}, 'Other'`,
      });
      if (other === '')
        return refuse(`${at.ko}: 기타 내용을 입력하세요.`, `${at.en}: please write your 'Other' answer.`);
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
    if (!questions.some((q) => q.id === item.questionId))
      refuse('설문에 없는 문항의 응답입니다.', 'An answer is for a question the survey does not have.');
    if (byQuestion.has(item.questionId))
      refuse('같은 문항의 응답이 두 번 있습니다.', 'A question is answered twice.');
    byQuestion.set(item.questionId, item);
  }
  const checked: SurveyAnswerItem[] = [];
  for (const [i, q] of questions.entries()) {
    const at = { ko: `${i + 1}번 문항`, en: `Question ${i + 1}` };
    const item = byQuestion.get(q.id);
    const answer = item && checkAnswer(q, item, at);
    if (answer) checked.push(answer);
    else if (q.required) refuse(`${at.ko}에 답해주세요.`, `Please answer question ${i + 1}.`);
  }
  return checked;
}
