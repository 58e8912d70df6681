/**
 * The one rule on an attendee's phone number (no zod here: the web's forms check it as they are typed, the
 * contract's attendee field schema refuses it for every path that takes one: register, the walk-in form, an
 * edit, an Excel row). A number needs 9 digits at least, counted without the spaces, hyphens, parentheses and
 * the leading + people write (02-123-4567 is the shortest Korean number); a foreign number keeps its + as typed.
 */
export const PHONE_MIN_DIGITS = 9;

export const SHORT_PHONE_MESSAGE = `전화번호는 숫자 ${String(PHONE_MIN_DIGITS)}자리 이상으로 입력하세요 (예: 010-1234-5678).`;

/** How many digits a number has, whatever is written between them. */
export function phoneDigitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** Why a (non-empty) phone number is refused, or null when it is taken; an empty one is the form's own check. */
export function phoneNumberProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return phoneDigitCount(trimmed) < PHONE_MIN_DIGITS ? SHORT_PHONE_MESSAGE : null;
}
