import { bigrams, searchText } from '../../attendees/search-text.js';
import type { Projection } from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import type { PersonalDataDestroyed } from '../domain/destruction.js';

/** What the attendee list searches in once nothing personal is left (as a rebuild makes it). */
const EMPTY_SEARCH = searchText({ name: '', affiliation: '', phoneNumber: '' });

/** The attendees of the event whose key is gone (destroyed now or before). */
const SHREDDED = `NOT EXISTS (SELECT 1 FROM personal_data_keys k WHERE k.subject_id = 'attendee-' || t.attendee_id)`;

/** Read models that copy attendees' personal data: blanked for the destroyed (counts and times stay). */
async function blank(sql: Sql, eventId: number): Promise<void> {
  await sql.execute(
    `UPDATE attendees a SET name = '', affiliation = '', phone_number = '', phone_digits = '', email = '',
            search_text = $2, search_bigrams = $3::text[]
      WHERE a.event_id = $1 AND a.name || a.affiliation || a.phone_number || a.email <> ''
        AND NOT EXISTS (SELECT 1 FROM personal_data_keys k WHERE k.subject_id = 'attendee-' || a.id)`,
    [eventId, EMPTY_SEARCH, bigrams(EMPTY_SEARCH)],
  );
  for (const table of ['booth_visits', 'lecture_checkins'])
    await sql.execute(
      `UPDATE ${table} t SET user_name = '', affiliation = '', phone_number = ''
        WHERE t.event_id = $1 AND t.user_name || t.affiliation || t.phone_number <> '' AND ${SHREDDED}`,
      [eventId],
    );
  await sql.execute(
    `UPDATE booth_leads t SET memo = '' WHERE t.event_id = $1 AND t.memo <> '' AND ${SHREDDED}`,
    [eventId],
  );
  // what attendees wrote in surveys goes with them; what booths wrote goes with the event's key
  await sql.execute(
    `UPDATE survey_answers t SET texts = '{}'::jsonb
      WHERE t.event_id = $1 AND t.texts <> '{}'::jsonb AND (t.attendee_id IS NULL OR ${SHREDDED})`,
    [eventId],
  );
  await sql.execute(`UPDATE qr_bulk_sends SET keyword = NULL WHERE event_id = $1 AND keyword IS NOT NULL`, [
    eventId,
  ]);
}

/**
 * Each destruction (파기) as the '개인정보 파기 기록' page lists it; the read models lose what the log can no
 * longer open (a rebuild gives the same: the destroyed attendees' events open with their fields empty).
 */
export const privacyDestructionsProjection: Projection = {
  name: 'privacy-destructions',
  tables: ['privacy_destructions'],
  handles: new Set(['PersonalDataDestroyed']),
  async apply(sql, events) {
    for (const { data, recordedAt } of events as StoredEvent<PersonalDataDestroyed>[]) {
      await sql.execute(
        `INSERT INTO privacy_destructions (event_id, destroyed_at, destroyed_on, attendees, trigger, actor_name)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [data.eventId, recordedAt, data.on, data.attendees, data.trigger, data.actorName],
      );
      await blank(sql, data.eventId);
    }
  },
};
