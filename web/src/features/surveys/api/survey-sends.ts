import type { SurveySendForm } from '@expo/contract/messaging';
import { surveySendRoutes } from '@expo/contract/routes/survey-sends';

import { call } from '../../../lib/api/api-client';
import { newClientEventId } from '../../../lib/qr-scan/client-event-id';
import { getStoredEventId } from '../../../lib/session/admin';

const eventQuery = () => ({ eventId: getStoredEventId() });

/** '설문 발송' preview: how many would get the survey's link by which channel, and who is left out. */
export const previewSurveySend = (surveyId: number, body: SurveySendForm, signal?: AbortSignal) =>
  call(surveySendRoutes.preview, { params: { id: surveyId }, body, query: eventQuery(), signal });

/**
 * Queues the survey's messages. `idempotencyKey` is made once per confirmation, so a repeated click (or a retry
 * after a lost answer) starts nothing twice.
 */
export const startSurveySend = (
  surveyId: number,
  body: SurveySendForm,
  idempotencyKey = newClientEventId(),
) =>
  call(surveySendRoutes.start, {
    params: { id: surveyId },
    body,
    query: eventQuery(),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
