import type { DataSource } from 'typeorm';
import { toSeoulLocal } from '../../../common/seoul-time.js';
import { withConnection } from '../../../event-store/sql.js';
import { ATTENDEE_COLUMNS, type AttendeeRow } from '../../attendee-row.js';

const BATCH = 2000;

/** An event's attendees in id order, read in batches (keyset paging): memory stays flat with the count. */
export async function* streamAttendees(dataSource: DataSource, eventId: number) {
  let after = 0;
  for (;;) {
    const rows = await withConnection(dataSource, (sql) =>
      sql.query<AttendeeRow>(
        `SELECT ${ATTENDEE_COLUMNS} FROM attendees WHERE event_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
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
        createdAt: toSeoulLocal(r.created_at).replace('T', ' '),
      };
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}
