import type { SurveyBreakdownRow } from '@expo/contract/surveys';
import { REGISTRATION_TYPE_LABELS } from '@expo/contract/attendee-values';
import type { Sql } from '../../../database/sql.js';
import type { SurveyRow } from '../survey-reads.js';
import type { QuestionTexts, ValueCounts } from './question-results.js';

const TEXTS_PER_QUESTION = 500;
/** The 소속 breakdown names the 10 with most responses. */
const AFFILIATIONS = 10;

/**
 * How many answered each value of each question, and each question at all, in one version. PostgreSQL counts
 * each question's distinct answers (a score, an option, or a 복수 선택's set of options: few of each); the sets
 * are split here. Expanding every set's options in SQL instead took 1.5 s for 50,000 answers of 10 questions,
 * this 0.12 s (docs/SURVEYS.md, "Speed").
 */
export async function valueCounts(sql: Sql, surveyId: number, version: number) {
  const rows = await sql.query<{ question: string; value: unknown; count: string }>(
    `SELECT e.key AS question, e.value, count(*) AS count
       FROM survey_answers s CROSS JOIN LATERAL jsonb_each(s.answers) e
      WHERE s.survey_id = $1 AND s.version = $2
      GROUP BY e.key, e.value`,
    [surveyId, version],
  );
  const counts: ValueCounts = new Map();
  const answered = new Map<string, number>();
  for (const row of rows) {
    const count = Number(row.count);
    answered.set(row.question, (answered.get(row.question) ?? 0) + count);
    const values = counts.get(row.question) ?? new Map<string, number>();
    for (const value of Array.isArray(row.value) ? row.value : [row.value])
      values.set(String(value), (values.get(String(value)) ?? 0) + count);
    counts.set(row.question, values);
  }
  return { counts, answered };
}

/** What respondents wrote (주관식, 기타) by question, newest first, and how many texts each has. */
export async function questionTexts(sql: Sql, surveyId: number, version: number) {
  const rows = await sql.query<{ key: string; text: string; answered_at: string; total: string }>(
    `SELECT key, text, to_char(answered_at, 'YYYY-MM-DD"T"HH24:MI:SS') AS answered_at, total FROM (
       SELECT split_part(t.key, '.', 1) AS key, t.value AS text, s.answered_at,
              row_number() OVER (PARTITION BY split_part(t.key, '.', 1) ORDER BY s.answered_at DESC, s.respondent) AS n,
              count(*) OVER (PARTITION BY split_part(t.key, '.', 1)) AS total
         FROM survey_answers s CROSS JOIN LATERAL jsonb_each_text(s.texts) t
        WHERE s.survey_id = $1 AND s.version = $2 AND s.texts <> '{}'::jsonb) x
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
  // one pass over the answers, grouped three ways; each respondent's score is the mean of their 5점 척도 answers
  const rows = await sql.query<{ dimension: string; label: string; responses: string; mean: string | null }>(
    `SELECT CASE WHEN GROUPING(a.registration_type) = 0 THEN 'registrationType'
                 WHEN GROUPING(a.country) = 0 THEN 'country' ELSE 'affiliation' END AS dimension,
            COALESCE(a.registration_type, a.country, a.affiliation) AS label,
            count(*) AS responses, avg(x.score) AS mean
       FROM survey_answers s JOIN attendees a ON a.id = s.attendee_id
       CROSS JOIN LATERAL (SELECT avg((s.answers ->> k)::numeric) AS score FROM unnest($3::text[]) k) x
      WHERE s.survey_id = $1 AND s.version = $2 AND s.attendee_id IS NOT NULL
      GROUP BY GROUPING SETS ((a.registration_type), (a.country), (a.affiliation))`,
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
      .sort((a, b) => b.responses - a.responses || a.label.localeCompare(b.label, 'ko'))
      .slice(0, dimension === 'affiliation' ? AFFILIATIONS : undefined);
  const registrationLabel = (code: string) =>
    REGISTRATION_TYPE_LABELS[code as keyof typeof REGISTRATION_TYPE_LABELS] ?? code;
  return {
    registrationType: of('registrationType', registrationLabel),
    country: of('country', (value) => value || '(없음)'),
    affiliation: of('affiliation', (value) => value || '(없음)'),
  };
}
