import { surveyRoutes } from '@expo/contract/routes/surveys';
import type { z } from 'zod';
import type { surveyAnswerBody } from '@expo/contract/surveys';

import { call } from '../../../lib/api/api-client';

/** Who answers: an attendee's signed link (userId and sig), or the booth phone's login. */
export type RespondentLink = { userId: number; sig: string } | { booth: true };

const linkQuery = (who: RespondentLink) => ('booth' in who ? {} : { userId: who.userId, sig: who.sig });
const authOf = (who: RespondentLink) => ('booth' in who ? ('booth' as const) : ('none' as const));

export type AnswerInput = z.input<typeof surveyAnswerBody>;

export const getSurveyForm = (id: number, who: RespondentLink, signal?: AbortSignal) =>
  call(surveyRoutes.form, { params: { id }, query: linkQuery(who), auth: authOf(who), signal });

/** Sends an answer with its Idempotency-Key: a resend of the same answer records it once. */
export const sendSurveyAnswer = (id: number, who: RespondentLink, body: AnswerInput, clientEventId: string) =>
  call(surveyRoutes.answer, {
    params: { id },
    body: { ...body, ...linkQuery(who) },
    auth: authOf(who),
    headers: { 'Idempotency-Key': clientEventId },
  });

export const getOpenSurveys = (who: RespondentLink, signal?: AbortSignal) =>
  call(surveyRoutes.open, { query: linkQuery(who), auth: authOf(who), signal });

export const getLectureSurveys = (lectureId: number, userId: number, signal?: AbortSignal) =>
  call(surveyRoutes.lectureSurveys, { params: { lectureId }, query: { userId }, signal });
