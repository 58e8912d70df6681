import type { BoothSurveyAnswer } from '@expo/contract/reports';
import type { SurveyAnswerItem, SurveyQuestion } from '@expo/contract/surveys';

type Answers = Readonly<Record<string, SurveyAnswerItem['value']>>;

/**
 * A booth's answer to a 참가사 survey as its report shows it: each 5점 척도 with its score and each choice question
 * with the options picked, in the order of the version it answered (주관식 left out: texts are not figures).
 */
export function boothSurveyAnswers(
  questions: readonly SurveyQuestion[],
  answers: Answers,
): BoothSurveyAnswer[] {
  const shown: BoothSurveyAnswer[] = [];
  for (const q of questions) {
    if (q.kind === 'text') continue;
    const value = answers[q.id];
    const score = q.kind === 'scale5' && typeof value === 'number' ? value : null;
    const choices =
      q.kind === 'single' && typeof value === 'string'
        ? [value]
        : q.kind === 'multiple' && Array.isArray(value)
          ? [...value]
          : [];
    shown.push({ questionId: q.id, kind: q.kind, text: q.text, score, choices });
  }
  return shown;
}
