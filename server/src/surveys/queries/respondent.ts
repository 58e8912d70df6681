import type { BoothPrincipal } from '../../auth/booth-principal.js';
import { AttendeeErrors } from '../../attendees/domain/attendee.errors.js';
import { verifyQrLinkSignature } from '../../attendees/qr-link.js';
import type { Sql } from '../../database/sql.js';
import type { Respondent } from '../domain/survey-answer.events.js';
import { verifyLectureSurveySignature } from '../survey-ticket.js';
import { SurveyErrors } from '../domain/survey.errors.js';
import type { SurveyRow } from './survey-reads.js';

/** How a respondent shows who they are: an attendee's signed link (or lecture ticket), or a booth's login. */
export type RespondentProof =
  | { kind: 'link'; userId: number | undefined; sig: string | undefined }
  | { kind: 'booth'; booth: BoothPrincipal };

/**
 * Who answers, checked against the survey's audience: a booth of the event for 참가사; for the others an
 * attendee of the event by their signed QR link (or, for a lecture, the signature their check-in gave them) who
 * entered (입장한 분) or checked in to the lecture when the survey asks only them.
 */
export async function resolveRespondent(
  sql: Sql,
  linkSecret: string,
  survey: SurveyRow,
  proof: RespondentProof,
): Promise<Respondent> {
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
  const [attendee] = await sql.query(`SELECT 1 FROM attendees WHERE id = $1 AND event_id = $2`, [
    userId,
    survey.event_id,
  ]);
  if (!attendee) throw SurveyErrors.notFound();
  if (survey.audience === 'exhibitors') throw SurveyErrors.notInAudience();
  if (survey.audience === 'entered') {
    const [entry] = await sql.query(`SELECT 1 FROM entries WHERE attendee_id = $1 LIMIT 1`, [userId]);
    if (!entry) throw SurveyErrors.notInAudience();
  }
  if (survey.audience === 'lecture') {
    const [checkIn] = await sql.query(
      `SELECT 1 FROM lecture_checkins WHERE lecture_id = $1 AND attendee_id = $2`,
      [survey.lecture_id, userId],
    );
    if (!checkIn) throw SurveyErrors.notInAudience();
  }
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
  const { userId, sig } = proof;
  if (userId === undefined || !verifyQrLinkSignature(linkSecret, userId, sig))
    throw AttendeeErrors.invalidLink();
  const [attendee] = await sql.query<{ event_id: number }>(`SELECT event_id FROM attendees WHERE id = $1`, [
    userId,
  ]);
  if (!attendee) throw AttendeeErrors.notFound();
  return { respondent: { kind: 'attendee', attendeeId: userId }, eventId: attendee.event_id };
}
