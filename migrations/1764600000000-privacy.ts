import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal data as the law expects: each event's privacy settings (notices, sharing with exhibitors,
 * retention), each attendee's consent to provision to exhibitors, the destructions (파기) done, and the
 * access records (접속기록): append-only, kept at least two years.
 */
export class Privacy1764600000000 implements MigrationInterface {
  name = 'Privacy1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE attendees ADD COLUMN exhibitor_consent boolean`);
    await q.query(`
      CREATE TABLE privacy_settings (
        event_id integer PRIMARY KEY,
        settings jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE privacy_destructions (
        event_id integer NOT NULL,
        destroyed_at timestamptz NOT NULL,
        destroyed_on date NOT NULL,
        attendees integer NOT NULL,
        trigger text NOT NULL,
        actor_name text,
        PRIMARY KEY (event_id, destroyed_at)
      )`);
    await q.query(`
      CREATE TABLE personal_data_access (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        event_id integer NOT NULL,
        actor_kind text NOT NULL,
        actor_id integer,
        actor_name text NOT NULL,
        ip text NOT NULL,
        method text NOT NULL,
        route text NOT NULL,
        action text NOT NULL,
        attendee_ids integer[] NOT NULL DEFAULT '{}',
        record_count integer NOT NULL,
        reason text
      )`);
    await q.query(`CREATE INDEX personal_data_access_event ON personal_data_access (event_id, at DESC)`);
    await q.query(
      `CREATE INDEX personal_data_access_attendees ON personal_data_access USING gin (attendee_ids)`,
    );
    // append-only: a record is never changed, and none younger than two years is removed
    await q.query(`
      CREATE FUNCTION personal_data_access_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND OLD.at < now() - interval '2 years' THEN RETURN OLD; END IF;
        RAISE EXCEPTION '개인정보 접속기록은 수정하거나 삭제할 수 없습니다.';
      END $$`);
    await q.query(`
      CREATE TRIGGER personal_data_access_append_only BEFORE UPDATE OR DELETE ON personal_data_access
        FOR EACH ROW EXECUTE FUNCTION personal_data_access_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS personal_data_access`);
    await q.query(`DROP FUNCTION IF EXISTS personal_data_access_append_only()`);
    await q.query(`DROP TABLE IF EXISTS privacy_destructions`);
    await q.query(`DROP TABLE IF EXISTS privacy_settings`);
    await q.query(`ALTER TABLE attendees DROP COLUMN IF EXISTS exhibitor_consent`);
  }
}
