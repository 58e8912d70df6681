import type { Projection } from '../../event-store/projection.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { ConferenceEvent } from '../domain/conference.events.js';

/** Read models `conferences` and `admins`. */
export const conferencesProjection: Projection = {
  name: 'conferences',
  tables: ['conferences', 'admins'],
  handles: new Set(['ConferenceCreated', 'AdminAdded', 'ConferenceDetailsChanged']),
  async apply(sql, events) {
    for (const event of events as StoredEvent<ConferenceEvent>[]) {
      if (event.type === 'ConferenceCreated')
        await sql.execute(`INSERT INTO conferences (id, name, created_at) VALUES ($1, $2, $3)`, [
          event.data.eventId,
          event.data.name,
          event.recordedAt,
        ]);
      else if (event.type === 'ConferenceDetailsChanged')
        await sql.execute(`UPDATE conferences SET name = $2, period = $3, venue = $4 WHERE id = $1`, [
          event.data.eventId,
          event.data.name,
          event.data.period,
          event.data.venue,
        ]);
      else
        await sql.execute(
          `INSERT INTO admins (id, event_id, username, password_hash, name, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            event.data.adminId,
            event.data.eventId,
            event.data.username,
            event.data.passwordHash,
            event.data.name,
            event.recordedAt,
          ],
        );
    }
  },
};
