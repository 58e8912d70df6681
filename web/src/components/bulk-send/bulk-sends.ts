import type { BulkSendForm } from '@expo/contract/messaging';
import { messagingRoutes } from '@expo/contract/routes/messaging';
import { call } from '../../lib/api/api-client';
import { newClientEventId } from '../../lib/qr-scan/client-event-id';
import { getStoredEventId } from '../../lib/session/admin';

const eventQuery = () => ({ eventId: getStoredEventId() });

/** How many would go out by which channel, and who is left out. */
export const previewBulkSend = (body: BulkSendForm, signal?: AbortSignal) =>
  call(messagingRoutes.previewBulkSend, { body, query: eventQuery(), signal });

/**
 * Queues the messages. `idempotencyKey` is made once per confirmation, so a repeated click (or a retry after a
 * lost answer) starts nothing twice.
 */
export const startBulkSend = (body: BulkSendForm, idempotencyKey = newClientEventId()) =>
  call(messagingRoutes.startBulkSend, {
    body,
    query: eventQuery(),
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** The event's recent bulk sends, newest first (at most 20). */
export const getBulkSends = async (signal?: AbortSignal) =>
  (await call(messagingRoutes.bulkSends, { query: eventQuery(), signal })).items;
