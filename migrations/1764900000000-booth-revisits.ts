import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revisits: a visitor scanned again at a booth after REVISIT_AFTER_MINUTES is recorded (BoothRevisitRecorded)
 * instead of refused. Each one's row (for the reports' hours) and a counter per booth beside its visitors. No
 * log before this holds a revisit: both start empty.
 */
export class BoothRevisits1764900000000 implements MigrationInterface {
  name = 'BoothRevisits1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE booth_revisits (
      position bigint PRIMARY KEY,
      booth_id int NOT NULL,
      attendee_id int NOT NULL,
      event_id int NOT NULL,
      visited_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX booth_revisits_booth ON booth_revisits (booth_id, attendee_id)`);
    await q.query(`CREATE INDEX booth_revisits_event ON booth_revisits (event_id, visited_at)`);
    await q.query(`ALTER TABLE visit_counts ADD COLUMN revisits int NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE visit_counts DROP COLUMN IF EXISTS revisits`);
    await q.query(`DROP TABLE IF EXISTS booth_revisits`);
  }
}
