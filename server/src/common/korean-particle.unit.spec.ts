import { describe, expect, it } from 'vitest';
import { withParticle } from './korean-particle.js';

describe('Korean particles', () => {
  it.each([
    ['이름', '을/를', '이름을'],
    ['비밀번호', '을/를', '비밀번호를'],
    ['소속', '은/는', '소속은'],
    ['국가', '은/는', '국가는'],
    ['참석자 ID', '이/가', '참석자 ID이(가)'],
    ['부스명', '이/가', '부스명이'],
    ['강연', '과/와', '강연과'],
    ['부스', '과/와', '부스와'],
  ] as const)('%s + %s = %s', (word, pair, expected) => {
    expect(withParticle(word, pair)).toBe(expected);
  });
});
