import type { Lang } from '@expo/contract/lang';
import { phoneNumberProblem } from '@expo/contract/phone-number';

/**
 * A phone number input refuses, as it is typed, what the server would refuse (fewer than 9 digits) with the
 * same message (Korean, or English on the walk-in form read in English): the browser then says it on submit and
 * sends nothing.
 */
export function checkPhoneInput(input: HTMLInputElement, lang: Lang = 'ko'): void {
  input.setCustomValidity(phoneNumberProblem(input.value, lang) ?? '');
}
