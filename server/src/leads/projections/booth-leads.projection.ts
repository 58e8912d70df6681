import type { Projection } from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { BoothLeadTagsDefined, LeadUpdated } from '../domain/lead.events.js';

type LeadEvent = LeadUpdated | BoothLeadTagsDefined;
type Data = Record<string, unknown>;

/** A change merged into the booth's row of the visitor: what it names replaces, the rest stays. */
async function applyLead(sql: Sql, { data }: StoredEvent<LeadUpdated>): Promise<void> {
  const { changed } = data;
  await sql.execute(
    `INSERT INTO booth_leads (booth_id, attendee_id, event_id, interest, tags, memo, updated_at, updated_by)
     VALUES ($1, $2, $3, $5, COALESCE($7::text[], '{}'), COALESCE($9, ''), $10, $11)
     ON CONFLICT (booth_id, attendee_id) DO UPDATE SET
       interest = CASE WHEN $4 THEN EXCLUDED.interest ELSE booth_leads.interest END,
       tags = CASE WHEN $6 THEN EXCLUDED.tags ELSE booth_leads.tags END,
       memo = CASE WHEN $8 THEN EXCLUDED.memo ELSE booth_leads.memo END,
       updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [
      data.boothId,
      data.attendeeId,
      data.eventId,
      changed.interest !== undefined,
      changed.interest ?? null,
      changed.tags !== undefined,
      changed.tags ?? null,
      changed.memo !== undefined,
      changed.memo ?? null,
      data.at,
      data.by,
    ],
  );
}

async function apply(sql: Sql, event: StoredEvent): Promise<void> {
  const data = event.data as Data;
  switch (event.type) {
    case 'LeadUpdated':
      return applyLead(sql, event as StoredEvent<LeadUpdated>);
    case 'BoothLeadTagsDefined': {
      const { id, eventId, tags } = (event as StoredEvent<LeadEvent> & { data: BoothLeadTagsDefined['data'] })
        .data;
      await sql.execute(
        `INSERT INTO booth_lead_tags (booth_id, event_id, tags) VALUES ($1, $2, $3)
         ON CONFLICT (booth_id) DO UPDATE SET tags = EXCLUDED.tags`,
        [id, eventId, tags],
      );
      return;
    }
    case 'BoothRemoved':
      await sql.execute(`DELETE FROM booth_leads WHERE booth_id = $1`, [data.id]);
      await sql.execute(`DELETE FROM booth_lead_tags WHERE booth_id = $1`, [data.id]);
      return;
    case 'AttendeeDeleted':
      // the memo is about the person: it goes with them (in the log its key is deleted)
      await sql.execute(`UPDATE booth_leads SET memo = '' WHERE attendee_id = $1`, [data.attendeeId]);
  }
}

/** Each booth's leads and tags, kept in the append transaction. */
export const boothLeadsProjection: Projection = {
  name: 'booth-leads',
  tables: ['booth_leads', 'booth_lead_tags'],
  handles: new Set(['LeadUpdated', 'BoothLeadTagsDefined', 'BoothRemoved', 'AttendeeDeleted']),
  async apply(sql, events) {
    for (const event of events) await apply(sql, event);
  },
};
