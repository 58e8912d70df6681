import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Event log, secrets, personal-data keys and the read models of conferences, admins and attendees. */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_log (
        position bigserial PRIMARY KEY,
        stream_id text NOT NULL,
        version integer NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        client_event_id text UNIQUE,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT event_log_stream_version UNIQUE (stream_id, version)
      )`);
    await q.query(`CREATE INDEX event_log_commit_order ON event_log (transaction_id, position)`);
    await q.query(`CREATE TABLE personal_data_keys (subject_id text PRIMARY KEY, key bytea NOT NULL)`);
    await q.query(`CREATE TABLE app_secrets (name text PRIMARY KEY, value text NOT NULL)`);
    await q.query(`
      CREATE TABLE consumer_checkpoints (
        name text PRIMARY KEY, transaction_id xid8 NOT NULL, position bigint NOT NULL
      )`);
    await q.query(`CREATE SEQUENCE conference_id_seq`);
    await q.query(`CREATE SEQUENCE admin_id_seq`);
    await q.query(`CREATE SEQUENCE attendee_id_seq`);
    await q.query(`
      CREATE TABLE conferences (
        id integer PRIMARY KEY, name text NOT NULL, created_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE admins (
        id integer PRIMARY KEY,
        event_id integer NOT NULL,
        username text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        name text NOT NULL,
        can_manage_booths boolean NOT NULL DEFAULT true,
        can_manage_lectures boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE attendees (
        id integer PRIMARY KEY,
        event_id integer NOT NULL,
        name text NOT NULL,
        affiliation text NOT NULL,
        phone_number text NOT NULL,
        phone_digits text NOT NULL,
        email text NOT NULL DEFAULT '',
        country text NOT NULL,
        visit_type text NOT NULL,
        payment_status text NOT NULL,
        payment_status2 text NOT NULL,
        registration_type text NOT NULL,
        search_text text NOT NULL,
        search_bigrams text[] NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX attendees_event_newest ON attendees (event_id, id DESC)`);
    await q.query(`CREATE INDEX attendees_event_phone ON attendees (event_id, phone_digits)`);
    await q.query(`CREATE INDEX attendees_search_bigrams ON attendees USING gin (search_bigrams)`);
    await q.query(`
      CREATE TABLE qr_messages (
        id text PRIMARY KEY,
        event_id integer NOT NULL,
        attendee_id integer NOT NULL,
        status text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        transport text,
        last_error text,
        requested_at timestamptz NOT NULL,
        sent_at timestamptz,
        next_attempt_at timestamptz NOT NULL,
        claimed_until timestamptz
      )`);
    await q.query(`CREATE INDEX qr_messages_due ON qr_messages (next_attempt_at) WHERE status = 'PENDING'`);
    await q.query(`CREATE INDEX qr_messages_event ON qr_messages (event_id, requested_at DESC)`);
    await q.query(`CREATE INDEX qr_messages_attendee ON qr_messages (attendee_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'qr_messages',
      'attendees',
      'admins',
      'conferences',
      'consumer_checkpoints',
      'app_secrets',
      'personal_data_keys',
      'event_log',
    ])
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    for (const seq of ['attendee_id_seq', 'admin_id_seq', 'conference_id_seq'])
      await q.query(`DROP SEQUENCE IF EXISTS ${seq}`);
  }
}
