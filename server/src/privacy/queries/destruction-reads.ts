import { seoulDate } from '@expo/contract/seoul-time';
import type { Sql } from '../../database/sql.js';
import type { Retention } from '@expo/contract/privacy';
import { retentionOf } from '../domain/retention.js';
import { readPrivacySettings } from './privacy-settings-reads.js';

/** The subject whose key seals the search words of an event's bulk sends (a name, often). */
export const eventSearchSubject = (eventId: number) => `qr-search-${eventId}`;

/** The key of what the event's booths wrote in its surveys (주관식, 기타): destroyed with the event's data. */
export const eventSurveyTextsSubject = (eventId: number) => `survey-texts-${eventId}`;

/** The event's retention as of today (Korean date), with whether its destruction was done. */
export async function readRetention(sql: Sql, eventId: number, now: Date): Promise<Retention> {
  const settings = await readPrivacySettings(sql, eventId);
  const [last] = await sql.query<{ on: string | null }>(
    `SELECT to_char(max(destroyed_on), 'YYYY-MM-DD') AS on FROM privacy_destructions WHERE event_id = $1`,
    [eventId],
  );
  return retentionOf(settings, seoulDate(now), last?.on ?? null);
}

/** The attendees of the event whose personal data can still be read (their key exists). */
export async function attendeesWithPersonalData(sql: Sql, eventId: number): Promise<string[]> {
  const rows = await sql.query<{ subject_id: string }>(
    `SELECT k.subject_id FROM attendees a JOIN personal_data_keys k ON k.subject_id = 'attendee-' || a.id
      WHERE a.event_id = $1`,
    [eventId],
  );
  return rows.map((r) => r.subject_id);
}
