import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The attendees' '내 일정' on the programme page (/program/{eventId}, issue 50): the lectures each starred, kept by
 * the programme context's projection from LectureStarred / LectureUnstarred, and dropped with the lecture or the
 * attendee.
 */
export class LectureStars1765500000000 implements MigrationInterface {
  name = 'LectureStars1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lecture_stars (
        attendee_id integer NOT NULL,
        lecture_id integer NOT NULL,
        event_id integer NOT NULL,
        starred_at timestamptz NOT NULL,
        PRIMARY KEY (attendee_id, lecture_id)
      )`);
    await q.query(`CREATE INDEX lecture_stars_lecture ON lecture_stars (lecture_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS lecture_stars`);
  }
}
