import type { DataSource } from 'typeorm';
import { toSeoulLocal } from '@expo/contract/seoul-time';
import { withConnection } from '../../../database/sql.js';
import { ATTENDEE_COLUMNS, consentChoiceOf, type AttendeeRow } from '../../attendee-row.js';

const BATCH = 2000;

/** The attendee's columns, of the table under the alias `a`. */
const PREFIXED_COLUMNS = ATTENDEE_COLUMNS.split(',')
  .map((column) => `a.${column.trim()}`)
  .join(', ');

type EntranceRow = AttendeeRow & {
  last_printed_at: Date | null;
  print_count: number;
  first_entered_at: Date | null;
};

const shown = (at: Date) => toSeoulLocal(at).replace('T', ' ');

/** An event's attendees in id order, read in batches (keyset paging): memory stays flat with the count. */
export async function* streamAttendees(dataSource: DataSource, eventId: number) {
  let after = 0;
  for (;;) {
    const rows = await withConnection(dataSource, (sql) =>
      sql.query<EntranceRow>(
        `SELECT ${PREFIXED_COLUMNS}, b.last_printed_at, COALESCE(b.print_count, 0) AS print_count,
                (SELECT min(e.entered_at) FROM entries e WHERE e.attendee_id = a.id) AS first_entered_at
           FROM attendees a LEFT JOIN badge_prints b ON b.attendee_id = a.id
          WHERE a.event_id = $1 AND a.id > $2 ORDER BY a.id LIMIT $3`,
        [eventId, after, BATCH],
      ),
    );
    for (const r of rows)
      yield {
        id: r.id,
        name: r.name,
        affiliation: r.affiliation,
        phoneNumber: r.phone_number,
        email: r.email,
        country: r.country,
        visitType: r.visit_type,
        paymentStatus: r.payment_status,
        paymentStatus2: r.payment_status2,
        registrationType: r.registration_type,
        createdAt: shown(r.created_at),
        lastPrintedAt: r.last_printed_at ? shown(r.last_printed_at) : '',
        printCount: r.print_count,
        firstEnteredAt: r.first_entered_at ? shown(r.first_entered_at) : '',
        exhibitorConsent: consentChoiceOf(r.exhibitor_consent),
      };
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}
