import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Exhibitor leads: what each booth keeps about its visitors (관심도, tags, memo), and each booth's tags. */
export class BoothLeads1764300000000 implements MigrationInterface {
  name = 'BoothLeads1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booth_leads (
        booth_id integer NOT NULL,
        attendee_id integer NOT NULL,
        event_id integer NOT NULL,
        interest text,
        tags text[] NOT NULL DEFAULT '{}',
        memo text NOT NULL DEFAULT '',
        updated_at text NOT NULL,
        updated_by text NOT NULL,
        PRIMARY KEY (booth_id, attendee_id)
      )`);
    await q.query(`CREATE INDEX booth_leads_attendee ON booth_leads (attendee_id)`);
    await q.query(`
      CREATE TABLE booth_lead_tags (
        booth_id integer PRIMARY KEY,
        event_id integer NOT NULL,
        tags text[] NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS booth_lead_tags`);
    await q.query(`DROP TABLE IF EXISTS booth_leads`);
  }
}
