import { describe, expect, it } from 'vitest';
import { eventIdField, idParam, positiveInt } from '@expo/contract/fields';
import { parseWith } from './validation-error.js';

const refusal = (code: string, message: string) => expect.objectContaining({ status: 400, code, message });

describe('id fields', () => {
  it('answer every number out of range in Korean, as any other wrong id', () => {
    for (const raw of [0, -1, 1.5, 1e20, 2_147_483_648, '0x1F', '1e3', '12.0', true, null])
      expect(() => parseWith(positiveInt('부스 ID'), raw)).toThrow(
        refusal('VALIDATION.INVALID', '부스 ID가 올바르지 않습니다.'),
      );
    for (const raw of [0, -1, 1e20, 'abc', ['1', '2'], true])
      expect(() => parseWith(eventIdField, raw)).toThrow(
        refusal('VALIDATION.EVENT_ID', '이벤트 ID가 올바르지 않습니다.'),
      );
  });
  it('take a number or a string of digits', () => {
    expect(parseWith(positiveInt('부스 ID'), 7)).toBe(7);
    expect(parseWith(positiveInt('부스 ID'), ' 7 ')).toBe(7);
    expect(parseWith(idParam('강연 ID'), '2147483647')).toBe(2_147_483_647);
    expect(parseWith(eventIdField, undefined)).toBeUndefined();
  });
  it('refuse a path id with its own code', () => {
    expect(() => parseWith(idParam('강연 ID'), '2147483648')).toThrow(
      refusal('VALIDATION.ID', '강연 ID가 올바르지 않습니다.'),
    );
  });
  it('name the id with the particle that fits it, never the template 이(가)', () => {
    expect(() => parseWith(positiveInt('참석자 ID'), 'abc')).toThrow(
      refusal('VALIDATION.INVALID', '참석자 ID가 올바르지 않습니다.'),
    );
    expect(() => parseWith(positiveInt('강연 ID'), 0)).toThrow(
      refusal('VALIDATION.INVALID', '강연 ID가 올바르지 않습니다.'),
    );
    // a path id's label ending in a final consonant takes 이 (it was always '가')
    expect(() => parseWith(idParam('QR 코드'), 'x')).toThrow(
      refusal('VALIDATION.ID', 'QR 코드가 올바르지 않습니다.'),
    );
    expect(() => parseWith(idParam('참석자 번호'), 'x')).toThrow(
      refusal('VALIDATION.ID', '참석자 번호가 올바르지 않습니다.'),
    );
    expect(() => parseWith(idParam('행사 QR'), 'x')).toThrow(
      refusal('VALIDATION.ID', '행사 QR이 올바르지 않습니다.'),
    );
  });
});
