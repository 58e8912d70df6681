import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tries at sending QR messages (sent, failed) of an event, newest first: how /messages knows a channel
 * keeps failing. Partial, so the log's other events (scans, visits) cost it nothing.
 */
export class QrOutcomesIndex1764700000026 implements MigrationInterface {
  name = 'QrOutcomesIndex1764700000026';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX event_log_qr_outcomes ON event_log ((data->>'eventId'), position DESC)
        WHERE type IN ('QrMessageSent', 'QrMessageFailed')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS event_log_qr_outcomes`);
  }
}
