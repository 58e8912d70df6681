import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Many events for one organiser: an event's first and last day and when it was closed ('행사 종료'); an admin's
 * role (organiser: every event of the deployment), the event an organiser last worked in, and a credentials
 * version that a new password raises (every session made before it ends).
 */
export class OrganiserWorkspace1765000000000 implements MigrationInterface {
  name = 'OrganiserWorkspace1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE conferences ADD COLUMN start_date date, ADD COLUMN end_date date, ADD COLUMN closed_at timestamptz`,
    );
    await q.query(
      `ALTER TABLE admins ADD COLUMN role text NOT NULL DEFAULT 'admin',
                          ADD COLUMN working_event_id integer,
                          ADD COLUMN credentials_version integer NOT NULL DEFAULT 0`,
    );
    await q.query(`CREATE INDEX admins_event ON admins (event_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS admins_event`);
    await q.query(
      `ALTER TABLE admins DROP COLUMN IF EXISTS role, DROP COLUMN IF EXISTS working_event_id, DROP COLUMN IF EXISTS credentials_version`,
    );
    await q.query(
      `ALTER TABLE conferences DROP COLUMN IF EXISTS start_date, DROP COLUMN IF EXISTS end_date, DROP COLUMN IF EXISTS closed_at`,
    );
  }
}
