import type { BulkSendPlan } from '@expo/contract/messaging';
import type { SurveySendAudience } from '@expo/contract/messaging-values';
import type { SurveyState } from '@expo/contract/surveys';
import type { SurveyAudience } from '@expo/contract/surveys-values';
import { MessageErrors } from './message.errors.js';
import { planBulkSend, type BulkCandidate, type BulkSendOptions, type PlannedSend } from './qr-bulk-send.js';

/** The survey being sent, as far as the rules look at it. */
export interface SurveyToSend {
  audience: SurveyAudience;
  state: SurveyState;
}

/**
 * One of the survey's audience who is there to ask: an attendee who entered (참관객 surveys) or checked in to the
 * lecture (강연), with whether they answered; `alreadySent`: this survey's link is queued, sent or delivered.
 */
export interface SurveySendCandidate extends BulkCandidate {
  answered: boolean;
}

export interface SurveySendRequest {
  audience: SurveySendAudience;
  resend: boolean;
}

/**
 * Who of the survey's audience gets its link and by which channel (pure): ENTERED all of them, UNANSWERED
 * those without an answer; then the QR bulk send's rules (never twice unless asked, never one with no contact),
 * but the unpaid (결제유무 N) are asked too: they are in the audience (they entered or sat in the lecture). A 참가사 survey (booths answer on their phone), a closed one and one not open yet are
 * refused whole.
 */
export function planSurveySend(
  survey: SurveyToSend,
  candidates: readonly SurveySendCandidate[],
  request: SurveySendRequest,
  options: Omit<BulkSendOptions, 'resend'>,
): { plan: BulkSendPlan; sends: PlannedSend[] } {
  if (survey.audience === 'exhibitors') throw MessageErrors.surveyForExhibitors();
  if (survey.state === 'closed') throw MessageErrors.surveyClosed();
  if (survey.state === 'scheduled') throw MessageErrors.surveyNotOpen();
  const chosen =
    request.audience === 'UNANSWERED' ? candidates.filter((candidate) => !candidate.answered) : candidates;
  return planBulkSend(chosen, { ...options, resend: request.resend, skipUnpaid: false });
}
