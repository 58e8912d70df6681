import type { Projection } from '../../event-store/projection.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import { periodOf } from '../domain/event-period.js';
import type { ConferenceEvent } from '../domain/conference.events.js';

import type { Sql } from '../../database/sql.js';

async function applyOne(sql: Sql, event: StoredEvent<ConferenceEvent>): Promise<void> {
  switch (event.type) {
    case 'ConferenceCreated': {
      const { eventId, name, startDate, endDate, venue } = event.data;
      await sql.execute(
        `INSERT INTO conferences (id, name, period, venue, start_date, end_date, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          eventId,
          name,
          periodOf(startDate, endDate),
          venue ?? '',
          startDate ?? null,
          endDate ?? null,
          event.recordedAt,
        ],
      );
      return;
    }
    case 'ConferenceDetailsChanged':
      await sql.execute(`UPDATE conferences SET name = $2, period = $3, venue = $4 WHERE id = $1`, [
        event.data.eventId,
        event.data.name,
        event.data.period,
        event.data.venue,
      ]);
      return;
    case 'ConferenceClosed':
      await sql.execute(`UPDATE conferences SET closed_at = $2 WHERE id = $1`, [
        event.data.eventId,
        event.recordedAt,
      ]);
      return;
    case 'ConferenceReopened':
      await sql.execute(`UPDATE conferences SET closed_at = NULL WHERE id = $1`, [event.data.eventId]);
      return;
    case 'AdminAdded': {
      const { adminId, eventId, username, passwordHash, name, role = 'admin' } = event.data;
      await sql.execute(
        `INSERT INTO admins (id, event_id, username, password_hash, name, role, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [adminId, eventId, username, passwordHash, name, role, event.recordedAt],
      );
      return;
    }
    case 'AdminMadeOrganiser':
      await sql.execute(`UPDATE admins SET role = 'organiser' WHERE id = $1`, [event.data.adminId]);
      return;
    case 'AdminPasswordReset':
      await sql.execute(
        `UPDATE admins SET password_hash = $2, credentials_version = credentials_version + 1 WHERE id = $1`,
        [event.data.adminId, event.data.passwordHash],
      );
      return;
    case 'AdminRemoved':
      await sql.execute(`DELETE FROM admins WHERE id = $1`, [event.data.adminId]);
      return;
    case 'OrganiserSwitchedEvent':
      await sql.execute(`UPDATE admins SET working_event_id = $2 WHERE id = $1`, [
        event.data.adminId,
        event.data.workingEventId,
      ]);
      return;
  }
}

/** Read models `conferences` and `admins`. */
export const conferencesProjection: Projection = {
  name: 'conferences',
  tables: ['conferences', 'admins'],
  handles: new Set<ConferenceEvent['type']>([
    'ConferenceCreated',
    'AdminAdded',
    'AdminMadeOrganiser',
    'AdminPasswordReset',
    'AdminRemoved',
    'OrganiserSwitchedEvent',
    'ConferenceDetailsChanged',
    'ConferenceClosed',
    'ConferenceReopened',
  ]),
  async apply(sql, events) {
    for (const event of events as StoredEvent<ConferenceEvent>[]) await applyOne(sql, event);
  },
};
