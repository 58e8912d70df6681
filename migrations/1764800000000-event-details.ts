import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An event's 기간 and 장소 as its admins word them: the 결과보고서's cover (empty until they are written). */
export class EventDetails1764800000000 implements MigrationInterface {
  name = 'EventDetails1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE conferences ADD COLUMN period text NOT NULL DEFAULT '', ADD COLUMN venue text NOT NULL DEFAULT ''`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE conferences DROP COLUMN IF EXISTS period, DROP COLUMN IF EXISTS venue`);
  }
}
