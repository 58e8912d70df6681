/**
 * The one rule on an attendee's phone number (no zod here: the web's forms check it as they are typed, the
 * contract's attendee field schema refuses it for every path that takes one: register, the walk-in form, an
 * edit, an Excel row). A number needs 9 digits at least, counted without the spaces, hyphens, parentheses and
 * the leading + people write (02-123-4567 is the shortest Korean number); a foreign number keeps its + as typed.
 */
export const PHONE_MIN_DIGITS = 9;

export const SHORT_PHONE_MESSAGE = `전화번호는 숫자 ${String(PHONE_MIN_DIGITS)}자리 이상으로 입력하세요 (예: 010-1234-5678).`;
/** The same for a visitor reading the walk-in form in English (issue 50). */
export const SHORT_PHONE_MESSAGE_EN = `Please enter a phone number of at least ${String(PHONE_MIN_DIGITS)} digits (e.g. 010-1234-5678 or +1 415 555 0100).`;

/** How many digits a number has, whatever is written between them. */
export function phoneDigitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

/**
 * Why a (non-empty) phone number is refused, in Korean (or English), or null when it is taken; an empty one is
 * the form's own check.
 */
export function phoneNumberProblem(value: string, lang: 'ko' | 'en' = 'ko'): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || phoneDigitCount(trimmed) >= PHONE_MIN_DIGITS) return null;
  return lang === 'en' ? SHORT_PHONE_MESSAGE_EN : SHORT_PHONE_MESSAGE;
}
