import {
  applyFromAppended,
  runsOfSameType,
  type FromAppended,
  type Projection,
} from '../../event-store/projection.js';
import type { NewEvent } from '../../kernel/new-event.js';
import type { Sql } from '../../database/sql.js';
import type { StoredEvent } from '../../kernel/stored-event.js';
import { respondentKey, type SurveyAnswered } from '../domain/survey-answer.events.js';
import { answerCodes, answerScore } from '../domain/answer-codes.js';
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

/**
 * A respondent's answer replaces their earlier one: scores and choices by question id, the texts, and what the
 * results count (answer-codes.ts). One
 * statement for any number of answers (the last of a respondent's counts), its rows a parameter: the texts are
 * personal data, sealed in `appended`. The answer's own write fuses it with the event (EventStore.fusedAppend).
 */
const ANSWERED_FROM_APPENDED: FromAppended = {
  types: new Set(['SurveyAnswered']),
  statement: `INSERT INTO survey_answers (survey_id, respondent, event_id, attendee_id, booth_id, version,
                                          notice_version, collects_contact, answers, texts, answered_at, codes, score)
    SELECT survey_id, respondent, event_id, attendee_id, booth_id, version, notice_version, collects_contact,
           answers, texts, answered_at, codes, score
      FROM jsonb_to_recordset($1::jsonb) AS r(survey_id int, respondent text, event_id int, attendee_id int,
           booth_id int, version int, notice_version int, collects_contact boolean, answers jsonb, texts jsonb,
           answered_at timestamp, codes text[], score numeric)
    ON CONFLICT (survey_id, respondent) DO UPDATE SET version = EXCLUDED.version,
       notice_version = EXCLUDED.notice_version, collects_contact = EXCLUDED.collects_contact,
       answers = EXCLUDED.answers, texts = EXCLUDED.texts, answered_at = EXCLUDED.answered_at,
       codes = EXCLUDED.codes, score = EXCLUDED.score`,
  params(events) {
    // one row a respondent (an upsert may not touch a row twice): their last answer
    const rows = new Map<string, Record<string, unknown>>();
    for (const { data } of events as readonly NewEvent<'SurveyAnswered', SurveyAnswered['data']>[]) {
      const respondent = respondentKey(data.respondent);
      rows.set(`${data.surveyId}:${respondent}`, {
        survey_id: data.surveyId,
        respondent,
        event_id: data.eventId,
        attendee_id: data.respondent.kind === 'attendee' ? data.respondent.attendeeId : null,
        booth_id: data.respondent.kind === 'booth' ? data.respondent.boothId : null,
        version: data.version,
        notice_version: data.noticeVersion,
        collects_contact: data.collectsContact,
        answers: Object.fromEntries(data.answers.map((a) => [a.questionId, a.value])),
        texts: openTexts(data.personal.texts),
        answered_at: data.at,
        codes: answerCodes(data.answers),
        score: answerScore(data.answers),
      });
    }
    return [JSON.stringify([...rows.values()])];
  },
};

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
  fromAppended: ANSWERED_FROM_APPENDED,
  async apply(sql, events) {
    for (const run of runsOfSameType(events))
      if (run[0].type === 'SurveyAnswered') await applyFromAppended(sql, ANSWERED_FROM_APPENDED, run);
      else for (const event of run) await apply(sql, event);
  },
};
