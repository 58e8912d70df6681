import type { MigrationInterface, QueryRunner } from 'typeorm';

/** 준비 점검: each event's readiness records (the last test send, the notices' review, the badge test print). */
export class EventReadiness1765100000000 implements MigrationInterface {
  name = 'EventReadiness1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE event_readiness (
         event_id integer PRIMARY KEY,
         test_message jsonb,
         privacy_review jsonb,
         badge_test_print jsonb
       )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS event_readiness`);
  }
}
