import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The registration desk: desk accounts, each attendee's badge prints and entries (one per event day), the
 * walk-ins registered on site, and the badge settings of each event.
 */
export class RegistrationDesk1764200000000 implements MigrationInterface {
  name = 'RegistrationDesk1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE desk_id_seq`);
    await q.query(`
      CREATE TABLE desks (
        id integer PRIMARY KEY,
        event_id integer NOT NULL,
        name text NOT NULL,
        login_id text NOT NULL,
        password_hash text NOT NULL,
        credentials_version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // login ids are compared without case, as booths' are
    await q.query(`CREATE UNIQUE INDEX desks_login_id_key ON desks (lower(login_id))`);
    await q.query(`CREATE INDEX desks_event ON desks (event_id, id)`);
    await q.query(`
      CREATE TABLE badge_prints (
        attendee_id integer PRIMARY KEY,
        event_id integer NOT NULL,
        print_count integer NOT NULL,
        first_printed_at timestamptz NOT NULL,
        last_printed_at timestamptz NOT NULL,
        last_printed_by text NOT NULL
      )`);
    await q.query(`CREATE INDEX badge_prints_event ON badge_prints (event_id, last_printed_at)`);
    await q.query(`
      CREATE TABLE entries (
        attendee_id integer NOT NULL,
        day date NOT NULL,
        event_id integer NOT NULL,
        entered_at timestamptz NOT NULL,
        entered_by text NOT NULL,
        PRIMARY KEY (attendee_id, day)
      )`);
    await q.query(`CREATE INDEX entries_event_day ON entries (event_id, day, entered_at)`);
    // who registered on site through the public form: the desk prints their badge next
    await q.query(`
      CREATE TABLE walk_ins (
        attendee_id integer PRIMARY KEY,
        event_id integer NOT NULL,
        registered_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX walk_ins_event ON walk_ins (event_id, attendee_id DESC)`);
    await q.query(`
      CREATE TABLE badge_settings (
        event_id integer PRIMARY KEY,
        settings jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['badge_settings', 'walk_ins', 'entries', 'badge_prints', 'desks'])
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    await q.query(`DROP SEQUENCE IF EXISTS desk_id_seq`);
  }
}
