import type { SurveyAnswerItem, SurveyQuestion } from '@expo/contract/surveys';
import { OTHER_OPTION } from '@expo/contract/surveys-values';

import { SURVEY_ANSWER_TEXTS, type SurveyAnswerTexts } from './answer-texts';

/** What the page holds for one question while the respondent answers. */
export interface AnswerDraft {
  score?: number;
  choice?: string;
  choices?: string[];
  other?: string;
  text?: string;
}
export type AnswerDrafts = Record<string, AnswerDraft>;

/** The drafts of an earlier answer (the respondent changes it), or empty ones. */
export function draftsOf(questions: SurveyQuestion[], earlier: SurveyAnswerItem[] = []): AnswerDrafts {
  const drafts: AnswerDrafts = {};
  for (const q of questions) {
    const item = earlier.find((a) => a.questionId === q.id);
    if (!item) continue;
    if (q.kind === 'scale5' && typeof item.value === 'number') drafts[q.id] = { score: item.value };
    if (q.kind === 'single' && typeof item.value === 'string') drafts[q.id] = { choice: item.value };
    if (q.kind === 'multiple' && Array.isArray(item.value))
      drafts[q.id] = { choices: item.value, other: item.other ?? '' };
    if (q.kind === 'text' && typeof item.value === 'string') drafts[q.id] = { text: item.value };
  }
  return drafts;
}

/**
 * The answers to send, or the first thing to fix ('n번 문항에 답해주세요.'): every required question answered,
 * 기타 with its text. The server checks the same again.
 */
export function answersOf(
  questions: SurveyQuestion[],
  drafts: AnswerDrafts,
  texts: Pick<SurveyAnswerTexts, 'missingRequired' | 'missingOther'> = SURVEY_ANSWER_TEXTS.ko,
): { answers: SurveyAnswerItem[] } | { problem: string; questionId: string } {
  const answers: SurveyAnswerItem[] = [];
  for (const [i, q] of questions.entries()) {
    const d = drafts[q.id] ?? {};
    let item: SurveyAnswerItem | undefined;
    if (q.kind === 'scale5' && d.score) item = { questionId: q.id, value: d.score };
    if (q.kind === 'single' && d.choice) item = { questionId: q.id, value: d.choice };
    if (q.kind === 'multiple' && d.choices?.length) {
      const chosen = [...q.options, OTHER_OPTION].filter((option) => d.choices?.includes(option));
      const other = (d.other ?? '').trim();
      if (chosen.includes(OTHER_OPTION) && other === '')
        return { problem: texts.missingOther(i + 1), questionId: q.id };
      item = { questionId: q.id, value: chosen, ...(chosen.includes(OTHER_OPTION) ? { other } : {}) };
    }
    if (q.kind === 'text' && d.text?.trim()) item = { questionId: q.id, value: d.text.trim() };
    if (item) answers.push(item);
    else if (q.required) return { problem: texts.missingRequired(i + 1), questionId: q.id };
  }
  return { answers };
}
