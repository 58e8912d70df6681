/** A number 카카오 알림톡 and SMS can reach: a Korean mobile number, digits only and as people write it. */
export type KoreanMobile =
  { ok: true; digits: string; display: string } | { ok: false; problem: MobileProblem };

/** Why a number is not one: none at all ('', '-', '없음'), a landline, a foreign number, or not a number. */
export type MobileProblem = '번호 없음' | '유선 전화번호' | '해외 번호' | '휴대폰 번호 형식이 아님';

const MOBILE = /^01[016789]\d{7,8}$/;

/**
 * Normalises 010-1234-5678, 01012345678, 010 1234 5678, (010)1234-5678, +82 10-1234-5678 and 82-10-…;
 * anything else (a landline, a foreign number, a typo) is refused with the problem.
 */
export function koreanMobile(raw: string): KoreanMobile {
  const trimmed = raw.trim();
  if (!/\d/.test(trimmed)) return { ok: false, problem: '번호 없음' };
  if (/[^\d\s\-+().]/.test(trimmed)) return { ok: false, problem: '휴대폰 번호 형식이 아님' };
  let digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || trimmed.startsWith('00') || digits.startsWith('82');
  if (international) {
    digits = digits.replace(/^00/, '');
    if (!digits.startsWith('82')) return { ok: false, problem: '해외 번호' };
    digits = `0${digits.slice(2).replace(/^0/, '')}`;
  }
  if (!MOBILE.test(digits))
    return { ok: false, problem: /^0[2-6]/.test(digits) ? '유선 전화번호' : '휴대폰 번호 형식이 아님' };
  const middle = digits.length === 11 ? 4 : 3;
  return {
    ok: true,
    digits,
    display: `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`,
  };
}
