/**
 * The English of the field labels an attendee page's form or link sends (issue 50): its messages come in
 * English for a visitor reading it in English. A label not here has no English message (the answer's status
 * says it in general).
 */
const ENGLISH_LABELS: Record<string, string> = {
  '참석자 ID': 'attendee ID',
  '강연 ID': 'lecture ID',
  '행사 ID': 'event ID',
  '설문 ID': 'survey ID',
  'QR 코드': 'QR code',
};

/** 'The attendee ID is not valid.' for a label we have the English of. */
export function englishIdMessage(label: string): string | undefined {
  const english = ENGLISH_LABELS[label];
  return english ? `The ${english} is not valid.` : undefined;
}
