/**
 * The values an attendee's flags and registration type take (no zod here: the web may import these at run
 * time without bundling the schemas).
 */
export const YES_NO = ['Y', 'N'] as const;
export type YesNo = (typeof YES_NO)[number];

/** ONSITE: 현장 등록, PRE: 사전 등록. */
export const REGISTRATION_TYPES = ['ONSITE', 'PRE'] as const;

/** 등록유형 as a person reads it: the API and Excel keep the codes ONSITE / PRE, screens and reports show these. */
export const REGISTRATION_TYPE_LABELS = { ONSITE: '현장등록', PRE: '사전등록' } as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
