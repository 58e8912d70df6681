import { runsOfSameType, type Projection } from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import { consentOfChoice } from '../attendee-row.js';
import { phoneDigits, type AttendeeFields, type ConsentChoice } from '../domain/attendee-fields.js';
import type { AttendeeDeleted, AttendeeRegistered, AttendeeUpdated } from '../domain/attendee.events.js';
import { bigrams, searchText } from '../search-text.js';

const COLUMN_OF: Record<keyof AttendeeFields, string> = {
  name: 'name',
  affiliation: 'affiliation',
  phoneNumber: 'phone_number',
  email: 'email',
  country: 'country',
  visitType: 'visit_type',
  paymentStatus: 'payment_status',
  paymentStatus2: 'payment_status2',
  registrationType: 'registration_type',
  exhibitorConsent: 'exhibitor_consent',
};

/** Separates bigrams in one text: a control character, which no attendee field may contain. */
const BIGRAM_SEPARATOR = '\u001f';

/**
 * Adds (sign '') or takes away (sign '-') the rows of `relation` (their event_id) from their events' counts of
 * registered attendees: the organiser's event list reads one row per event instead of counting thousands.
 */
const COUNT_BY_EVENT = (relation: string, sign: '' | '-') =>
  `INSERT INTO attendee_counts (event_id, registered)
   SELECT event_id, ${sign}count(*) FROM ${relation} GROUP BY event_id
   ON CONFLICT (event_id) DO UPDATE SET registered = attendee_counts.registered + EXCLUDED.registered`;

async function insertRegistered(sql: Sql, events: StoredEvent<AttendeeRegistered>[]) {
  const rows = events.map(({ data: { attendeeId, eventId, fields: f, lang }, recordedAt }) => {
    const text = searchText(f);
    return {
      id: attendeeId,
      e: eventId,
      n: f.name,
      a: f.affiliation,
      p: f.phoneNumber,
      d: phoneDigits(f.phoneNumber),
      m: f.email ?? '',
      co: f.country,
      v: f.visitType,
      ps: f.paymentStatus,
      ps2: f.paymentStatus2,
      r: f.registrationType,
      x: consentOfChoice(f.exhibitorConsent),
      s: text,
      b: bigrams(text).join(BIGRAM_SEPARATOR),
      c: recordedAt,
      // registrations before languages (and every one but an English walk-in's) are Korean
      l: lang ?? 'ko',
    };
  });
  // the rows and their events' counts (attendee_counts: the organiser's event list) in one statement
  await sql.execute(
    `WITH added AS (
       INSERT INTO attendees (id, event_id, name, affiliation, phone_number, phone_digits, email, country,
         visit_type, payment_status, payment_status2, registration_type, exhibitor_consent, search_text,
         search_bigrams, created_at, updated_at, lang)
       SELECT id, e, n, a, p, d, m, co, v, ps, ps2, r, x, s, string_to_array(b, chr(31)), c, c, l
         FROM jsonb_to_recordset($1::jsonb) AS t(id int, e int, n text, a text, p text, d text, m text, co text,
           v text, ps text, ps2 text, r text, x boolean, s text, b text, c timestamptz, l text)
       RETURNING event_id)
     ${COUNT_BY_EVENT('added', '')}`,
    [JSON.stringify(rows)],
  );
}

async function applyUpdate(sql: Sql, event: StoredEvent<AttendeeUpdated>) {
  const changed = event.data.changed;
  const sets: string[] = [];
  const params: unknown[] = [event.data.attendeeId, event.recordedAt];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  for (const [key, value] of Object.entries(changed) as [keyof AttendeeFields, string][])
    if (key === 'exhibitorConsent') set(COLUMN_OF[key], consentOfChoice(value as ConsentChoice));
    else set(COLUMN_OF[key], value);
  if ('name' in changed || 'affiliation' in changed || 'phoneNumber' in changed) {
    const [row] = await sql.query<{ name: string; affiliation: string; phone_number: string }>(
      `SELECT name, affiliation, phone_number FROM attendees WHERE id = $1`,
      [event.data.attendeeId],
    );
    if (!row) return;
    const text = searchText({
      name: changed.name ?? row.name,
      affiliation: changed.affiliation ?? row.affiliation,
      phoneNumber: changed.phoneNumber ?? row.phone_number,
    });
    set('search_text', text);
    set('search_bigrams', bigrams(text), '::text[]');
    if (changed.phoneNumber !== undefined) set('phone_digits', phoneDigits(changed.phoneNumber));
  }
  await sql.execute(`UPDATE attendees SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1`, params);
}

export const attendeeListProjection: Projection = {
  name: 'attendee-list',
  tables: ['attendees', 'attendee_counts'],
  // a badge printed at the desk sets the printed flag (출력유무)
  handles: new Set(['AttendeeRegistered', 'AttendeeUpdated', 'AttendeeDeleted', 'BadgePrinted']),
  // rows are found by id (the primary key) only
  dropForReplay: ['attendees_event_newest', 'attendees_event_phone', 'attendees_search_bigrams'],
  async apply(sql, events) {
    for (const run of runsOfSameType(events)) {
      if (run[0].type === 'AttendeeRegistered')
        await insertRegistered(sql, run as StoredEvent<AttendeeRegistered>[]);
      else if (run[0].type === 'AttendeeUpdated')
        for (const e of run as StoredEvent<AttendeeUpdated>[]) await applyUpdate(sql, e);
      else if (run[0].type === 'BadgePrinted')
        await sql.execute(
          `UPDATE attendees SET payment_status = 'Y', updated_at = $2 WHERE id = ANY($1::int[])`,
          [run.map((e) => (e.data as { attendeeId: number }).attendeeId), run[run.length - 1]!.recordedAt],
        );
      else
        await sql.execute(
          `WITH gone AS (DELETE FROM attendees WHERE id = ANY($1::int[]) RETURNING event_id)
           ${COUNT_BY_EVENT('gone', '-')}`,
          [(run as StoredEvent<AttendeeDeleted>[]).map((e) => e.data.attendeeId)],
        );
    }
  },
};
