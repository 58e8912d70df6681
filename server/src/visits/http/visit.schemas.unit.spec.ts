import { describe, expect, it } from 'vitest';
import { parseWith } from '../../http/schema/index.js';
import { boothIdParam } from '@expo/contract/booths';
import { lectureIdParam } from '@expo/contract/lectures';
import { boothVisitBody, lectureCheckInBody } from '@expo/contract/visits';

const refusal = (message: string, code = 'VALIDATION.INVALID') =>
  expect.objectContaining({ status: 400, code, message });

// a body id and a path id alike: 'ID' is read 아이디, so its particle is 가
describe('the visit bodies', () => {
  it('take ids as numbers or strings of digits', () => {
    expect(parseWith(boothVisitBody, { boothId: 3, userId: '42', other: 'x' })).toEqual({
      boothId: 3,
      userId: 42,
    });
    expect(parseWith(lectureCheckInBody, { lectureId: ' 7 ', userId: 2_147_483_647 })).toEqual({
      lectureId: 7,
      userId: 2_147_483_647,
    });
  });

  it("refuse what Number() would misread, zero, negatives, fractions and PostgreSQL's overflow", () => {
    for (const bad of [
      '0x1F',
      '1e3',
      '12.0',
      '',
      ' ',
      0,
      -1,
      1.5,
      2_147_483_648,
      '2147483648',
      true,
      null,
      [1],
    ])
      expect(() => parseWith(boothVisitBody, { boothId: 1, userId: bad })).toThrow(
        refusal('참석자 ID가 올바르지 않습니다.'),
      );
  });

  it('answer the first refused field, in the order the body names them', () => {
    expect(() => parseWith(boothVisitBody, {})).toThrow(refusal('부스 ID가 올바르지 않습니다.'));
    expect(() => parseWith(lectureCheckInBody, { userId: 'x' })).toThrow(
      refusal('강연 ID가 올바르지 않습니다.'),
    );
    expect(() => parseWith(lectureCheckInBody, { lectureId: 1 })).toThrow(
      refusal('참석자 ID가 올바르지 않습니다.'),
    );
  });

  it('refuse a body that is not an object', () => {
    for (const body of [undefined, null, [], [{ boothId: 1, userId: 1 }], 'x', 1])
      expect(() => parseWith(boothVisitBody, body)).toThrow(refusal('요청 본문이 올바르지 않습니다.'));
  });
});

describe('the path ids', () => {
  it('are digits within PostgreSQL integers, else VALIDATION.ID', () => {
    expect(parseWith(boothIdParam, '12')).toBe(12);
    for (const bad of ['0', 'abc', '1e3', '-1', '2147483648'])
      expect(() => parseWith(boothIdParam, bad)).toThrow(
        refusal('부스 ID가 올바르지 않습니다.', 'VALIDATION.ID'),
      );
    expect(() => parseWith(lectureIdParam, 'x')).toThrow(
      refusal('강연 ID가 올바르지 않습니다.', 'VALIDATION.ID'),
    );
  });
});
