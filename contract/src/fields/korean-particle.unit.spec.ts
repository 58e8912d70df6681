import { describe, expect, it } from 'vitest';
import { withParticle } from './korean-particle.js';

describe('Korean particles', () => {
  it.each([
    ['이름', '을/를', '이름을'],
    ['비밀번호', '을/를', '비밀번호를'],
    ['소속', '은/는', '소속은'],
    ['국가', '은/는', '국가는'],
    ['부스명', '이/가', '부스명이'],
    ['강연', '과/와', '강연과'],
    ['부스', '과/와', '부스와'],
    // a final capital letter is read as its Korean name (아이디, 큐알, 유알엘, 엠, 엔)
    ['참석자 ID', '이/가', '참석자 ID가'],
    ['강연 ID', '이/가', '강연 ID가'],
    ['부스 ID', '은/는', '부스 ID는'],
    ['QR', '을/를', 'QR을'],
    ['URL', '이/가', 'URL이'],
    ['SMS', '을/를', 'SMS를'],
    ['PDF', '과/와', 'PDF와'],
    ['CRM', '은/는', 'CRM은'],
    ['ON', '이/가', 'ON이'],
    // a final digit is read as its Korean number (영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구)
    ['부스 1', '이/가', '부스 1이'],
    ['부스 2', '이/가', '부스 2가'],
    ['홀 3', '을/를', '홀 3을'],
    ['홀 4', '을/를', '홀 4를'],
    ['10', '은/는', '10은'],
    ['A5', '이/가', 'A5가'],
    ['B6', '이/가', 'B6이'],
    ['19', '과/와', '19와'],
    // what cannot be told (a lowercase word, a sign) gets both forms, never a wrong one
    ['email', '을/를', 'email을(를)'],
    ['값)', '이/가', '값)이(가)'],
    ['', '이/가', '이(가)'],
  ] as const)('%s + %s = %s', (word, pair, expected) => {
    expect(withParticle(word, pair)).toBe(expected);
  });

  it('reads every capital letter and digit one way (no both-forms template for them)', () => {
    for (const char of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']) {
      expect(withParticle(`X${char}`, '이/가')).not.toContain('(');
    }
  });
});
