import type { SurveyBreakdownRow } from '@expo/contract/surveys';
import { REGISTRATION_TYPE_LABELS } from '@expo/contract/attendee-values';
import type { Sql } from '../../../database/sql.js';
import type { SurveyRow } from '../survey-reads.js';
import { readCode } from '../../domain/answer-codes.js';
import type { QuestionTexts, ValueCounts } from './question-results.js';

const TEXTS_PER_QUESTION = 500;
/** The 소속 breakdown names the 10 with most responses. */
const korean = new Intl.Collator('ko');
const AFFILIATIONS = 10;

/**
 * How many answered each value of each question, and each question at all, in one version: PostgreSQL counts
 * the answers' codes (answer-codes.ts: one a question, a 복수 선택's set as one), the server splits the sets. 50 ms
 * for 50,000 answers of 10 questions; expanding the JSON answers took 100 ms, and every set's options in SQL
 * 1.5 s (docs/SURVEYS.md, "Speed").
 */
export async function valueCounts(sql: Sql, surveyId: number, version: number) {
  const rows = await sql.query<{ code: string; count: string }>(
    `SELECT code, count(*) AS count FROM survey_answers s CROSS JOIN LATERAL unnest(s.codes) code
      WHERE s.survey_id = $1 AND s.version = $2 GROUP BY code`,
    [surveyId, version],
  );
  const counts: ValueCounts = new Map();
  const answered = new Map<string, number>();
  for (const row of rows) {
    const count = Number(row.count);
    const { questionId, values } = readCode(row.code);
    answered.set(questionId, (answered.get(questionId) ?? 0) + count);
    const byValue = counts.get(questionId) ?? new Map<string, number>();
    for (const value of values) byValue.set(value, (byValue.get(value) ?? 0) + count);
    counts.set(questionId, byValue);
  }
  return { counts, answered };
}

/**
 * What respondents wrote (주관식, 기타) by question, newest first, and how many texts each has: for each key the
 * version keeps texts under (`textKeysOf`), its newest 500 in one walk of the survey's answers (a top-N of a
 * question's texts, not a sort of every text of every question: 33 ms against 70 for 50,000 answers).
 */
export async function questionTexts(sql: Sql, surveyId: number, version: number, keys: readonly string[]) {
  const rows = keys.length
    ? await sql.query<{ key: string; text: string; answered_at: string; total: string }>(
        `SELECT k AS key, x.text, to_char(x.answered_at, 'YYYY-MM-DD"T"HH24:MI:SS') AS answered_at, x.total
           FROM unnest($3::text[]) AS k,
                LATERAL (SELECT s.texts ->> k AS text, s.answered_at, count(*) OVER () AS total
                           FROM survey_answers s
                          WHERE s.survey_id = $1 AND s.version = $2 AND s.texts ? k
                          ORDER BY s.answered_at DESC, s.respondent COLLATE "C" LIMIT $4) x`,
        [surveyId, version, keys, TEXTS_PER_QUESTION],
      )
    : [];
  const texts: QuestionTexts = new Map();
  const totals = new Map<string, number>();
  for (const row of rows) {
    // a '기타' text belongs to its question (`q3.other`: q3)
    const question = row.key.split('.')[0];
    const list = texts.get(question) ?? [];
    list.push({ text: row.text, answeredAt: row.answered_at });
    texts.set(question, list);
    totals.set(question, Number(row.total));
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
export async function breakdown(sql: Sql, survey: SurveyRow, version: number) {
  // one pass over the answers, grouped three ways; each respondent's score (the mean of their 5점 척도 answers)
  // is kept with the answer. Of the 소속 (thousands) only those ranked in the top 10 by responses, ties kept:
  // the server orders them by name as Korean is ordered (4,600 rows parsed and sorted took 30 ms a read).
  const rows = await sql.query<{ dimension: string; label: string; responses: string; mean: string | null }>(
    `SELECT dimension, label, responses, mean FROM (
       SELECT CASE WHEN GROUPING(a.registration_type) = 0 THEN 'registrationType'
                   WHEN GROUPING(a.country) = 0 THEN 'country' ELSE 'affiliation' END AS dimension,
              COALESCE(a.registration_type, a.country, a.affiliation) AS label,
              count(*) AS responses, avg(s.score) AS mean,
              rank() OVER (PARTITION BY GROUPING(a.registration_type), GROUPING(a.country)
                           ORDER BY count(*) DESC) AS place
         FROM survey_answers s JOIN attendees a ON a.id = s.attendee_id
        WHERE s.survey_id = $1 AND s.version = $2 AND s.attendee_id IS NOT NULL
        GROUP BY GROUPING SETS ((a.registration_type), (a.country), (a.affiliation))) x
      WHERE dimension <> 'affiliation' OR place <= $3`,
    [survey.id, version, AFFILIATIONS],
  );
  const of = (dimension: string, label: (value: string) => string): SurveyBreakdownRow[] =>
    rows
      .filter((row) => row.dimension === dimension)
      .map((row) => ({
        label: label(row.label),
        responses: Number(row.responses),
        mean: row.mean === null ? null : Math.round(Number(row.mean) * 100) / 100,
      }))
      .sort((a, b) => b.responses - a.responses || korean.compare(a.label, b.label))
      .slice(0, dimension === 'affiliation' ? AFFILIATIONS : undefined);
  const registrationLabel = (code: string) =>
    REGISTRATION_TYPE_LABELS[code as keyof typeof REGISTRATION_TYPE_LABELS] ?? code;
  return {
    registrationType: of('registrationType', registrationLabel),
    country: of('country', (value) => value || '(없음)'),
    affiliation: of('affiliation', (value) => value || '(없음)'),
  };
}
