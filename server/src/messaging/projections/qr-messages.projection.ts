import type { AttendeeDeleted, QrSendRequested } from '../../attendees/domain/attendee.events.js';
import type { Projection } from '../../event-store/projection.js';
import type { StoredEvent } from '../../event-store/stored-event.js';
import type { QrMessageEvent } from '../domain/qr-message.events.js';

type Handled = QrSendRequested | AttendeeDeleted | QrMessageEvent;

/** The outbox of QR messages: pending rows are what the delivery worker claims. */
export const qrMessagesProjection: Projection = {
  name: 'qr-messages',
  tables: ['qr_messages'],
  handles: new Set(['QrSendRequested', 'AttendeeDeleted', 'QrMessageSent', 'QrMessageFailed']),
  // rows are found by id (the primary key) and by attendee (qr_messages_attendee)
  dropForReplay: ['qr_messages_due', 'qr_messages_event'],
  async apply(sql, events) {
    for (const e of events as StoredEvent<Handled>[]) {
      switch (e.type) {
        case 'QrSendRequested':
          await sql.execute(
            `INSERT INTO qr_messages (id, event_id, attendee_id, status, requested_at, next_attempt_at)
             VALUES ($1, $2, $3, 'PENDING', $4, $4)`,
            [e.data.sendId, e.data.eventId, e.data.attendeeId, e.recordedAt],
          );
          break;
        case 'AttendeeDeleted':
          await sql.execute(`DELETE FROM qr_messages WHERE attendee_id = $1`, [e.data.attendeeId]);
          break;
        case 'QrMessageSent':
          await sql.execute(
            `UPDATE qr_messages SET status = 'SENT', attempts = attempts + 1, transport = $2, sent_at = $3,
               last_error = NULL, claimed_until = NULL WHERE id = $1`,
            [e.data.sendId, e.data.transport, e.recordedAt],
          );
          break;
        case 'QrMessageFailed':
          await sql.execute(
            `UPDATE qr_messages SET status = $2, attempts = attempts + 1, last_error = $3, next_attempt_at = $4,
               claimed_until = NULL WHERE id = $1`,
            [e.data.sendId, e.data.final ? 'FAILED' : 'PENDING', e.data.error, e.data.nextAttemptAt],
          );
          break;
      }
    }
  },
};
