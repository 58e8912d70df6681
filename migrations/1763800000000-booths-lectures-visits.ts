import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of booths, lectures, booth visits and lecture check-ins. */
export class BoothsLecturesVisits1763800000000 implements MigrationInterface {
  name = 'BoothsLecturesVisits1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE booth_id_seq`);
    await q.query(`CREATE SEQUENCE lecture_id_seq`);
    await q.query(`
      CREATE TABLE booths (
        id integer PRIMARY KEY,
        event_id integer NOT NULL,
        booth_name text NOT NULL,
        manager_name text NOT NULL,
        affiliation text NOT NULL,
        phone text NOT NULL,
        login_id text NOT NULL,
        password_hash text NOT NULL,
        credentials_version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // login ids are compared without case: phones capitalise the first letter typed
    await q.query(`CREATE UNIQUE INDEX booths_login_id_key ON booths (lower(login_id))`);
    await q.query(`CREATE INDEX booths_event ON booths (event_id, id)`);
    await q.query(`
      CREATE TABLE lectures (
        id integer PRIMARY KEY,
        event_id integer NOT NULL,
        title text NOT NULL,
        instructor text NOT NULL,
        date text NOT NULL,
        time text NOT NULL,
        location text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX lectures_event ON lectures (event_id, date, time, id)`);
    for (const [table, owner] of [
      ['booth_visits', 'booth_id'],
      ['lecture_checkins', 'lecture_id'],
    ]) {
      await q.query(`
        CREATE TABLE ${table} (
          ${owner} integer NOT NULL,
          attendee_id integer NOT NULL,
          event_id integer NOT NULL,
          user_name text NOT NULL,
          affiliation text NOT NULL,
          phone_number text NOT NULL,
          visited_at timestamptz NOT NULL,
          position bigint NOT NULL,
          PRIMARY KEY (${owner}, attendee_id)
        )`);
      await q.query(`CREATE INDEX ${table}_newest ON ${table} (${owner}, position DESC)`);
      await q.query(`CREATE INDEX ${table}_attendee ON ${table} (attendee_id)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['lecture_checkins', 'booth_visits', 'lectures', 'booths'])
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    await q.query(`DROP SEQUENCE IF EXISTS lecture_id_seq`);
    await q.query(`DROP SEQUENCE IF EXISTS booth_id_seq`);
  }
}
