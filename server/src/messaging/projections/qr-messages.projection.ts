import type { AttendeeDeleted, QrSendRequested } from '../../attendees/domain/attendee.events.js';
import { runsOfSameType, type Projection } from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { QrMessageEvent } from '../domain/qr-message.events.js';

type Handled = AttendeeDeleted | QrMessageEvent;

/** The outbox of QR messages: pending rows are what the delivery worker claims; kept rows wait for staff. */
export const qrMessagesProjection: Projection = {
  name: 'qr-messages',
  tables: ['qr_messages'],
  handles: new Set([
    'QrSendRequested',
    'AttendeeDeleted',
    'QrMessageSent',
    'QrMessageFailed',
    'QrMessageUndeliverable',
    'QrMessageDelivered',
    'QrMessageRetried',
  ]),
  // rows are found by id (the primary key) and by attendee (qr_messages_attendee)
  dropForReplay: ['qr_messages_due', 'qr_messages_event', 'qr_messages_bulk', 'qr_messages_survey'],
  async apply(sql, events) {
    for (const run of runsOfSameType(events))
      if (run[0].type === 'QrSendRequested') await queue(sql, run as StoredEvent<QrSendRequested>[]);
      else await applyEach(sql, run as StoredEvent<Handled>[]);
  },
};

/** Queues requested messages (a bulk send's thousands, an import's) with one statement. */
async function queue(sql: Sql, events: StoredEvent<QrSendRequested>[]): Promise<void> {
  // each with its own time: a rebuild's run of requests spans many transactions
  await sql.execute(
    `INSERT INTO qr_messages (id, event_id, attendee_id, status, channel, requested_at, next_attempt_at,
       bulk_send_id, survey_id)
     SELECT t.id, t.e, t.a, CASE WHEN t.c = 'KEPT' THEN 'KEPT' ELSE 'PENDING' END, t.c, t.r, t.r, t.b, t.s
       FROM jsonb_to_recordset($1::jsonb) AS t(id text, e int, a int, c text, b text, r timestamptz, s int)`,
    [
      JSON.stringify(
        events.map(({ data, recordedAt }) => ({
          id: data.sendId,
          e: data.eventId,
          a: data.attendeeId,
          c: data.channel ?? null,
          b: data.bulkSendId ?? null,
          s: data.surveyId ?? null,
          r: recordedAt,
        })),
      ),
    ],
  );
}

async function applyEach(sql: Sql, events: StoredEvent<Handled>[]): Promise<void> {
  for (const e of events) {
    switch (e.type) {
      case 'AttendeeDeleted':
        await sql.execute(`DELETE FROM qr_messages WHERE attendee_id = $1`, [e.data.attendeeId]);
        break;
      case 'QrMessageSent':
        await sql.execute(
          `UPDATE qr_messages SET status = 'SENT', attempts = attempts + 1, transport = $2, sent_at = $3,
               provider_message_id = $4, last_error = $5, claimed_until = NULL WHERE id = $1`,
          [
            e.data.sendId,
            e.data.transport,
            e.recordedAt,
            e.data.providerMessageId ?? null,
            e.data.note ?? null,
          ],
        );
        break;
      case 'QrMessageFailed':
        await sql.execute(
          `UPDATE qr_messages SET status = $2, attempts = attempts + 1, last_error = $3, next_attempt_at = $4,
               claimed_until = NULL WHERE id = $1`,
          [e.data.sendId, e.data.final ? 'FAILED' : 'PENDING', e.data.error, e.data.nextAttemptAt],
        );
        break;
      case 'QrMessageUndeliverable':
        await sql.execute(
          `UPDATE qr_messages SET status = 'UNREACHABLE', last_error = $2, claimed_until = NULL WHERE id = $1`,
          [e.data.sendId, e.data.reason],
        );
        break;
      case 'QrMessageDelivered':
        await sql.execute(`UPDATE qr_messages SET status = 'DELIVERED', delivered_at = $2 WHERE id = $1`, [
          e.data.sendId,
          e.recordedAt,
        ]);
        break;
      case 'QrMessageRetried':
        await sql.execute(
          `UPDATE qr_messages SET status = 'PENDING', last_error = NULL, next_attempt_at = $2,
               claimed_until = NULL WHERE id = $1`,
          [e.data.sendId, e.recordedAt],
        );
        break;
    }
  }
}
