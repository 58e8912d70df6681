/**
 * The English of the field labels an attendee page's form or link sends (issue 50): its messages come in
 * English for a visitor reading it in English. A label not here has no English message (the answer's status
 * says it in general).
 */
const ENGLISH_LABELS: Record<string, string> = {
  '참석자 ID': 'attendee ID',
  '강연 ID': 'lecture ID',
  '행사 ID': 'event ID',
  '이벤트 ID': 'event ID',
  '설문 ID': 'survey ID',
  'QR 코드': 'QR code',
  // the walk-in form's fields (ATTENDEE_FIELD_LABELS)
  이름: 'name',
  소속: 'affiliation',
  전화번호: 'phone number',
  이메일: 'e-mail address',
  국가: 'country',
};

/** 'The attendee ID is not valid.' for a label we have the English of. */
export function englishIdMessage(label: string): string | undefined {
  const english = ENGLISH_LABELS[label];
  return english ? `The ${english} is not valid.` : undefined;
}

/** The English of a text field's refusals ('이름을 입력하세요.' → 'Please enter your name.'), for a label we have. */
export interface EnglishTextMessages {
  missing: string;
  tooLong: (max: number) => string;
  unstorable: string;
  invalid: string;
}

export function englishTextMessages(label: string): EnglishTextMessages | undefined {
  const english = ENGLISH_LABELS[label];
  if (!english) return undefined;
  const capital = `${english[0]!.toUpperCase()}${english.slice(1)}`;
  return {
    missing: `Please enter your ${english}.`,
    tooLong: (max) => `${capital} must be at most ${String(max)} characters.`,
    unstorable: `${capital} contains characters that cannot be used.`,
    invalid: `${capital} is not valid.`,
  };
}
