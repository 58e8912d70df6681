import type { SurveyQuestion } from '@expo/contract/surveys';
import type { SurveyAudience } from '@expo/contract/surveys-values';

/** What an admin writes: the survey as it stands (an edit replaces it whole). */
export interface SurveyDefinition {
  title: string;
  notice: string;
  collectsContact: boolean;
  audience: SurveyAudience;
  lectureId: number | null;
  /** Instants as ISO strings (UTC), or null for none. */
  opensAt: string | null;
  closesAt: string | null;
  questions: SurveyQuestion[];
}

/** A survey of the event was made (stream `survey-{id}`). */
export type SurveyCreated = {
  type: 'SurveyCreated';
  data: { id: number; eventId: number; definition: SurveyDefinition; version: 1; noticeVersion: 1 };
};

/**
 * A survey was edited. `version` goes up when the questions change after answers came in (answers keep the
 * version they used); `noticeVersion` when the 안내문 or the contact collection changes.
 */
export type SurveyChanged = {
  type: 'SurveyChanged';
  data: { id: number; eventId: number; definition: SurveyDefinition; version: number; noticeVersion: number };
};

export type SurveyRemoved = { type: 'SurveyRemoved'; data: { id: number; eventId: number } };

export type SurveyEvent = SurveyCreated | SurveyChanged | SurveyRemoved;

export const surveyStreamId = (id: number) => `survey-${id}`;
