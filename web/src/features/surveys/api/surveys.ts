import { surveyRoutes } from '@expo/contract/routes/surveys';
import type { z } from 'zod';
import type { surveyBody } from '@expo/contract/surveys';

import { call } from '../../../lib/api/api-client';
import { getStoredEventId } from '../../../lib/session/admin';

/** What the editor sends: the survey whole, as the contract takes it. */
export type SurveyInput = z.input<typeof surveyBody>;

const eventQuery = () => ({ eventId: getStoredEventId() });

export const listSurveys = (signal?: AbortSignal) => call(surveyRoutes.list, { query: eventQuery(), signal });

export const getSurvey = (id: number, signal?: AbortSignal) =>
  call(surveyRoutes.get, { params: { id }, query: eventQuery(), signal });

export const createSurvey = (body: SurveyInput) =>
  call(surveyRoutes.create, { body: { ...body, eventId: getStoredEventId() } });

export const updateSurvey = (id: number, body: SurveyInput) =>
  call(surveyRoutes.update, { params: { id }, body: { ...body, eventId: getStoredEventId() } });

export const removeSurvey = (id: number) =>
  call(surveyRoutes.remove, { params: { id }, query: eventQuery() });

export const getSurveyResults = (id: number, version: number | undefined, signal?: AbortSignal) =>
  call(surveyRoutes.results, {
    params: { id },
    query: { ...eventQuery(), ...(version ? { version } : {}) },
    signal,
  });
