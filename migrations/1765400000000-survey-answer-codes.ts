import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each survey answer with what its results count, kept by the projection beside the answers (docs/SURVEYS.md,
 * "Speed"): `codes`, one a question ('q1=4', 'q7=예', and a 복수 선택's set as 'q9[]=["전시","강연"]'), counted
 * with one unnest in half the time of expanding the JSON answers; `score`, the mean of the answer's 5점 척도
 * points (the only numbers among them), which the breakdown by attendee group averages. Rows made before are
 * filled here as the projection fills them (a set's JSON spacing may differ: the server splits each set anyway).
 */
/** The codes and score of each row as the projection keeps them (the e2e test holds the two alike). */
export const FILL_ANSWER_CODES = `UPDATE survey_answers s SET
   codes = ARRAY(SELECT CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.key || '[]=' || e.value::text
                             ELSE e.key || '=' || (e.value #>> '{}') END
                   FROM jsonb_each(s.answers) e),
   score = (SELECT avg((e.value #>> '{}')::numeric) FROM jsonb_each(s.answers) e
             WHERE jsonb_typeof(e.value) = 'number')`;

export class SurveyAnswerCodes1765400000000 implements MigrationInterface {
  name = 'SurveyAnswerCodes1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE survey_answers ADD COLUMN codes text[] NOT NULL DEFAULT '{}', ADD COLUMN score numeric`,
    );
    await q.query(FILL_ANSWER_CODES);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE survey_answers DROP COLUMN IF EXISTS score, DROP COLUMN IF EXISTS codes`);
  }
}
