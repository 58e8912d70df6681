import { describe, expect, it } from 'vitest';
import { koreanMobile } from '@expo/contract/messaging';

describe('koreanMobile', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['01012345678', '01012345678'],
    [' 010 1234 5678 ', '01012345678'],
    ['(010)1234-5678', '01012345678'],
    ['+82 10-1234-5678', '01012345678'],
    ['+82 010 1234 5678', '01012345678'],
    ['82-10-1234-5678', '01012345678'],
    ['0082 10 1234 5678', '01012345678'],
    ['011-123-4567', '0111234567'],
  ])('takes %s as %s', (raw, digits) => {
    const result = koreanMobile(raw);
    expect(result).toMatchObject({ ok: true, digits });
  });

  it('shows the number as people write it', () => {
    expect(koreanMobile('01012345678')).toMatchObject({ display: '010-1234-5678' });
    expect(koreanMobile('0111234567')).toMatchObject({ display: '011-123-4567' });
  });

  it.each([
    ['', '번호 없음'],
    ['-', '번호 없음'],
    ['없음', '번호 없음'],
    ['02-123-4567', '유선 전화번호'],
    ['031-123-4567', '유선 전화번호'],
    ['+1 415 555 0100', '해외 번호'],
    ['010-1234', '휴대폰 번호 형식이 아님'],
    ['010-1234-56789', '휴대폰 번호 형식이 아님'],
    ['공일공-1234-5678', '휴대폰 번호 형식이 아님'],
    ['010-1234-5678; DROP', '휴대폰 번호 형식이 아님'],
  ])('refuses %j: %s', (raw, problem) => {
    expect(koreanMobile(raw)).toEqual({ ok: false, problem });
  });
});
