import type { MigrationInterface, QueryRunner } from 'typeorm';

/** 만족도 조사: each event's surveys and the answers of their respondents (read models of the survey streams). */
export class Surveys1765200000000 implements MigrationInterface {
  name = 'Surveys1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE survey_id_seq`);
    await q.query(
      `CREATE TABLE surveys (
         id integer PRIMARY KEY,
         event_id integer NOT NULL,
         title text NOT NULL,
         notice text NOT NULL,
         collects_contact boolean NOT NULL,
         audience text NOT NULL,
         lecture_id integer,
         opens_at timestamptz,
         closes_at timestamptz,
         version integer NOT NULL,
         notice_version integer NOT NULL,
         questions jsonb NOT NULL,
         created_at timestamptz NOT NULL
       )`,
    );
    await q.query(`CREATE INDEX surveys_event ON surveys (event_id, id)`);
    // the questions of every version: results of an earlier version read them
    await q.query(
      `CREATE TABLE survey_versions (
         survey_id integer NOT NULL,
         version integer NOT NULL,
         questions jsonb NOT NULL,
         PRIMARY KEY (survey_id, version)
       )`,
    );
    // one row per respondent of a survey: an attendee (attendee_id) or a booth (booth_id); answers holds scores
    // and choices by question id, texts what they wrote (주관식, 기타), blanked when erased
    await q.query(
      `CREATE TABLE survey_answers (
         survey_id integer NOT NULL,
         respondent text NOT NULL,
         event_id integer NOT NULL,
         attendee_id integer,
         booth_id integer,
         version integer NOT NULL,
         notice_version integer NOT NULL,
         collects_contact boolean NOT NULL,
         answers jsonb NOT NULL,
         texts jsonb NOT NULL,
         answered_at timestamp NOT NULL,
         PRIMARY KEY (survey_id, respondent)
       )`,
    );
    await q.query(
      `CREATE INDEX survey_answers_attendee ON survey_answers (attendee_id) WHERE attendee_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX survey_answers_event ON survey_answers (event_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS survey_answers`);
    await q.query(`DROP TABLE IF EXISTS survey_versions`);
    await q.query(`DROP TABLE IF EXISTS surveys`);
    await q.query(`DROP SEQUENCE IF EXISTS survey_id_seq`);
  }
}
