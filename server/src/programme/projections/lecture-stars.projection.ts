import type { Projection } from '../../event-store/projection.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { LectureStarEvent } from '../domain/lecture-star.events.js';

type Handled = StoredEvent<LectureStarEvent> | StoredEvent<{ type: string; data: Record<string, number> }>;

/**
 * The attendees' '내 일정' (`lecture_stars`): a row a starred lecture; gone with the star, with the lecture (removed)
 * and with the attendee (deleted), so the programme never lists a star of something that is not there.
 */
export const lectureStarsProjection: Projection = {
  name: 'lecture_stars',
  tables: ['lecture_stars'],
  handles: new Set(['LectureStarred', 'LectureUnstarred', 'LectureRemoved', 'AttendeeDeleted']),
  async apply(sql, events) {
    for (const event of events as Handled[]) {
      const data = event.data as Record<string, number>;
      switch (event.type) {
        case 'LectureStarred':
          await sql.execute(
            `INSERT INTO lecture_stars (attendee_id, lecture_id, event_id, starred_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (attendee_id, lecture_id) DO NOTHING`,
            [data.attendeeId, data.lectureId, data.eventId, event.recordedAt],
          );
          break;
        case 'LectureUnstarred':
          await sql.execute(`DELETE FROM lecture_stars WHERE attendee_id = $1 AND lecture_id = $2`, [
            data.attendeeId,
            data.lectureId,
          ]);
          break;
        case 'LectureRemoved':
          await sql.execute(`DELETE FROM lecture_stars WHERE lecture_id = $1`, [data.id]);
          break;
        case 'AttendeeDeleted':
          await sql.execute(`DELETE FROM lecture_stars WHERE attendee_id = $1`, [data.attendeeId]);
      }
    }
  },
};
