import type { Projection } from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { LectureFields } from '../domain/lecture-fields.js';
import type { LectureEvent } from '../domain/lecture.events.js';

const COLUMNS: (keyof LectureFields)[] = ['title', 'instructor', 'date', 'time', 'location', 'capacity'];

async function apply(sql: Sql, event: StoredEvent<LectureEvent>): Promise<void> {
  switch (event.type) {
    case 'LectureRegistered': {
      const { id, eventId, fields: f } = event.data;
      await sql.execute(
        `INSERT INTO lectures (id, event_id, title, instructor, date, time, location, capacity, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        // lectures registered before 정원 existed have none
        [
          id,
          eventId,
          f.title,
          f.instructor,
          f.date,
          f.time,
          f.location,
          f.capacity ?? null,
          event.recordedAt,
        ],
      );
      return;
    }
    case 'LectureUpdated': {
      const { id, changed } = event.data;
      const params: unknown[] = [id, event.recordedAt];
      const sets = ['updated_at = $2'];
      for (const column of COLUMNS)
        if (changed[column] !== undefined) {
          params.push(changed[column]);
          sets.push(`${column} = $${params.length}`);
        }
      await sql.execute(`UPDATE lectures SET ${sets.join(', ')} WHERE id = $1`, params);
      return;
    }
    case 'LectureRemoved':
      await sql.execute(`DELETE FROM lectures WHERE id = $1`, [event.data.id]);
  }
}

export const lecturesProjection: Projection = {
  name: 'lectures',
  tables: ['lectures'],
  handles: new Set(['LectureRegistered', 'LectureUpdated', 'LectureRemoved']),
  async apply(sql, events) {
    for (const event of events as StoredEvent<LectureEvent>[]) await apply(sql, event);
  },
};
