import { api } from '../../../lib/api-client';
import { newClientEventId } from '../../../lib/qr-scan/client-event-id';
import { getStoredEventId } from '../../../lib/session';

/** Whom a bulk send is for: every attendee, those never sent a QR, or a /users search result. */
export type BulkAudience = 'ALL' | 'UNSENT' | 'SEARCH';

/** The body of a preview and of a start. */
export interface BulkSendRequest {
  audience: BulkAudience;
  /** The /users search keyword (SEARCH only). */
  keyword?: string;
  /** Send again to attendees whose QR was already queued, sent or delivered. */
  resend?: boolean;
}

/** What a bulk send would do (POST /api/messages/bulk-sends/preview) or did plan. */
export interface BulkSendPlan {
  /** Attendees in the chosen set. */
  matched: number;
  /** Messages that will be queued (kept ones included). */
  total: number;
  /** SMS/LMS: phone messages without 알림톡 (LMS over 90 bytes); KEPT: no channel reaches them. */
  byChannel: { ALIMTALK: number; SMS: number; LMS: number; EMAIL: number; KEPT: number };
  skipped: { alreadySent: number; unpaid: number; unreachable: number };
}

export interface BulkSendProgress {
  PENDING: number;
  SENT: number;
  DELIVERED: number;
  FAILED: number;
  KEPT: number;
  UNREACHABLE: number;
}

/** A started bulk send and where its messages are now. */
export interface BulkSend extends BulkSendPlan {
  id: string;
  audience: BulkAudience;
  keyword: string | null;
  resend: boolean;
  /** ISO 8601. */
  startedAt: string;
  progress: BulkSendProgress;
  /** Nothing pending any more. */
  done: boolean;
}

/** The live `messages` push: the same list as GET /api/messages/bulk-sends. */
export interface MessagesPush {
  bulkSends: BulkSend[];
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
