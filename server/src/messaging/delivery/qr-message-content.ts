import QRCode from 'qrcode';
import type { Lang } from '@expo/contract/lang';
import { escapeHtml } from '../../kernel/escape-html.js';

/** Who the message is for and the link it carries. */
export interface QrMessageInput {
  attendeeId: number;
  name: string;
  eventName: string;
  /** The attendee's signed /qr-view link. */
  link: string;
  /** The e-mail's language: English for a walk-in who registered on the English form (issue 50); else Korean. */
  lang?: Lang;
}

export interface QrMessageText {
  subject: string;
  text: string;
}

const DARK_MODE_NOTICE = '* 스캔 전 휴대폰 다크모드를 해제 해주세요.';

/** The QR e-mail's words in each language (names, the event and the link are put in as they are). */
const QR_EMAIL_TEXTS = {
  ko: {
    subject: (event: string, name: string) => `[${event}] ${name}님의 입장 QR 코드`,
    greeting: (name: string) => `${name}님, 안녕하세요.`,
    sending: (event: string) => `${event} 입장 QR 코드를 보내드립니다.`,
    showLink: (id: number) => `입장 시 아래 링크의 QR 코드를 보여주세요 (ID: ${id}).`,
    showCode: '입장 시 이 QR 코드를 보여주세요.',
    imageAlt: (id: number) => `입장 QR 코드 (ID: ${id})`,
    open: '입장 QR 코드 열기',
    darkMode: DARK_MODE_NOTICE,
  },
  en: {
    subject: (event: string, name: string) => `[${event}] Entry QR code for ${name}`,
    greeting: (name: string) => `Hello ${name},`,
    sending: (event: string) => `Here is your entry QR code for ${event}.`,
    showLink: (id: number) => `Please show the QR code at the link below when you enter (ID: ${id}).`,
    showCode: 'Please show this QR code when you enter.',
    imageAlt: (id: number) => `Entry QR code (ID: ${id})`,
    open: 'Open my entry QR code',
    darkMode: '* Please turn off dark mode on your phone before scanning.',
  },
} as const;

/** The e-mail's subject and text part (also what the history shows for an e-mail or a kept message). */
export function qrEmailText(input: QrMessageInput): QrMessageText {
  const t = QR_EMAIL_TEXTS[input.lang ?? 'ko'];
  return {
    subject: t.subject(input.eventName, input.name),
    text: [
      t.greeting(input.name),
      t.sending(input.eventName),
      t.showLink(input.attendeeId),
      input.link,
      t.darkMode,
    ].join('\n'),
  };
}

/** The SMS/LMS text (also 알림톡's fallback): short, with the link on a line of its own. */
export function qrPhoneText(input: QrMessageInput): QrMessageText {
  return {
    subject: `[${input.eventName}] 입장 QR 코드`,
    text: [
      `[${input.eventName}] ${input.name}님의 입장 QR 코드입니다.`,
      '입장 시 아래 링크의 QR 코드를 보여주세요.',
      input.link,
      DARK_MODE_NOTICE,
    ].join('\n'),
  };
}

/** SMS holds 90 bytes (EUC-KR: 2 per Korean letter); longer texts go as LMS, which costs more. */
const SMS_BYTES = 90;
const euckrBytes = (text: string) => [...text].reduce((n, c) => n + (c.charCodeAt(0) < 128 ? 1 : 2), 0);

/** Whether the attendee's text message goes as SMS or (over 90 bytes) LMS. */
export const phoneTextType = (text: string): 'SMS' | 'LMS' => (euckrBytes(text) > SMS_BYTES ? 'LMS' : 'SMS');

/**
 * 알림톡 template variables. A template registered with Kakao uses them, e.g.
 * '#{이름}님, #{행사명} 입장 QR 코드입니다.' with a web-link button to `#{링크}` (or `{PUBLIC_URL}/#{QR경로}`).
 */
export function alimtalkVariables(input: QrMessageInput): Record<string, string> {
  const url = new URL(input.link);
  return {
    '#{이름}': input.name,
    '#{행사명}': input.eventName,
    '#{링크}': input.link,
    '#{QR경로}': `${url.pathname.slice(1)}${url.search}`,
  };
}

/** The QR code itself (the attendee id as text, as on /qr-view), as a PNG. */
export const qrPng = (attendeeId: number): Promise<Buffer> =>
  QRCode.toBuffer(String(attendeeId), { type: 'png', width: 256, margin: 4, errorCorrectionLevel: 'M' });

/**
 * The whole e-mail: text and HTML parts, the QR as an inline image (cid) above the signed link, so it opens
 * with no data at the venue, and the spec's dark-mode notice.
 */
export async function qrEmail(input: QrMessageInput & { to: string; cid: string }) {
  const { subject, text } = qrEmailText(input);
  const lang = input.lang ?? 'ko';
  const t = QR_EMAIL_TEXTS[lang];
  const html = `<div lang="${lang}">
<p>${t.greeting(escapeHtml(input.name))}</p>
<p>${t.sending(escapeHtml(input.eventName))} ${t.showCode}</p>
<p><img src="cid:${input.cid}" width="256" height="256" alt="${t.imageAlt(input.attendeeId)}"></p>
<p>ID: ${input.attendeeId}</p>
<p><a href="${escapeHtml(input.link)}">${t.open}</a></p>
<p style="color:red;font-weight:bold">${t.darkMode}</p>
</div>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    attachments: [
      {
        filename: 'qr.png',
        content: await qrPng(input.attendeeId),
        contentType: 'image/png',
        cid: input.cid,
      },
    ],
  };
}

/** Error texts are kept in the log and the history: no e-mail address or phone number may remain in them. */
export const redactContacts = (s: string) =>
  s
    .replace(/[^\s<>@"']+@[^\s<>@"']+/g, '<이메일>')
    .replace(/\+?\d[\d\s-]{7,}\d/g, '<전화번호>')
    .slice(0, 500);
