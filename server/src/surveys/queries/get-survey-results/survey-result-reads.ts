import type { SurveyBreakdownRow } from '@expo/contract/surveys';
import { REGISTRATION_TYPE_LABELS } from '@expo/contract/attendee-values';
import type { Sql } from '../../../database/sql.js';
import type { SurveyRow } from '../survey-reads.js';
import type { QuestionTexts, ValueCounts } from './question-results.js';

const TEXTS_PER_QUESTION = 500;

/** How many answered each value of each question, and each question at all, in one version. */
export async function valueCounts(sql: Sql, surveyId: number, version: number) {
  const rows = await sql.query<{ question: string; value: string | null; count: string }>(
    `SELECT e.key AS question, v.value, count(*) AS count
       FROM survey_answers s
       CROSS JOIN LATERAL jsonb_each(s.answers) e
       CROSS JOIN LATERAL (
         SELECT x AS value FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value END) x
         UNION ALL SELECT e.value #>> '{}' WHERE jsonb_typeof(e.value) <> 'array'
         UNION ALL SELECT NULL
       ) v
      WHERE s.survey_id = $1 AND s.version = $2
      GROUP BY e.key, v.value`,
    [surveyId, version],
  );
  const counts: ValueCounts = new Map();
  const answered = new Map<string, number>();
  for (const row of rows) {
    // the NULL row of each answer counts the respondents who answered the question
    if (row.value === null) {
      answered.set(row.question, Number(row.count));
      continue;
    }
    const values = counts.get(row.question) ?? new Map<string, number>();
    values.set(row.value, Number(row.count));
    counts.set(row.question, values);
  }
  return { counts, answered };
}

/** What respondents wrote (주관식, 기타) by question, newest first, and how many texts each has. */
export async function questionTexts(sql: Sql, surveyId: number, version: number) {
  const rows = await sql.query<{ key: string; text: string; answered_at: string; total: string }>(
    `SELECT key, text, answered_at, total FROM (
       SELECT split_part(t.key, '.', 1) AS key, t.value AS text,
              to_char(s.answered_at, 'YYYY-MM-DD"T"HH24:MI:SS') AS answered_at,
              row_number() OVER (PARTITION BY split_part(t.key, '.', 1) ORDER BY s.answered_at DESC, s.respondent) AS n,
              count(*) OVER (PARTITION BY split_part(t.key, '.', 1)) AS total
         FROM survey_answers s CROSS JOIN LATERAL jsonb_each_text(s.texts) t
        WHERE s.survey_id = $1 AND s.version = $2) x
      WHERE n <= $3 ORDER BY key, n`,
    [surveyId, version, TEXTS_PER_QUESTION],
  );
  const texts: QuestionTexts = new Map();
  const totals = new Map<string, number>();
  for (const row of rows) {
    const list = texts.get(row.key) ?? [];
    list.push({ text: row.text, answeredAt: row.answered_at });
    texts.set(row.key, list);
    totals.set(row.key, Number(row.total));
  }
  return { texts, totals };
}

/** Responses of each version, newest version first. */
export async function versionCounts(sql: Sql, surveyId: number) {
  const rows = await sql.query<{ version: number; responses: string }>(
    `SELECT version, count(*) AS responses FROM survey_answers WHERE survey_id = $1
      GROUP BY version ORDER BY version DESC`,
    [surveyId],
  );
  return rows.map((row) => ({ version: row.version, responses: Number(row.responses) }));
}

/** Who the survey asks: its attendees, those who entered, the lecture's check-ins, or the event's booths. */
export async function audienceSize(sql: Sql, survey: SurveyRow): Promise<number> {
  const statements = {
    attendees: [`SELECT count(*) AS n FROM attendees WHERE event_id = $1`, [survey.event_id]],
    entered: [`SELECT count(DISTINCT attendee_id) AS n FROM entries WHERE event_id = $1`, [survey.event_id]],
    lecture: [`SELECT count(*) AS n FROM lecture_checkins WHERE lecture_id = $1`, [survey.lecture_id]],
    exhibitors: [`SELECT count(*) AS n FROM booths WHERE event_id = $1`, [survey.event_id]],
  } as const;
  const [text, params] = statements[survey.audience];
  const [row] = await sql.query<{ n: string }>(text, [...params]);
  return Number(row.n);
}

/**
 * The attendee respondents of a version by 등록유형, 국가 and 소속 (the 10 with most responses): how many answered
 * and the mean of their 5점 척도 answers. Booths are not attendees: a 참가사 survey has no breakdown.
 */
export async function breakdown(sql: Sql, survey: SurveyRow, version: number, scaleIds: string[]) {
  const rows = await sql.query<{ dimension: string; label: string; responses: string; mean: string | null }>(
    `WITH r AS (
       SELECT s.attendee_id,
              (SELECT avg((e.value #>> '{}')::numeric) FROM jsonb_each(s.answers) e WHERE e.key = ANY($3::text[]))
                AS score
         FROM survey_answers s WHERE s.survey_id = $1 AND s.version = $2 AND s.attendee_id IS NOT NULL),
     d AS (
       SELECT a.registration_type AS registration_type, a.country AS country, a.affiliation AS affiliation, r.score
         FROM r JOIN attendees a ON a.id = r.attendee_id)
     SELECT 'registrationType' AS dimension, registration_type AS label, count(*) AS responses, avg(score) AS mean
       FROM d GROUP BY registration_type
     UNION ALL
     SELECT 'country', country, count(*), avg(score) FROM d GROUP BY country
     UNION ALL
     (SELECT 'affiliation', affiliation, count(*), avg(score) FROM d GROUP BY affiliation
       ORDER BY count(*) DESC, affiliation LIMIT 10)`,
    [survey.id, version, scaleIds],
  );
  const of = (dimension: string, label: (value: string) => string): SurveyBreakdownRow[] =>
    rows
      .filter((row) => row.dimension === dimension)
      .map((row) => ({
        label: label(row.label),
        responses: Number(row.responses),
        mean: row.mean === null ? null : Math.round(Number(row.mean) * 100) / 100,
      }))
      .sort((a, b) => b.responses - a.responses || a.label.localeCompare(b.label, 'ko'));
  const registrationLabel = (code: string) =>
    REGISTRATION_TYPE_LABELS[code as keyof typeof REGISTRATION_TYPE_LABELS] ?? code;
  return {
    registrationType: of('registrationType', registrationLabel),
    country: of('country', (value) => value || '(없음)'),
    affiliation: of('affiliation', (value) => value || '(없음)'),
  };
}
