import type { DataSource } from 'typeorm';
import { withConnection } from '../../../database/sql.js';
import type { ResponseRow } from './response-columns.js';

const BATCH = 2000;

interface Row {
  at_key: string;
  respondent: string;
  answered_at: string;
  version: number;
  answers: ResponseRow['answers'];
  texts: ResponseRow['texts'];
  registration_type: string | null;
  affiliation: string | null;
  booth_name: string | null;
  contact_name: string | null;
  contact_phone: string | null;
}

/**
 * A survey's responses in the order they were made, read in batches (keyset paging) while the file is
 * written. Name and phone leave the database only for answers made under a notice that collected them.
 */
export async function* streamSurveyResponses(
  dataSource: DataSource,
  surveyId: number,
): AsyncGenerator<ResponseRow> {
  let after: { at: string; respondent: string } | null = null;
  for (;;) {
    const rows: Row[] = await withConnection(dataSource, (sql) =>
      sql.query<Row>(
        `SELECT s.answered_at::text AS at_key, s.respondent,
                to_char(s.answered_at, 'YYYY-MM-DD HH24:MI:SS') AS answered_at, s.version, s.answers, s.texts,
                a.registration_type, a.affiliation, b.booth_name,
                CASE WHEN s.collects_contact THEN COALESCE(a.name, b.manager_name) END AS contact_name,
                CASE WHEN s.collects_contact THEN COALESCE(a.phone_number, b.phone) END AS contact_phone
           FROM survey_answers s
           LEFT JOIN attendees a ON a.id = s.attendee_id
           LEFT JOIN booths b ON b.id = s.booth_id
          WHERE s.survey_id = $1
            AND ($2::timestamp IS NULL OR (s.answered_at, s.respondent) > ($2::timestamp, $3::text))
          ORDER BY s.answered_at, s.respondent LIMIT $4`,
        [surveyId, after?.at ?? null, after?.respondent ?? null, BATCH],
      ),
    );
    for (const r of rows)
      yield {
        answeredAt: r.answered_at,
        version: r.version,
        answers: r.answers,
        texts: r.texts,
        registrationType: r.registration_type,
        affiliation: r.affiliation,
        boothName: r.booth_name,
        contactName: r.contact_name,
        contactPhone: r.contact_phone,
      };
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = { at: last.at_key, respondent: last.respondent };
  }
}
