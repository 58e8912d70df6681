import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * '설문 발송': a message of the QR outbox may carry a survey's link instead of the QR (the survey it invites to),
 * and a bulk send may be a survey's. Both null for the QR, as every row before.
 */
export class SurveySends1765300000000 implements MigrationInterface {
  name = 'SurveySends1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE qr_messages ADD COLUMN survey_id integer`);
    // who of a survey's audience already has its link (a survey send skips them unless asked to resend)
    await q.query(
      `CREATE INDEX qr_messages_survey ON qr_messages (survey_id, attendee_id) WHERE survey_id IS NOT NULL`,
    );
    await q.query(`ALTER TABLE qr_bulk_sends ADD COLUMN survey_id integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE qr_bulk_sends DROP COLUMN IF EXISTS survey_id`);
    await q.query(`DROP INDEX IF EXISTS qr_messages_survey`);
    await q.query(`ALTER TABLE qr_messages DROP COLUMN IF EXISTS survey_id`);
  }
}
