import { toSeoulLocal } from '../../common/seoul-time.js';
import type { Sql } from '../../event-store/sql.js';
import { qrViewLink } from '../../attendees/qr-link.js';
import { composeQrMessage } from '../delivery/qr-message-content.js';

interface Row {
  id: string;
  attendee_id: number;
  status: string;
  attempts: number;
  transport: string | null;
  last_error: string | null;
  requested_at: Date;
  sent_at: Date | null;
  name: string;
  email: string;
  event_name: string;
}

/** The QR messages of an event (or one attendee) with the text the attendee receives. */
export async function listQrMessages(
  sql: Sql,
  opts: { eventId: number; attendeeId?: number; publicUrl: string; linkSecret: string; limit?: number },
) {
  const rows = await sql.query<Row>(
    `SELECT m.id, m.attendee_id, m.status, m.attempts, m.transport, m.last_error, m.requested_at, m.sent_at,
            a.name, a.email, c.name AS event_name
       FROM qr_messages m JOIN attendees a ON a.id = m.attendee_id JOIN conferences c ON c.id = m.event_id
      WHERE m.event_id = $1 AND ($2::int IS NULL OR m.attendee_id = $2)
      ORDER BY m.requested_at DESC, m.id LIMIT $3`,
    [opts.eventId, opts.attendeeId ?? null, opts.limit ?? 200],
  );
  return rows.map((r) => {
    const content = composeQrMessage({
      email: r.email,
      name: r.name,
      eventName: r.event_name,
      link: qrViewLink(opts.publicUrl, opts.linkSecret, r.attendee_id),
    });
    return {
      id: r.id,
      attendeeId: r.attendee_id,
      status: r.status,
      attempts: r.attempts,
      transport: r.transport,
      lastError: r.last_error,
      recipient: r.email,
      subject: content.subject,
      body: content.text,
      createdAt: toSeoulLocal(r.requested_at),
      sentAt: r.sent_at ? toSeoulLocal(r.sent_at) : null,
    };
  });
}
