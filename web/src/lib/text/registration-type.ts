import { REGISTRATION_TYPE_LABELS } from '@expo/contract/attendee-values';

export type RegistrationTypeCode = keyof typeof REGISTRATION_TYPE_LABELS;

/** The word of a registration type code; a code this app does not know is shown as it came. */
export function registrationTypeLabel(code: string): string {
  return Object.hasOwn(REGISTRATION_TYPE_LABELS, code)
    ? REGISTRATION_TYPE_LABELS[code as RegistrationTypeCode]
    : code;
}
