import type { SurveyAnswerItem } from '@expo/contract/surveys';

/** Who answered: an attendee (by the signed link or a lecture check-in) or a booth (its login). */
export type Respondent = { kind: 'attendee'; attendeeId: number } | { kind: 'booth'; boothId: number };

export const respondentKey = (r: Respondent) =>
  r.kind === 'attendee' ? `attendee-${r.attendeeId}` : `booth-${r.boothId}`;

/**
 * A respondent answered a survey, or changed their answer (`changed`): on the respondent's own stream of that
 * survey (`survey-answer-{surveyId}-{respondentKey}`), so one respondent has one answer whatever the race.
 * What they wrote in their own words is sealed with their personal data (erased with them).
 */
export type SurveyAnswered = {
  type: 'SurveyAnswered';
  data: {
    surveyId: number;
    eventId: number;
    respondent: Respondent;
    version: number;
    /** The notice the respondent saw: whether it said their name and phone go with the answer. */
    noticeVersion: number;
    collectsContact: boolean;
    /** Scores and choices (the texts are in `personal`). */
    answers: SurveyAnswerItem[];
    /** 주관식 answers and 기타 texts (survey-texts.ts), sealed: '' once the respondent's data is erased. */
    personal: { texts: string };
    /** Seoul local time of the answer (an answer kept offline keeps its own time). */
    at: string;
    changed: boolean;
  };
};

export const surveyAnswerStreamId = (surveyId: number, respondent: Respondent) =>
  `survey-answer-${surveyId}-${respondentKey(respondent)}`;
