import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { AttendeeErrors } from '../../attendees/domain/attendee.errors.js';
import { verifyQrLinkSignature } from '../../attendees/qr-link.js';
import { eventOfSignedLink } from '../../attendees/queries/signed-link-attendee.js';
import { prepared, type Sql } from '../../database/sql.js';
import type { Respondent } from '../domain/survey-answer.events.js';
import { verifyLectureSurveySignature } from '../survey-ticket.js';
import { SurveyErrors } from '../domain/survey.errors.js';
import type { SurveyRow } from './survey-reads.js';

/** How a respondent shows who they are: an attendee's signed link (or lecture ticket), or a booth's login. */
export type RespondentProof =
  | { kind: 'link'; userId: number | undefined; sig: string | undefined }
  | { kind: 'booth'; booth: BoothPrincipal };

/** A survey with what its respondents' paths check, read in one statement (readRespondentSurvey). */
export interface RespondentSurvey {
  row: SurveyRow;
  event: { name: string; closed: boolean };
  /** The attendee of the link (none for a booth): of the survey's event, entered, checked in to its lecture. */
  attendee: { ofEvent: boolean; entered: boolean; checkedIn: boolean };
  /** The key that seals what the respondent writes (`textsSubject`'s), when it exists already. */
  textsKey: Buffer | null;
}

const RESPONDENT_SURVEY = prepared(`
  SELECT s.*, l.title AS lecture_title, c.name AS event_name, c.closed_at IS NOT NULL AS event_closed,
         EXISTS (SELECT 1 FROM attendees a WHERE a.id = $2 AND a.event_id = s.event_id) AS attendee_of_event,
         EXISTS (SELECT 1 FROM entries e WHERE e.attendee_id = $2) AS attendee_entered,
         EXISTS (SELECT 1 FROM lecture_checkins k WHERE k.lecture_id = s.lecture_id AND k.attendee_id = $2)
           AS attendee_checked_in,
         (SELECT key FROM personal_data_keys WHERE subject_id = $3) AS texts_key
    FROM surveys s JOIN conferences c ON c.id = s.event_id LEFT JOIN lectures l ON l.id = s.lecture_id
   WHERE s.id = $1`);

/**
 * The survey, its event's state, the facts about the link's attendee and the key of `textsSubject` (whose key
 * seals the answer's texts; none for a read), in one round trip: an answer after a keynote is one of hundreds a
 * second (docs/SURVEYS.md, "Speed"). Not found: SURVEY.NOT_FOUND.
 */
export async function readRespondentSurvey(
  sql: Sql,
  surveyId: number,
  proof: RespondentProof,
  textsSubject: string | null = null,
): Promise<RespondentSurvey> {
  const attendeeId = proof.kind === 'link' ? (proof.userId ?? null) : null;
  const [found] = await sql.query<
    SurveyRow & {
      event_name: string;
      event_closed: boolean;
      attendee_of_event: boolean;
      attendee_entered: boolean;
      attendee_checked_in: boolean;
      texts_key: Buffer | null;
    }
  >(RESPONDENT_SURVEY, [surveyId, attendeeId, textsSubject]);
  if (!found) throw SurveyErrors.notFound();
  const {
    event_name,
    event_closed,
    attendee_of_event,
    attendee_entered,
    attendee_checked_in,
    texts_key,
    ...row
  } = found;
  return {
    row,
    event: { name: event_name, closed: event_closed },
    attendee: { ofEvent: attendee_of_event, entered: attendee_entered, checkedIn: attendee_checked_in },
    textsKey: texts_key,
  };
}

/**
 * Who answers, checked against the survey's audience: a booth of the event for 참가사; for the others an
 * attendee of the event by their signed QR link (or, for a lecture, the signature their check-in gave them) who
 * entered (입장한 분) or checked in to the lecture when the survey asks only them.
 */
export function resolveRespondent(
  linkSecret: string,
  { row: survey, attendee }: RespondentSurvey,
  proof: RespondentProof,
): Respondent {
  if (proof.kind === 'booth') {
    if (proof.booth.eventId !== survey.event_id) throw SurveyErrors.notFound();
    if (survey.audience !== 'exhibitors') throw SurveyErrors.notInAudience();
    return { kind: 'booth', boothId: proof.booth.boothId };
  }
  const { userId, sig } = proof;
  const signed =
    userId !== undefined &&
    (verifyQrLinkSignature(linkSecret, userId, sig) ||
      (survey.lecture_id !== null &&
        verifyLectureSurveySignature(linkSecret, survey.lecture_id, userId, sig)));
  if (!signed) throw AttendeeErrors.invalidLink();
  if (!attendee.ofEvent) throw SurveyErrors.notFound();
  if (survey.audience === 'exhibitors') throw SurveyErrors.notInAudience();
  if (survey.audience === 'entered' && !attendee.entered) throw SurveyErrors.notInAudience();
  if (survey.audience === 'lecture' && !attendee.checkedIn) throw SurveyErrors.notInAudience();
  return { kind: 'attendee', attendeeId: userId };
}

/** The respondent of a proof without a survey (their open surveys): the attendee's QR link, or the booth. */
export async function respondentOfProof(
  sql: Sql,
  linkSecret: string,
  proof: RespondentProof,
): Promise<{ respondent: Respondent; eventId: number }> {
  if (proof.kind === 'booth')
    return { respondent: { kind: 'booth', boothId: proof.booth.boothId }, eventId: proof.booth.eventId };
  const { attendeeId, eventId } = await eventOfSignedLink(sql, linkSecret, proof.userId, proof.sig);
  return { respondent: { kind: 'attendee', attendeeId }, eventId };
}
