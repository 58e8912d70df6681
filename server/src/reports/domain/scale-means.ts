import type { QuestionResult } from '@expo/contract/surveys';

/** The 5점 척도 answers counted so far: their points added up, and how many there were. */
export interface ScaleTally {
  sum: number;
  count: number;
}

export const NO_SCALE_ANSWERS: ScaleTally = { sum: 0, count: 0 };

/**
 * Adds the 5점 척도 answers of a survey's question results to `tally`: each point's count (the i-th row of a
 * scale's distribution is i + 1 points) times its points. Choices and texts are no score.
 */
export function addScaleAnswers(
  tally: ScaleTally,
  questions: readonly Pick<QuestionResult, 'kind' | 'distribution'>[],
): ScaleTally {
  let { sum, count } = tally;
  for (const question of questions) {
    if (question.kind !== 'scale5') continue;
    for (const [i, row] of question.distribution.entries()) {
      sum += (i + 1) * row.count;
      count += row.count;
    }
  }
  return { sum, count };
}

/** The mean of the answers to two decimals (as the survey results give a question's), or null for none. */
export const scaleMean = ({ sum, count }: ScaleTally): number | null =>
  count === 0 ? null : Math.round((sum / count) * 100) / 100;
