import { randomUUID } from 'node:crypto';
import { attendeeStreamId } from '../attendees/domain/attendee.events.js';
import type { Sql } from '../database/sql.js';
import { ConcurrencyError, type EventStore } from '../event-store/event-store.js';
import { AppError } from '../kernel/app-error.js';
import type { EventMetadata } from '../kernel/stored-event.js';
import type { BulkSendPlan } from '@expo/contract/messaging';
import { MessageErrors } from './domain/message.errors.js';
import {
  bulkSendRequests,
  qrBulkSendStreamId,
  type PlannedSend,
  type QrBulkSendStarted,
} from './domain/qr-bulk-send.js';

const MAX_ATTEMPTS = 5;

/** What was asked of a bulk send, besides its plan: the set, a search word, a resend, the survey. */
export type BulkSendAsked = Omit<QrBulkSendStarted['data'], keyof BulkSendPlan | 'bulkSendId' | 'eventId'>;

/**
 * Plans a bulk send (a QR one or a survey's) and queues every message of it in one transaction with its
 * record: all or none, so a kill never leaves half a bulk send; once committed the outbox sends them at the
 * provider's rate across restarts. Bulk sends of an event are serialised by a lock, so two at once never queue
 * one attendee twice. Each attendee's request is appended at the version their row was read at: an edit
 * committed meanwhile makes the plan be made again. A repeated client event id answers with the bulk send it
 * started. Nothing to send: MESSAGE.NOTHING_TO_SEND, nothing written.
 */
export async function queueBulkSend(
  store: EventStore,
  eventId: number,
  metadata: EventMetadata,
  asked: BulkSendAsked,
  plan: (sql: Sql) => Promise<{ plan: BulkSendPlan; sends: PlannedSend[] }>,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.transaction(async (tx) => {
        await tx.sql.execute(`SELECT pg_advisory_xact_lock(hashtext('qr-bulk-send'), $1)`, [eventId]);
        if (metadata.clientEventId) {
          const earlier = await tx.findByClientEventId(metadata.clientEventId);
          if (earlier) return (earlier[0].data as QrBulkSendStarted['data']).bulkSendId;
        }
        const planned = await plan(tx.sql);
        if (planned.plan.total === 0) throw MessageErrors.nothingToSend();
        const started: QrBulkSendStarted = {
          type: 'QrBulkSendStarted',
          data: { ...planned.plan, bulkSendId: randomUUID(), eventId, ...asked },
        };
        const requests = bulkSendRequests(started.data, planned.sends, randomUUID);
        await tx.appendMany(
          [
            {
              streamId: qrBulkSendStreamId(started.data.bulkSendId),
              expectedVersion: 0,
              events: [started],
            },
            ...requests.map((r) => ({
              streamId: attendeeStreamId(r.attendeeId),
              expectedVersion: r.version,
              events: [r.event],
            })),
          ],
          metadata,
        );
        return started.data.bulkSendId;
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempt >= MAX_ATTEMPTS)
        throw new AppError('CONCURRENCY', '다른 요청과 동시에 변경되었습니다. 다시 시도해주세요.', 409);
    }
  }
}
