import type {
  Survey,
  SurveyAnswerItem,
  SurveyBody,
  SurveyQuestion,
  SurveyState,
} from '@expo/contract/surveys';
import type { SurveyAudience } from '@expo/contract/surveys-values';
import { toSeoulLocal } from '@expo/contract/seoul-time';
import type { Sql } from '../../database/sql.js';
import type { SurveySnapshot } from '../domain/survey-answer.decider.js';
import { respondentKey, type Respondent } from '../domain/survey-answer.events.js';
import type { AnswerTexts } from '../domain/survey-texts.js';
import { SurveyErrors } from '../domain/survey.errors.js';
import type { SurveyDefinition } from '../domain/survey.events.js';

export interface SurveyRow {
  id: number;
  event_id: number;
  title: string;
  notice: string;
  collects_contact: boolean;
  audience: SurveyAudience;
  lecture_id: number | null;
  lecture_title: string | null;
  opens_at: Date | null;
  closes_at: Date | null;
  version: number;
  notice_version: number;
  questions: SurveyQuestion[];
  created_at: Date;
}

/** The row with its answers counted (the admin's reads: counting is a scan of the survey's answers). */
export interface CountedSurveyRow extends SurveyRow {
  responses: string;
  responses_to_version: string;
}

const FROM = `FROM surveys s LEFT JOIN lectures l ON l.id = s.lecture_id`;
const SELECT = `SELECT s.*, l.title AS lecture_title ${FROM}`;
const COUNTED_SELECT = `
  SELECT s.*, l.title AS lecture_title,
         (SELECT count(*) FROM survey_answers a WHERE a.survey_id = s.id) AS responses,
         (SELECT count(*) FROM survey_answers a WHERE a.survey_id = s.id AND a.version = s.version)
           AS responses_to_version
    ${FROM}`;

export async function nextSurveyId(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ id: string }>(`SELECT nextval('survey_id_seq') AS id`);
  return Number(row.id);
}

/** Whether answers are taken at `now`: before its start, open, or from its closing time on. */
export function surveyState(row: Pick<SurveyRow, 'opens_at' | 'closes_at'>, now: Date): SurveyState {
  if (row.opens_at && now < new Date(row.opens_at)) return 'scheduled';
  if (row.closes_at && now >= new Date(row.closes_at)) return 'closed';
  return 'open';
}

const local = (at: Date | null) => (at ? toSeoulLocal(new Date(at)) : null);

/** The survey as its respondents and the reports see it: everything but the count of its answers. */
export function surveyFieldsOf(row: SurveyRow, now = new Date()): Omit<Survey, 'responses'> {
  return {
    id: row.id,
    eventId: row.event_id,
    title: row.title,
    notice: row.notice,
    collectsContact: row.collects_contact,
    audience: row.audience,
    lectureId: row.lecture_id,
    lectureTitle: row.lecture_title,
    opensAt: local(row.opens_at),
    closesAt: local(row.closes_at),
    state: surveyState(row, now),
    version: row.version,
    noticeVersion: row.notice_version,
    questions: row.questions,
    createdAt: toSeoulLocal(new Date(row.created_at)),
  };
}

export const toSurvey = (row: CountedSurveyRow, now = new Date()): Survey => ({
  ...surveyFieldsOf(row, now),
  responses: Number(row.responses),
});

async function oneRow<R>(sql: Sql, select: string, id: number, eventId: number | undefined): Promise<R> {
  const [row] = await sql.query<R>(`${select} WHERE s.id = $1 AND ($2::int IS NULL OR s.event_id = $2)`, [
    id,
    eventId ?? null,
  ]);
  if (!row) throw SurveyErrors.notFound();
  return row;
}

/**
 * The survey's row, its answers not counted (the respondents' paths: an answer after a keynote must not scan
 * the thousands before it); `eventId` given: only in that event. Not found: SURVEY.NOT_FOUND.
 */
export const readSurveyRow = (sql: Sql, id: number, eventId?: number): Promise<SurveyRow> =>
  oneRow<SurveyRow>(sql, SELECT, id, eventId);

/** The survey's row with its answers counted (the admin's screens). */
export const readCountedSurveyRow = (sql: Sql, id: number, eventId?: number): Promise<CountedSurveyRow> =>
  oneRow<CountedSurveyRow>(sql, COUNTED_SELECT, id, eventId);

/** The event's surveys, newest first, their answers not counted. */
export async function listSurveyRows(sql: Sql, eventId: number): Promise<SurveyRow[]> {
  return sql.query<SurveyRow>(`${SELECT} WHERE s.event_id = $1 ORDER BY s.id DESC`, [eventId]);
}

/** The event's surveys, newest first, with their answers counted (the admin's list). */
export async function listCountedSurveyRows(sql: Sql, eventId: number): Promise<CountedSurveyRow[]> {
  return sql.query<CountedSurveyRow>(`${COUNTED_SELECT} WHERE s.event_id = $1 ORDER BY s.id DESC`, [eventId]);
}

/** The survey as the answer decider needs it. */
export const snapshotOf = (row: SurveyRow): SurveySnapshot => ({
  id: row.id,
  eventId: row.event_id,
  version: row.version,
  noticeVersion: row.notice_version,
  collectsContact: row.collects_contact,
  opensAt: row.opens_at ? new Date(row.opens_at) : null,
  closesAt: row.closes_at ? new Date(row.closes_at) : null,
  questions: row.questions,
});

/** The definition as the survey's stream holds it (instants in ISO). */
export const definitionOf = (body: SurveyBody): SurveyDefinition => ({
  title: body.title,
  notice: body.notice,
  collectsContact: body.collectsContact,
  audience: body.audience,
  lectureId: body.lectureId,
  opensAt: body.opensAt?.toISOString() ?? null,
  closesAt: body.closesAt?.toISOString() ?? null,
  questions: body.questions,
});

/** The questions of one version of the survey (SURVEY.NOT_FOUND for a version it never had). */
export async function versionQuestions(
  sql: Sql,
  surveyId: number,
  version: number,
): Promise<SurveyQuestion[]> {
  const [row] = await sql.query<{ questions: SurveyQuestion[] }>(
    `SELECT questions FROM survey_versions WHERE survey_id = $1 AND version = $2`,
    [surveyId, version],
  );
  if (!row) throw SurveyErrors.versionNotFound();
  return row.questions;
}

export interface SurveyAnswerRow {
  version: number;
  /** Scores and choices by question id. */
  answers: Record<string, SurveyAnswerItem['value']>;
  texts: AnswerTexts;
  /** Seoul local time. */
  answered_at: string;
}

/** The respondent's answer to the survey as the read model holds it, or undefined. */
export async function readSurveyAnswer(
  sql: Sql,
  surveyId: number,
  respondent: Respondent,
): Promise<SurveyAnswerRow | undefined> {
  const [row] = await sql.query<SurveyAnswerRow>(
    `SELECT version, answers, texts, to_char(answered_at, 'YYYY-MM-DD"T"HH24:MI:SS') AS answered_at
       FROM survey_answers WHERE survey_id = $1 AND respondent = $2`,
    [surveyId, respondentKey(respondent)],
  );
  return row;
}
