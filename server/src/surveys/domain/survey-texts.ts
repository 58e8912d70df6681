import type { SurveyAnswerItem, SurveyQuestion } from '@expo/contract/surveys';

/**
 * What respondents wrote in their own words (주관식 answers, 기타 texts) by question id (`q4`, `q3.other`): kept
 * apart from scores and choices, sealed in the log as personal data and erased with the respondent, while
 * scores and choices stay for the results.
 */
export type AnswerTexts = Record<string, string>;

const otherKey = (questionId: string) => `${questionId}.other`;

/** Where a version's questions keep texts: each 주관식 under its id, each '기타' under `{id}.other`. */
export const textKeysOf = (questions: readonly SurveyQuestion[]): string[] =>
  questions.flatMap((q) => (q.kind === 'text' ? [q.id] : q.other ? [otherKey(q.id)] : []));

/** Answers split into scores and choices (without the 주관식 answers and 기타 texts) and the texts. */
export function splitTexts(
  questions: SurveyQuestion[],
  answers: SurveyAnswerItem[],
): { choices: SurveyAnswerItem[]; texts: AnswerTexts } {
  const textQuestions = new Set(questions.filter((q) => q.kind === 'text').map((q) => q.id));
  const choices: SurveyAnswerItem[] = [];
  const texts: AnswerTexts = {};
  for (const { questionId, value, other } of answers) {
    if (textQuestions.has(questionId)) {
      texts[questionId] = String(value);
      continue;
    }
    choices.push({ questionId, value });
    if (other !== undefined) texts[otherKey(questionId)] = other;
  }
  return { choices, texts };
}

/** The answers again from scores and choices and the texts (erased texts: those answers are gone). */
export function joinTexts(
  questions: SurveyQuestion[],
  choices: SurveyAnswerItem[],
  texts: AnswerTexts,
): SurveyAnswerItem[] {
  const answers: SurveyAnswerItem[] = [];
  for (const q of questions) {
    if (q.kind === 'text') {
      if (texts[q.id]) answers.push({ questionId: q.id, value: texts[q.id] });
      continue;
    }
    const choice = choices.find((c) => c.questionId === q.id);
    if (!choice) continue;
    const other = texts[otherKey(q.id)];
    answers.push(other ? { ...choice, other } : choice);
  }
  return answers;
}

/** The texts as the log seals them: one JSON string ('' once erased). */
export const sealTexts = (texts: AnswerTexts): string => JSON.stringify(texts);
export const openTexts = (sealed: string): AnswerTexts => (sealed ? (JSON.parse(sealed) as AnswerTexts) : {});
