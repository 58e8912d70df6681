import { prepared, type Sql, type SqlWrite } from '../../database/sql.js';
import type { AccessRecord } from '../domain/access-record.js';

/** One statement for a batch of records sent as JSON; `actorName` is the name column's expression. */
const insertRecords = (actorName: string, join = '') =>
  prepared(`INSERT INTO personal_data_access
          (at, event_id, actor_kind, actor_id, actor_name, ip, method, route, action, attendee_ids, record_count, reason)
   SELECT r.at, r.event_id, r.actor_kind, r.actor_id, ${actorName}, r.ip, r.method, r.route, r.action,
          r.attendee_ids, r.record_count, r.reason
     FROM json_to_recordset($1::json) AS r(at timestamptz, event_id integer, actor_kind text, actor_id integer,
            actor_name text, ip text, method text, route text, action text, attendee_ids integer[],
            record_count integer, reason text)
     ${join}`);

/** Records whose actors are all named (a booth scan's batch names its booths from its facts). */
const NAMED = insertRecords('r.actor_name');

/** Records with a booth phone's actor unnamed: the booth's name is looked up. */
const LOOKED_UP = insertRecords(
  `COALESCE(r.actor_name, b.booth_name, '부스 ' || r.actor_id)`,
  `LEFT JOIN booths b ON r.actor_kind = 'booth' AND b.id = r.actor_id`,
);

/**
 * The statement appending records (none for none). A booth phone's record without its booth's name (its token
 * carries only the id) takes it here; a batch whose records are all named skips that lookup (a join of every
 * row: a third of the statement's cost in pgbench, 2026-11-27).
 */
export function accessRecordsWrite(records: readonly AccessRecord[]): SqlWrite | undefined {
  if (!records.length) return undefined;
  const rows = records.map((r) => ({
    at: r.at.toISOString(),
    event_id: r.actor.eventId,
    actor_kind: r.actor.kind,
    actor_id: r.actor.id,
    actor_name: r.actor.name,
    ip: r.ip,
    method: r.method,
    route: r.route,
    action: r.action,
    attendee_ids: r.concerned.attendeeIds,
    record_count: r.concerned.count,
    reason: r.reason,
  }));
  return {
    text: rows.every((r) => r.actor_name !== null) ? NAMED : LOOKED_UP,
    params: [JSON.stringify(rows)],
  };
}

/** Appends records in one statement. */
export async function appendAccessRecords(sql: Sql, records: readonly AccessRecord[]): Promise<void> {
  const write = accessRecordsWrite(records);
  if (write) await sql.execute(write.text, write.params);
}
