import { describe, expect, it } from 'vitest';
import { addScaleAnswers, NO_SCALE_ANSWERS, scaleMean } from './scale-means.js';

const scale = (...counts: number[]) => ({
  kind: 'scale5' as const,
  distribution: counts.map((count, i) => ({ label: `${String(i + 1)}점`, count, percent: 0 })),
});

describe('the mean of 5점 척도 answers (강연 현황의 만족도)', () => {
  it('counts every point of every scale question, and nothing of choices', () => {
    // q1: 5, 5, 4; q2: 3, 2 → 19 / 5 = 3.8; the single choice's 9 answers are no score
    let tally = addScaleAnswers(NO_SCALE_ANSWERS, [
      scale(0, 0, 0, 1, 2),
      { kind: 'single', distribution: [{ label: '예', count: 9, percent: 100 }] },
    ]);
    tally = addScaleAnswers(tally, [scale(0, 1, 1, 0, 0)]);
    expect(tally).toEqual({ sum: 19, count: 5 });
    expect(scaleMean(tally)).toBe(3.8);
  });

  it('rounds to two decimals and has none without an answer', () => {
    expect(scaleMean(addScaleAnswers(NO_SCALE_ANSWERS, [scale(1, 0, 0, 0, 2)]))).toBe(3.67);
    expect(scaleMean(NO_SCALE_ANSWERS)).toBeNull();
  });
});
