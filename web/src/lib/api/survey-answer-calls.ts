import { surveyRoutes } from '@expo/contract/routes/surveys';
import type { z } from 'zod';
import type { surveyAnswerBody } from '@expo/contract/surveys';
import type { Lang } from '@expo/contract/lang';

import { call } from './api-client';

/** Who answers: an attendee's signed link (userId and sig), or the booth phone's login. */
export type RespondentLink = { userId: number; sig: string } | { booth: true };

export const linkQuery = (who: RespondentLink) =>
  'booth' in who ? {} : { userId: who.userId, sig: who.sig };
export const authOf = (who: RespondentLink) => ('booth' in who ? ('booth' as const) : ('none' as const));

export type AnswerInput = z.input<typeof surveyAnswerBody>;

/**
 * Sends an answer with its Idempotency-Key: a resend of the same answer records it once. `lang`: the language of
 * the server's refusals (the respondent's page's; Korean unless said).
 */
export const sendSurveyAnswer = (
  id: number,
  who: RespondentLink,
  body: AnswerInput,
  clientEventId: string,
  lang?: Lang,
) =>
  call(surveyRoutes.answer, {
    lang,
    params: { id },
    body: { ...body, ...linkQuery(who) },
    auth: authOf(who),
    headers: { 'Idempotency-Key': clientEventId },
  });
