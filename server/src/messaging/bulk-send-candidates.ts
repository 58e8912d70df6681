import type { BulkCandidate } from './domain/qr-bulk-send.js';

/**
 * The columns a bulk send reads each attendee `a` with (a QR one's or a survey's), as `CandidateRow`:
 * `sent` says whether a message of `messages` (a condition on qr_messages `m`: their QR, or that survey's link)
 * is queued, sent or delivered to them; `version` is their stream's, to append their request at.
 */
export const candidateColumns = (messages: string) =>
  `a.id, a.name, a.phone_number, a.email, a.payment_status2,
            EXISTS (SELECT 1 FROM qr_messages m WHERE ${messages} AND m.attendee_id = a.id
                       AND m.status IN ('PENDING', 'SENT', 'DELIVERED')) AS sent,
            (SELECT max(version) FROM event_log l WHERE l.stream_id = 'attendee-' || a.id) AS version`;

/** A row read with `candidateColumns`. */
export interface CandidateRow {
  id: number;
  name: string;
  phone_number: string;
  email: string;
  payment_status2: string;
  sent: boolean;
  version: number;
}

export const toBulkCandidate = (r: CandidateRow): BulkCandidate => ({
  attendeeId: r.id,
  name: r.name,
  phoneNumber: r.phone_number,
  email: r.email,
  paymentStatus2: r.payment_status2,
  alreadySent: r.sent,
  version: Number(r.version),
});
