import type { Lang } from '@expo/contract/lang';
import { surveyRoutes } from '@expo/contract/routes/surveys';

import { call } from '../../../lib/api/api-client';
import { authOf, linkQuery, type RespondentLink } from '../../../lib/api/survey-answer-calls';

export {
  sendSurveyAnswer,
  type AnswerInput,
  type RespondentLink,
} from '../../../lib/api/survey-answer-calls';

/** The survey as its respondent answers it; `lang`: the language of a refusal (a bad link, no such survey). */
export const getSurveyForm = (id: number, who: RespondentLink, signal?: AbortSignal, lang?: Lang) =>
  call(surveyRoutes.form, { params: { id }, query: linkQuery(who), auth: authOf(who), signal, lang });

export const getOpenSurveys = (who: RespondentLink, signal?: AbortSignal) =>
  call(surveyRoutes.open, { query: linkQuery(who), auth: authOf(who), signal });

export const getLectureSurveys = (lectureId: number, userId: number, signal?: AbortSignal) =>
  call(surveyRoutes.lectureSurveys, { params: { lectureId }, query: { userId }, signal });
