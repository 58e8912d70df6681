import type { Sql } from '../../database/sql.js';
import { AttendeeErrors } from '../domain/attendee.errors.js';
import { verifyQrLinkSignature } from '../qr-link.js';

/**
 * The event of the attendee a signed QR link names (`?attendee=&sig=` or `/qr-view/{id}?sig=`), the one check
 * behind every page an attendee opens from that link (the programme's '내 일정', their open surveys): refused
 * when the id is missing or the signature is not its own (403 LINK.INVALID), when the attendee is gone (404).
 */
export async function eventOfSignedLink(
  sql: Sql,
  linkSecret: string,
  attendeeId: number | undefined,
  sig: string | undefined,
): Promise<{ attendeeId: number; eventId: number }> {
  if (attendeeId === undefined || !verifyQrLinkSignature(linkSecret, attendeeId, sig))
    throw AttendeeErrors.invalidLink();
  const [row] = await sql.query<{ event_id: number }>(`SELECT event_id FROM attendees WHERE id = $1`, [
    attendeeId,
  ]);
  if (!row) throw AttendeeErrors.notFound();
  return { attendeeId, eventId: Number(row.event_id) };
}
