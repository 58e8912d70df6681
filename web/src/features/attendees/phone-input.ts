import { phoneNumberProblem } from '@expo/contract/phone-number';

/**
 * A phone number input refuses, as it is typed, what the server would refuse (fewer than 9 digits) with the
 * same Korean message: the browser then says it on submit and sends nothing.
 */
export function checkPhoneInput(input: HTMLInputElement): void {
  input.setCustomValidity(phoneNumberProblem(input.value) ?? '');
}
