/** 등록유형 as a person reads it: the API and Excel keep the codes ONSITE / PRE, screens show these words. */
export const REGISTRATION_TYPE_LABELS = { ONSITE: '현장등록', PRE: '사전등록' } as const;

export type RegistrationTypeCode = keyof typeof REGISTRATION_TYPE_LABELS;

/** The word of a registration type code; a code this app does not know is shown as it came. */
export function registrationTypeLabel(code: string): string {
  return Object.hasOwn(REGISTRATION_TYPE_LABELS, code)
    ? REGISTRATION_TYPE_LABELS[code as RegistrationTypeCode]
    : code;
}
