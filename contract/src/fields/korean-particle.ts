type Pair = '을/를' | '은/는' | '이/가' | '과/와';

/**
 * Whether a final Latin letter or digit is read with a final consonant (받침), as Korean reads it aloud: the
 * letters L 엘, M 엠, N 엔, R 알 and the digits 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 — 'URL을', 'QR을', 'ID가',
 * '부스 1을', '강연 2가'.
 */
const READ_WITH_FINAL: Record<string, boolean> = Object.fromEntries([
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter) => [letter, 'LMNR'.includes(letter)]),
  ...[...'0123456789'].map((digit) => [digit, '013678'.includes(digit)]),
]);

/**
 * `word` with the particle that fits it: the first form after a final consonant (받침), the second after a
 * vowel — '이름을', '비밀번호를', '강연 ID가'. A final capital letter (an abbreviation: ID, QR, URL) or digit is
 * read as Korean reads it; a word ending in anything else (a lowercase word, a sign) gets both, as '을(를)'.
 * ㄹ takes '로' alike, but no pair here depends on it.
 */
export function withParticle(word: string, pair: Pair): string {
  const [consonant, vowel] = pair.split('/') as [string, string];
  const trimmed = word.trimEnd();
  const lastChar = trimmed.slice(-1);
  const hasFinal = finalConsonant(lastChar);
  if (hasFinal === undefined) return `${word}${consonant}(${vowel})`;
  return `${word}${hasFinal ? consonant : vowel}`;
}

/** Whether `char` ends in a final consonant when read; undefined when that cannot be told. */
function finalConsonant(char: string): boolean | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  return READ_WITH_FINAL[char];
}
