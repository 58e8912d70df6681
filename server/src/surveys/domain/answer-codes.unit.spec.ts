import { describe, expect, it } from 'vitest';
import { answerCodes, answerScore, readCode } from './answer-codes.js';

describe('answer codes: what the results count of an answer', () => {
  const choices = [
    { questionId: 'q1', value: 4 },
    { questionId: 'q2', value: 2 },
    { questionId: 'q3', value: '예' },
    { questionId: 'q4', value: ['전시', '기타'] },
    // an option may hold what a code uses: it is the value's, not the code's
    { questionId: 'q5', value: 'A=B [참가]' },
  ];

  it('gives one code a question, a 복수 선택 set as one code', () => {
    expect(answerCodes(choices)).toEqual(['q1=4', 'q2=2', 'q3=예', 'q4[]=["전시","기타"]', 'q5=A=B [참가]']);
  });

  it('reads each code back to its question and the values it counts', () => {
    expect(answerCodes(choices).map(readCode)).toEqual([
      { questionId: 'q1', values: ['4'] },
      { questionId: 'q2', values: ['2'] },
      { questionId: 'q3', values: ['예'] },
      { questionId: 'q4', values: ['전시', '기타'] },
      { questionId: 'q5', values: ['A=B [참가]'] },
    ]);
  });

  it("reads a set as PostgreSQL writes it (the migration's codes: a space after each comma)", () => {
    expect(readCode('q4[]=["전시", "기타"]')).toEqual({ questionId: 'q4', values: ['전시', '기타'] });
  });

  it('scores an answer by the mean of its 5점 척도 points, none without one', () => {
    expect(answerScore(choices)).toBe(3);
    expect(answerScore([{ questionId: 'q3', value: '예' }])).toBeNull();
    expect(answerScore([])).toBeNull();
  });
});
