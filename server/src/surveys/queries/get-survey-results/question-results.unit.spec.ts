import type { SurveyQuestion } from '@expo/contract/surveys';
import { describe, expect, it } from 'vitest';
import { questionResults, responseRate } from './question-results.js';

const q = (
  id: string,
  kind: SurveyQuestion['kind'],
  extra: Partial<SurveyQuestion> = {},
): SurveyQuestion => ({
  id,
  kind,
  text: `${id}?`,
  required: true,
  options: [],
  other: false,
  ends: null,
  ...extra,
});

describe('survey results by question', () => {
  it('gives a 5점 척도 its mean to two decimals, the 100-point figure and each point’s share', () => {
    // 3 × 5, 2 × 4, 1 × 2: mean 25 / 6 = 4.1666…
    const counts = new Map([
      [
        'q1',
        new Map([
          ['5', 3],
          ['4', 2],
          ['2', 1],
        ]),
      ],
    ]);
    const [result] = questionResults([q('q1', 'scale5')], counts, new Map([['q1', 6]]), new Map(), new Map());
    expect(result.mean).toBe(4.17);
    expect(result.hundredPoint).toBe(79.2); // (25/6 − 1) × 25 = 79.166…
    expect(result.distribution).toEqual([
      { label: '1점 매우 불만족', count: 0, percent: 0 },
      { label: '2점 불만족', count: 1, percent: 16.7 },
      { label: '3점 보통', count: 0, percent: 0 },
      { label: '4점 만족', count: 2, percent: 33.3 },
      { label: '5점 매우 만족', count: 3, percent: 50 },
    ]);
  });

  it('names the ends of a scale as the question does', () => {
    const ends = { low: '전혀 아니다', high: '매우 그렇다' };
    const [result] = questionResults(
      [q('q1', 'scale5', { ends })],
      new Map(),
      new Map(),
      new Map(),
      new Map(),
    );
    expect(result.distribution.map((row) => row.label)).toEqual([
      '1점 전혀 아니다',
      '2점 불만족',
      '3점 보통',
      '4점 만족',
      '5점 매우 그렇다',
    ]);
    expect(result.mean).toBeNull();
  });

  it('shares a 복수 선택’s options among those who answered it (more than 100 in all), with 기타', () => {
    const question = q('q2', 'multiple', { options: ['전시', '강연'], other: true });
    const counts = new Map([
      [
        'q2',
        new Map([
          ['전시', 4],
          ['강연', 3],
          ['기타', 1],
        ]),
      ],
    ]);
    const [result] = questionResults([question], counts, new Map([['q2', 5]]), new Map(), new Map());
    expect(result.distribution).toEqual([
      { label: '전시', count: 4, percent: 80 },
      { label: '강연', count: 3, percent: 60 },
      { label: '기타', count: 1, percent: 20 },
    ]);
  });

  it('counts a 주관식 question as answered by its texts', () => {
    const texts = new Map([['q4', [{ text: '좋았어요', answeredAt: '2026-12-06T10:00:00' }]]]);
    const [result] = questionResults([q('q4', 'text')], new Map(), new Map(), texts, new Map([['q4', 1]]));
    expect(result).toMatchObject({ answered: 1, textCount: 1, distribution: [] });
  });

  it('gives the response rate to one decimal, and none for an empty audience', () => {
    expect(responseRate(2, 3)).toBe(66.7);
    expect(responseRate(0, 0)).toBeNull();
  });
});
