import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'QR 일괄 발송' and per-event message settings: each bulk send's record, the bulk send a message belongs to
 * (its progress is counted from the outbox), and a claim order that sends single requests before a bulk
 * send's queue (a walk-in's QR does not wait behind 5,000 others).
 */
export class QrBulkSends1764500000000 implements MigrationInterface {
  name = 'QrBulkSends1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE qr_messages ADD COLUMN bulk_send_id text`);
    await q.query(
      `CREATE INDEX qr_messages_bulk ON qr_messages (bulk_send_id, status) WHERE bulk_send_id IS NOT NULL`,
    );
    await q.query(`DROP INDEX IF EXISTS qr_messages_due`);
    await q.query(
      `CREATE INDEX qr_messages_due ON qr_messages ((bulk_send_id IS NOT NULL), next_attempt_at)
        WHERE status = 'PENDING'`,
    );
    await q.query(`
      CREATE TABLE qr_bulk_sends (
        id text PRIMARY KEY,
        event_id integer NOT NULL,
        audience text NOT NULL,
        keyword text,
        resend boolean NOT NULL,
        matched integer NOT NULL,
        total integer NOT NULL,
        by_channel jsonb NOT NULL,
        skipped jsonb NOT NULL,
        started_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX qr_bulk_sends_event ON qr_bulk_sends (event_id, started_at DESC)`);
    await q.query(`
      CREATE TABLE message_settings (
        event_id integer PRIMARY KEY,
        settings jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS message_settings`);
    await q.query(`DROP TABLE IF EXISTS qr_bulk_sends`);
    await q.query(`DROP INDEX IF EXISTS qr_messages_due`);
    await q.query(`CREATE INDEX qr_messages_due ON qr_messages (next_attempt_at) WHERE status = 'PENDING'`);
    await q.query(`DROP INDEX IF EXISTS qr_messages_bulk`);
    await q.query(`ALTER TABLE qr_messages DROP COLUMN IF EXISTS bulk_send_id`);
  }
}
