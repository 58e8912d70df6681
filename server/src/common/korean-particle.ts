type Pair = '을/를' | '은/는' | '이/가' | '과/와';

/**
 * `word` with the particle that fits it: the first form after a final consonant (받침), the second after a
 * vowel — '이름을', '비밀번호를', '강연 ID가'. A word ending in anything but a Hangul syllable (a digit, a
 * Latin letter) gets both, as '을(를)'; ㄹ takes '로' alike, but no pair here depends on it.
 */
export function withParticle(word: string, pair: Pair): string {
  const [consonant, vowel] = pair.split('/') as [string, string];
  const last = word.trimEnd().codePointAt(word.trimEnd().length - 1) ?? 0;
  if (last < 0xac00 || last > 0xd7a3) return `${word}${consonant}(${vowel})`;
  return `${word}${(last - 0xac00) % 28 === 0 ? vowel : consonant}`;
}
