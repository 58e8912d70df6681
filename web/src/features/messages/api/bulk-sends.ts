import type { BulkSend, BulkSendPlan } from '@expo/contract/messaging';
import type { BulkAudience } from '@expo/contract/messaging-values';
import { api } from '../../../lib/api-client';
import { newClientEventId } from '../../../lib/qr-scan/client-event-id';
import { getStoredEventId } from '../../../lib/session';

/** The body of a preview and of a start. */
export interface BulkSendRequest {
  audience: BulkAudience;
  /** The /users search keyword (SEARCH only). */
  keyword?: string;
  /** Send again to attendees whose QR was already queued, sent or delivered. */
  resend?: boolean;
}

const eventQuery = () => ({ eventId: getStoredEventId() });

/** POST /api/messages/bulk-sends/preview: how many would go out by which channel, and who is left out. */
export function previewBulkSend(request: BulkSendRequest, signal?: AbortSignal): Promise<BulkSendPlan> {
  return api.post<BulkSendPlan>('/messages/bulk-sends/preview', request, { query: eventQuery(), signal });
}

/**
 * POST /api/messages/bulk-sends: queues the messages. `idempotencyKey` is made once per confirmation, so a
 * repeated click (or a retry after a lost answer) starts nothing twice.
 */
export function startBulkSend(
  request: BulkSendRequest,
  idempotencyKey = newClientEventId(),
): Promise<BulkSend> {
  return api.post<BulkSend>('/messages/bulk-sends', request, {
    query: eventQuery(),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** GET /api/messages/bulk-sends: the event's recent bulk sends, newest first (at most 20). */
export async function getBulkSends(signal?: AbortSignal): Promise<BulkSend[]> {
  const { items } = await api.get<{ items: BulkSend[] }>('/messages/bulk-sends', {
    query: eventQuery(),
    signal,
  });
  return items;
}
