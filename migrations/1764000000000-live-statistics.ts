import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live statistics: visit counters per booth and lecture (kept with each visit, so the dashboard and every push
 * read one row instead of counting), indexes for the time buckets and unique visitors, and the table the
 * socket.io PostgreSQL adapter uses for pushes over NOTIFY's 8,000-byte limit.
 */
export class LiveStatistics1764000000000 implements MigrationInterface {
  name = 'LiveStatistics1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE visit_counts (
        place_kind text NOT NULL,
        place_id integer NOT NULL,
        event_id integer NOT NULL,
        visits integer NOT NULL,
        PRIMARY KEY (place_kind, place_id)
      )`);
    await q.query(`CREATE INDEX visit_counts_event ON visit_counts (event_id)`);
    for (const [table, owner, kind] of [
      ['booth_visits', 'booth_id', 'booth'],
      ['lecture_checkins', 'lecture_id', 'lecture'],
    ]) {
      await q.query(`CREATE INDEX ${table}_event_time ON ${table} (event_id, visited_at)`);
      await q.query(
        `INSERT INTO visit_counts (place_kind, place_id, event_id, visits)
         SELECT '${kind}', ${owner}, min(event_id), count(*) FROM ${table} GROUP BY ${owner}`,
      );
    }
    await q.query(`CREATE INDEX booth_visits_event_attendee ON booth_visits (event_id, attendee_id)`);
    await q.query(`
      CREATE TABLE socket_io_attachments (
        id bigserial UNIQUE,
        created_at timestamptz DEFAULT now(),
        payload bytea
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS socket_io_attachments`);
    await q.query(`DROP INDEX IF EXISTS booth_visits_event_attendee`);
    await q.query(`DROP INDEX IF EXISTS lecture_checkins_event_time`);
    await q.query(`DROP INDEX IF EXISTS booth_visits_event_time`);
    await q.query(`DROP TABLE IF EXISTS visit_counts`);
  }
}
