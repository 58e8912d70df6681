/**
 * The values a 만족도 조사 takes and the limits the server enforces (no zod here: the answering page checks them
 * first without bundling the schemas).
 */

/** Who a survey asks: every attendee, those who entered, one lecture's checked-in audience, the booths. */
export const SURVEY_AUDIENCES = ['attendees', 'entered', 'lecture', 'exhibitors'] as const;
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number];

export const SURVEY_AUDIENCE_LABELS: Record<SurveyAudience, string> = {
  attendees: '참관객 (전체)',
  entered: '참관객 (입장한 분)',
  lecture: '강연 청중',
  exhibitors: '참가사',
};

/** The four kinds of question. */
export const QUESTION_KINDS = ['scale5', 'single', 'multiple', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  scale5: '5점 척도',
  single: '단일 선택',
  multiple: '복수 선택',
  text: '주관식',
};

/** The five points of a 5점 척도, 1 to 5; a question may rename the two ends. */
export const SCALE5_LABELS = ['매우 불만족', '불만족', '보통', '만족', '매우 만족'] as const;

/** The option a 복수 선택 adds when it asks for '기타' with a text. */
export const OTHER_OPTION = '기타';

export const SURVEY_LIMITS = {
  title: 100,
  notice: 2000,
  questions: 30,
  questionText: 200,
  options: 20,
  optionText: 50,
  scaleLabel: 20,
  textAnswer: 1000,
  otherText: 200,
} as const;

/**
 * The labels of the five points of a scale question (its own ends when it has them), the others from `names`
 * (the Korean ones unless the respondent's page is in another language).
 */
export function scaleLabels(
  ends?: { low: string; high: string } | null,
  names: readonly string[] = SCALE5_LABELS,
): string[] {
  const labels: string[] = [...names];
  if (ends) {
    labels[0] = ends.low;
    labels[4] = ends.high;
  }
  return labels;
}

/** A 5점 척도 mean on the 100-point scale Korean reports use: 1 → 0, 5 → 100. */
export const toHundredPoint = (mean: number): number => ((mean - 1) / 4) * 100;
