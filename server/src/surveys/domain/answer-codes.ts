import type { SurveyAnswerItem } from '@expo/contract/surveys';

/**
 * What the results count of an answer, one code a question, kept with it by the projection (docs/SURVEYS.md,
 * "Speed"): a score or an option as `q1=4`, `q7=예`; a 복수 선택's set as `q9[]=["전시","강연"]` (each of its
 * options counts; the question counts once). Question ids are `q{n}`: neither '=' nor '[]' is part of one.
 */
export function answerCodes(choices: readonly SurveyAnswerItem[]): string[] {
  return choices.map(({ questionId, value }) =>
    Array.isArray(value) ? `${questionId}[]=${JSON.stringify(value)}` : `${questionId}=${String(value)}`,
  );
}

/** The mean of an answer's 5점 척도 points (its only numbers), or null when it has none. */
export function answerScore(choices: readonly SurveyAnswerItem[]): number | null {
  const points = choices.flatMap(({ value }) => (typeof value === 'number' ? [value] : []));
  return points.length ? points.reduce((sum, p) => sum + p, 0) / points.length : null;
}

/** A code read back: its question and the values it counts (a set's options, or the one value). */
export function readCode(code: string): { questionId: string; values: string[] } {
  const at = code.indexOf('=');
  const key = code.slice(0, at);
  const value = code.slice(at + 1);
  return key.endsWith('[]')
    ? { questionId: key.slice(0, -2), values: (JSON.parse(value) as unknown[]).map(String) }
    : { questionId: key, values: [value] };
}
