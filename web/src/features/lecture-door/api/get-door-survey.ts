import { surveyRoutes } from '@expo/contract/routes/surveys';

import { call } from '../../../lib/api/api-client';

/** A survey the attendee just let in can answer now, and the path of their answering page. */
export interface DoorSurvey {
  surveyId: number;
  title: string;
  /** `/surveys/{id}/answer?userId=…&sig=…`, with the lecture check-in's signature. */
  answerPath: string;
}

/**
 * The lecture's first open survey the attendee has not answered yet (GET /api/lectures/{id}/surveys, public:
 * their check-in is what lets them answer it), or null when there is none.
 */
export async function getDoorSurvey(
  lectureId: number,
  userId: number,
  signal: AbortSignal,
): Promise<DoorSurvey | null> {
  const { surveys, sig } = await call(surveyRoutes.lectureSurveys, {
    params: { lectureId },
    query: { userId },
    signal,
  });
  const survey = surveys.find((open) => !open.answered);
  if (!survey) return null;
  const query = new URLSearchParams({ userId: String(userId), sig });
  return {
    surveyId: survey.id,
    title: survey.title,
    answerPath: `/surveys/${String(survey.id)}/answer?${query.toString()}`,
  };
}
