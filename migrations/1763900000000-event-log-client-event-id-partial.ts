import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Most events carry no client event id: index only those that do. Every imported attendee's event was also
 * an entry (a NULL) in the unique index; the lookups and the uniqueness of the ids that exist are the same.
 */
export class EventLogClientEventIdPartial1763900000000 implements MigrationInterface {
  name = 'EventLogClientEventIdPartial1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE event_log DROP CONSTRAINT event_log_client_event_id_key`);
    await q.query(
      `CREATE UNIQUE INDEX event_log_client_event_id_key ON event_log (client_event_id)
        WHERE client_event_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX event_log_client_event_id_key`);
    await q.query(
      `ALTER TABLE event_log ADD CONSTRAINT event_log_client_event_id_key UNIQUE (client_event_id)`,
    );
  }
}
