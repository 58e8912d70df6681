import type { Projection } from '../../event-store/projection.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import { respondentKey, type SurveyAnswered } from '../domain/survey-answer.events.js';
import { openTexts } from '../domain/survey-texts.js';
import type { SurveyChanged, SurveyCreated, SurveyEvent } from '../domain/survey.events.js';

/** The survey as it stands: made or edited (the row keeps its first creation time). */
async function applyDefinition(sql: Sql, { data, recordedAt }: StoredEvent<SurveyCreated | SurveyChanged>) {
  const { definition: d } = data;
  await sql.execute(
    `INSERT INTO surveys (id, event_id, title, notice, collects_contact, audience, lecture_id, opens_at, closes_at,
                          version, notice_version, questions, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, notice = EXCLUDED.notice,
       collects_contact = EXCLUDED.collects_contact, audience = EXCLUDED.audience,
       lecture_id = EXCLUDED.lecture_id, opens_at = EXCLUDED.opens_at, closes_at = EXCLUDED.closes_at,
       version = EXCLUDED.version, notice_version = EXCLUDED.notice_version, questions = EXCLUDED.questions`,
    [
      data.id,
      data.eventId,
      d.title,
      d.notice,
      d.collectsContact,
      d.audience,
      d.lectureId,
      d.opensAt,
      d.closesAt,
      data.version,
      data.noticeVersion,
      JSON.stringify(d.questions),
      recordedAt,
    ],
  );
  await sql.execute(
    `INSERT INTO survey_versions (survey_id, version, questions) VALUES ($1, $2, $3)
     ON CONFLICT (survey_id, version) DO UPDATE SET questions = EXCLUDED.questions`,
    [data.id, data.version, JSON.stringify(d.questions)],
  );
}

/** A respondent's answer replaces their earlier one: scores and choices by question id, and the texts. */
async function applyAnswer(sql: Sql, { data }: StoredEvent<SurveyAnswered>) {
  const { respondent } = data;
  const answers = Object.fromEntries(data.answers.map((a) => [a.questionId, a.value]));
  await sql.execute(
    `INSERT INTO survey_answers (survey_id, respondent, event_id, attendee_id, booth_id, version, notice_version,
                                 collects_contact, answers, texts, answered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (survey_id, respondent) DO UPDATE SET version = EXCLUDED.version,
       notice_version = EXCLUDED.notice_version, collects_contact = EXCLUDED.collects_contact,
       answers = EXCLUDED.answers, texts = EXCLUDED.texts, answered_at = EXCLUDED.answered_at`,
    [
      data.surveyId,
      respondentKey(respondent),
      data.eventId,
      respondent.kind === 'attendee' ? respondent.attendeeId : null,
      respondent.kind === 'booth' ? respondent.boothId : null,
      data.version,
      data.noticeVersion,
      data.collectsContact,
      JSON.stringify(answers),
      JSON.stringify(openTexts(data.personal.texts)),
      data.at,
    ],
  );
}

async function apply(sql: Sql, event: StoredEvent): Promise<void> {
  switch (event.type) {
    case 'SurveyCreated':
    case 'SurveyChanged':
      return applyDefinition(sql, event as StoredEvent<SurveyCreated | SurveyChanged>);
    case 'SurveyRemoved': {
      const { id } = (event as StoredEvent<SurveyEvent>).data;
      await sql.execute(`DELETE FROM survey_answers WHERE survey_id = $1`, [id]);
      await sql.execute(`DELETE FROM survey_versions WHERE survey_id = $1`, [id]);
      await sql.execute(`DELETE FROM surveys WHERE id = $1`, [id]);
      return;
    }
    case 'SurveyAnswered':
      return applyAnswer(sql, event as StoredEvent<SurveyAnswered>);
    case 'AttendeeDeleted':
      // what the person wrote goes with them (in the log its key is deleted); scores and choices stay counted
      await sql.execute(`UPDATE survey_answers SET texts = '{}'::jsonb WHERE attendee_id = $1`, [
        (event.data as { attendeeId: number }).attendeeId,
      ]);
  }
}

/** Each event's surveys and their respondents' answers, kept in the append transaction. */
export const surveysProjection: Projection = {
  name: 'surveys',
  tables: ['surveys', 'survey_versions', 'survey_answers'],
  handles: new Set(['SurveyCreated', 'SurveyChanged', 'SurveyRemoved', 'SurveyAnswered', 'AttendeeDeleted']),
  async apply(sql, events) {
    for (const event of events) await apply(sql, event);
  },
};
