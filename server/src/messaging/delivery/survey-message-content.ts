import { qrLinkSignature } from '../../attendees/qr-link.js';
import type { QrMessageText } from './qr-message-content.js';
import { escapeHtml } from '../../kernel/escape-html.js';

/** Who a survey's invitation is for, the survey and the signed link to its answer page. */
export interface SurveyMessageInput {
  name: string;
  eventName: string;
  surveyTitle: string;
  /** The attendee's signed /surveys/{id}/answer link. */
  link: string;
}

/**
 * The link of the survey's answer page for this attendee, signed as their QR link is (the answer page takes
 * that signature: docs/SURVEYS.md).
 */
export function surveyAnswerLink(
  publicUrl: string,
  secret: string,
  surveyId: number,
  attendeeId: number,
): string {
  const sig = qrLinkSignature(secret, attendeeId);
  return `${publicUrl}/surveys/${surveyId}/answer?userId=${attendeeId}&sig=${encodeURIComponent(sig)}`;
}

const invitation = (eventName: string) => `[${eventName}] 만족도 조사에 참여해주세요`;

/**
 * The SMS/LMS text (and what a Kakao template registered for the survey must say): the invitation, the survey's
 * title and the link, each on a line of its own.
 */
export function surveyPhoneText(input: SurveyMessageInput): QrMessageText {
  return {
    subject: `[${input.eventName}] 만족도 조사`,
    text: [invitation(input.eventName), input.surveyTitle, input.link].join('\n'),
  };
}

/** The e-mail's subject and text part (also what the history shows for an e-mail or a kept message). */
export function surveyEmailText(input: SurveyMessageInput): QrMessageText {
  return {
    subject: invitation(input.eventName),
    text: [
      `${input.name}님, 안녕하세요.`,
      invitation(input.eventName),
      input.surveyTitle,
      '아래 링크에서 응답하실 수 있습니다.',
      input.link,
    ].join('\n'),
  };
}

/** The whole e-mail: text and HTML parts with the link (no QR image). */
export function surveyEmail(input: SurveyMessageInput & { to: string }) {
  const { subject, text } = surveyEmailText(input);
  const html = `<p>${escapeHtml(input.name)}님, 안녕하세요.</p>
<p>${escapeHtml(invitation(input.eventName))}</p>
<p><strong>${escapeHtml(input.surveyTitle)}</strong></p>
<p><a href="${escapeHtml(input.link)}">설문에 응답하기</a></p>
<p>${escapeHtml(input.link)}</p>`;
  return { to: input.to, subject, text, html };
}

/**
 * 알림톡 template variables of a survey's invitation, e.g. a template '#{행사명} 만족도 조사에 참여해주세요
 * #{설문명}' with a web-link button to `#{링크}` (or `{PUBLIC_URL}/#{설문경로}`).
 */
export function surveyAlimtalkVariables(input: SurveyMessageInput): Record<string, string> {
  const url = new URL(input.link);
  return {
    '#{이름}': input.name,
    '#{행사명}': input.eventName,
    '#{설문명}': input.surveyTitle,
    '#{링크}': input.link,
    '#{설문경로}': `${url.pathname.slice(1)}${url.search}`,
  };
}
