import type { OpenSurveys } from '@expo/contract/surveys';
import type { Sql } from '../../database/sql.js';
import { respondentKey, type Respondent } from '../domain/survey-answer.events.js';

/**
 * The surveys open now that ask this respondent: a booth the 참가사 ones of its event; an attendee those of all
 * attendees, of those who entered (when they did) and of the lectures they checked in to (`lectureId`: only that
 * lecture's). Whether they answered each.
 */
export async function openSurveysFor(
  sql: Sql,
  eventId: number,
  respondent: Respondent,
  lectureId?: number,
): Promise<OpenSurveys> {
  const attendeeId = respondent.kind === 'attendee' ? respondent.attendeeId : null;
  const rows = await sql.query<{ id: number; title: string; answered: boolean }>(
    `SELECT s.id, s.title,
            EXISTS (SELECT 1 FROM survey_answers a WHERE a.survey_id = s.id AND a.respondent = $3) AS answered
       FROM surveys s
      WHERE s.event_id = $1
        AND (s.opens_at IS NULL OR s.opens_at <= now()) AND (s.closes_at IS NULL OR s.closes_at > now())
        AND CASE s.audience
              WHEN 'exhibitors' THEN $2::int IS NULL
              WHEN 'attendees' THEN $2::int IS NOT NULL AND $4::int IS NULL
              WHEN 'entered' THEN $4::int IS NULL AND EXISTS (SELECT 1 FROM entries e WHERE e.attendee_id = $2)
              WHEN 'lecture' THEN ($4::int IS NULL OR s.lecture_id = $4) AND EXISTS (
                SELECT 1 FROM lecture_checkins c WHERE c.lecture_id = s.lecture_id AND c.attendee_id = $2)
              ELSE false
            END
      ORDER BY s.id`,
    [eventId, attendeeId, respondentKey(respondent), lectureId ?? null],
  );
  return { surveys: rows };
}
