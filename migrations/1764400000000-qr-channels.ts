import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * QR messages by channel (알림톡, SMS, e-mail, kept): the channel chosen at the request, the provider's id for the
 * message once accepted, and when the provider reported it delivered.
 */
export class QrChannels1764400000000 implements MigrationInterface {
  name = 'QrChannels1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE qr_messages ADD COLUMN channel text, ADD COLUMN provider_message_id text,
         ADD COLUMN delivered_at timestamptz`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE qr_messages DROP COLUMN IF EXISTS channel, DROP COLUMN IF EXISTS provider_message_id,
         DROP COLUMN IF EXISTS delivered_at`,
    );
  }
}
