import { describe, expect, it } from 'vitest';
import { parseWith } from '../../http/schema/index.js';
import { lectureBody, lectureIdParam } from '@expo/contract/lectures';

const form = (overrides: Record<string, unknown> = {}) => ({
  title: '생성형 AI의 미래',
  instructor: '김교수',
  date: '2026-11-21',
  time: '14:00',
  location: '그랜드볼룸 A',
  ...overrides,
});
const parse = (overrides: Record<string, unknown> = {}) => parseWith(lectureBody, form(overrides));
const refusal = (message: string, code = 'VALIDATION.INVALID') =>
  expect.objectContaining({ status: 400, code, message });

describe('the lecture form', () => {
  it('keeps the fields trimmed, with no eventId unless one is named', () => {
    expect(parse({ title: '  생성형 AI의 미래 ' })).toEqual({
      ...form(),
      capacity: undefined,
      eventId: undefined,
    });
    expect(parse({ eventId: '7' }).eventId).toBe(7);
  });

  it('answers the first refused field in the order the form shows them', () => {
    expect(() => parse({ title: '', time: '25:00' })).toThrow(refusal('제목을 입력하세요.'));
    expect(() => parse({ instructor: undefined })).toThrow(refusal('강연자를 입력하세요.'));
    expect(() => parse({ location: 'x'.repeat(201) })).toThrow(refusal('장소는 200자 이하로 입력하세요.'));
    expect(() => parse({ eventId: 'abc' })).toThrow(
      refusal('이벤트 ID가 올바르지 않습니다.', 'VALIDATION.EVENT_ID'),
    );
  });

  it('takes a date that exists, as YYYY-MM-DD', () => {
    expect(parse({ date: ' 2028-02-29 ' }).date).toBe('2028-02-29');
    for (const date of ['2026-13-40', '2026-02-30', '2026-11-2', '26-11-21', '2026/11/21', '내일', 20261121])
      expect(() => parse({ date })).toThrow(refusal('날짜는 YYYY-MM-DD 형식의 올바른 날짜여야 합니다.'));
    expect(() => parse({ date: '' })).toThrow(refusal('날짜를 입력하세요.'));
    expect(() => parse({ date: '2026-11-21T00' })).toThrow(refusal('날짜는 10자 이하로 입력하세요.'));
  });

  it('takes a time as HH:mm, seconds dropped', () => {
    expect(parse({ time: '09:30:59' }).time).toBe('09:30');
    expect(parse({ time: '23:59' }).time).toBe('23:59');
    for (const time of ['25:00', '12:60', '24:00', '1400', '9:30'])
      expect(() => parse({ time })).toThrow(refusal('시간은 HH:mm 형식(00:00~23:59)이어야 합니다.'));
    expect(() => parse({ time: '14:00:00:00' })).toThrow(refusal('시간은 8자 이하로 입력하세요.'));
    expect(() => parse({ time: true })).toThrow(refusal('시간 값의 형식이 올바르지 않습니다.'));
  });
});

describe("the lecture form's 정원 (optional)", () => {
  const capacityRefused = refusal('정원은 1~100,000 사이의 정수로 입력하세요.');

  it('is left out (undefined: an edit keeps it), or cleared by null or a blank', () => {
    expect(parse().capacity).toBeUndefined();
    for (const capacity of [null, '', '   ']) expect(parse({ capacity }).capacity).toBeNull();
  });

  it('takes a whole number of seats 1..100,000, as a number or the digits a form sends', () => {
    expect(parse({ capacity: 1 }).capacity).toBe(1);
    expect(parse({ capacity: 120 }).capacity).toBe(120);
    expect(parse({ capacity: ' 300 ' }).capacity).toBe(300);
    expect(parse({ capacity: 100_000 }).capacity).toBe(100_000);
  });

  it('refuses zero, negatives, fractions, text, too many seats and other JSON types in Korean', () => {
    for (const capacity of [
      0,
      -1,
      1.5,
      '12.5',
      '-3',
      '1e3',
      '백 명',
      'abc',
      100_001,
      '100001',
      Number.MAX_SAFE_INTEGER + 2,
      true,
      [30],
      { seats: 30 },
    ])
      expect(() => parse({ capacity }), JSON.stringify(capacity)).toThrow(capacityRefused);
  });

  it('is checked after the spec fields, in the order the form shows them', () => {
    expect(() => parse({ location: '', capacity: 0 })).toThrow(refusal('장소를 입력하세요.'));
  });
});

describe('the lecture id in the path', () => {
  it('is a positive integer, or VALIDATION.ID', () => {
    expect(parseWith(lectureIdParam, '12')).toBe(12);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '1e3'])
      expect(() => parseWith(lectureIdParam, id)).toThrow(
        refusal('강연 ID가 올바르지 않습니다.', 'VALIDATION.ID'),
      );
  });
});
