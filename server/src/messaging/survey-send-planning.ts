import type { AppConfig } from '../config/config.js';
import type { Sql } from '../database/sql.js';
import { readSurveyRow, surveyState, type SurveyRow } from '../surveys/queries/survey-reads.js';
import type { BulkSendPlan, SurveySendInput } from '@expo/contract/messaging';
import { candidateColumns, toBulkCandidate, type CandidateRow } from './bulk-send-candidates.js';
import { surveyChannels } from './configured-channels.js';
import { phoneTextType } from './delivery/qr-message-content.js';
import { surveyAnswerLink, surveyPhoneText } from './delivery/survey-message-content.js';
import type { PlannedSend } from './domain/qr-bulk-send.js';
import { planSurveySend, type SurveySendCandidate } from './domain/survey-send.js';
import { readMessageSettings } from './queries/message-settings-reads.js';

/**
 * The survey's audience who are there to ask, with their stream versions, in one statement: for a lecture's
 * survey the lecture's check-ins, for the others the attendees who entered; with whether they answered it and
 * whether its link is queued, sent or delivered to them.
 */
async function surveyCandidates(sql: Sql, survey: SurveyRow): Promise<SurveySendCandidate[]> {
  const audience =
    survey.audience === 'lecture'
      ? `EXISTS (SELECT 1 FROM lecture_checkins k WHERE k.lecture_id = $3 AND k.attendee_id = a.id)`
      : `EXISTS (SELECT 1 FROM entries e WHERE e.attendee_id = a.id)`;
  const rows = await sql.query<CandidateRow & { answered: boolean }>(
    `SELECT ${candidateColumns('m.survey_id = $1')},
            EXISTS (SELECT 1 FROM survey_answers s WHERE s.survey_id = $1 AND s.attendee_id = a.id) AS answered
       FROM attendees a WHERE a.event_id = $2 AND ${audience}
      ORDER BY a.id`,
    [survey.id, survey.event_id, ...(survey.audience === 'lecture' ? [survey.lecture_id] : [])],
  );
  return rows.map((r) => ({ ...toBulkCandidate(r), answered: r.answered }));
}

/**
 * Who of the survey's audience gets its link and how, with the counts the admin confirms (read in `sql`'s
 * transaction). An unknown survey (or another event's): SURVEY.NOT_FOUND; one that cannot be sent: its refusal.
 */
export async function planSurveyBulkSend(
  sql: Sql,
  config: AppConfig,
  linkSecret: string,
  eventId: number,
  surveyId: number,
  request: Omit<SurveySendInput, 'eventId'>,
): Promise<{ plan: BulkSendPlan; sends: PlannedSend[] }> {
  const survey = await readSurveyRow(sql, surveyId, eventId);
  const [event] = await sql.query<{ name: string }>(`SELECT name FROM conferences WHERE id = $1`, [eventId]);
  const settings = await readMessageSettings(sql, eventId);
  const candidates = survey.audience === 'exhibitors' ? [] : await surveyCandidates(sql, survey);
  const eventName = event?.name ?? '';
  return planSurveySend(
    { audience: survey.audience, state: surveyState(survey, new Date()) },
    candidates,
    request,
    {
      configured: surveyChannels(config),
      emailFirst: settings.emailFirst,
      isLong: ({ attendeeId, name }) =>
        phoneTextType(
          surveyPhoneText({
            name,
            eventName,
            surveyTitle: survey.title,
            link: surveyAnswerLink(config.publicUrl, linkSecret, survey.id, attendeeId),
          }).text,
        ) === 'LMS',
    },
  );
}
