import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language of each attendee's messages (issue 50): 'en' for a walk-in who registered on the form read in
 * English (their QR e-mail comes in English), 'ko' for everyone else, every attendee registered before included.
 */
export class AttendeeLanguage1765600000000 implements MigrationInterface {
  name = 'AttendeeLanguage1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE attendees ADD COLUMN lang text NOT NULL DEFAULT 'ko' CHECK (lang IN ('ko', 'en'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE attendees DROP COLUMN IF EXISTS lang`);
  }
}
