import type { QuestionResult, SurveyQuestion } from '@expo/contract/surveys';
import { OTHER_OPTION, scaleLabels, toHundredPoint } from '@expo/contract/surveys-values';

/** How many answered each value of a question (a score '4', an option '예'; a 복수 선택 counts each option). */
export type ValueCounts = Map<string, Map<string, number>>;
export type QuestionTexts = Map<string, { text: string; answeredAt: string }[]>;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const percentOf = (count: number, of: number) => (of === 0 ? 0 : round((count / of) * 100, 1));

/**
 * Each question's figures from the counts: a 5점 척도's mean (two decimals), its 100-point figure and the count
 * and share of each point; a choice's count and share of each option (복수 선택: of those who answered it, so the
 * shares may add up to more than 100); the texts newest first.
 */
export function questionResults(
  questions: SurveyQuestion[],
  counts: ValueCounts,
  answered: Map<string, number>,
  texts: QuestionTexts,
  textCounts: Map<string, number>,
): QuestionResult[] {
  return questions.map((q) => {
    const values = counts.get(q.id) ?? new Map<string, number>();
    // a 주관식 answer is a text (kept apart from scores and choices): those who answered it are its texts
    const n = (q.kind === 'text' ? textCounts : answered).get(q.id) ?? 0;
    const base = {
      id: q.id,
      kind: q.kind,
      text: q.text,
      answered: n,
      mean: null,
      hundredPoint: null,
      distribution: [],
      texts: texts.get(q.id) ?? [],
      textCount: textCounts.get(q.id) ?? 0,
    };
    if (q.kind === 'scale5') {
      const labels = scaleLabels(q.ends);
      const distribution = labels.map((label, i) => {
        const count = values.get(String(i + 1)) ?? 0;
        return { label: `${i + 1}점 ${label}`, count, percent: percentOf(count, n) };
      });
      const sum = distribution.reduce((total, row, i) => total + row.count * (i + 1), 0);
      const mean = n === 0 ? null : round(sum / n, 2);
      return {
        ...base,
        mean,
        hundredPoint: mean === null ? null : round(toHundredPoint(sum / n), 1),
        distribution,
      };
    }
    if (q.kind === 'text') return base;
    const options = q.other ? [...q.options, OTHER_OPTION] : q.options;
    const distribution = options.map((label) => {
      const count = values.get(label) ?? 0;
      return { label, count, percent: percentOf(count, n) };
    });
    return { ...base, distribution };
  });
}

/** The response rate in % (one decimal), or null for an audience of none. */
export const responseRate = (responses: number, audience: number): number | null =>
  audience === 0 ? null : percentOf(responses, audience);
