import type { Lang } from './lang.js';

/**
 * The attendee QR page's texts: the Korean of spec §8 verbatim, and English (issue 50). The server draws the page
 * with them and the web app shows the same once it has taken the page over.
 */
export interface QrViewTexts {
  loading: string;
  heading: (name: string) => string;
  id: (id: number | string) => string;
  darkModeNotice: string;
  download: string;
  notFound: string;
  invalidLink: string;
  /** Any other refusal (too many requests, the service away): its message. */
  refused: (message: string) => string;
  /** What a screen reader says for the QR image. */
  qrAlternative: (name: string, id: number | string) => string;
  /** The downloaded JPG's line under the event name. */
  entryLabel: (name: string) => string;
  /** The document's title. */
  title: string;
  /** The link to the event's programme (/program/{eventId}) with the same signed link. */
  programme: string;
}

export const QR_VIEW_TEXTS: Record<Lang, QrViewTexts> = {
  ko: {
    loading: '⏳ 참석자 정보 불러오는 중...',
    heading: (name) => `${name}님의 QR 코드`,
    id: (id) => `ID: ${String(id)}`,
    darkModeNotice: '* 스캔 전 휴대폰 다크모드를 해제 해주세요.',
    download: '📷 QR 이미지 다운로드 (JPG)',
    notFound: '❌ 참석자를 찾을 수 없습니다.',
    invalidLink: '❌ 유효하지 않은 링크입니다.',
    refused: (message) => `❌ ${message}`,
    qrAlternative: (name, id) => `${name}님의 입장 QR 코드, ID ${String(id)}`,
    entryLabel: (name) => `${name} 입장QR`,
    title: '입장 QR 코드',
    programme: '프로그램 보기',
  },
  en: {
    loading: '⏳ Loading your details...',
    heading: (name) => `Entry QR code for ${name}`,
    id: (id) => `ID: ${String(id)}`,
    darkModeNotice: '* Please turn off dark mode on your phone before scanning.',
    download: '📷 Download the QR image (JPG)',
    notFound: '❌ We could not find this attendee.',
    invalidLink: '❌ This link is not valid.',
    refused: (message) => `❌ ${message}`,
    qrAlternative: (name, id) => `Entry QR code for ${name}, ID ${String(id)}`,
    entryLabel: (name) => `${name} · entry QR`,
    title: 'Entry QR code',
    programme: 'Programme',
  },
};

/** The text a refused QR link shows, by the error's code. */
export function qrRefusalText(texts: QrViewTexts, code: string | undefined, message: string): string {
  if (code === 'LINK.INVALID') return texts.invalidLink;
  if (code === 'ATTENDEE.NOT_FOUND' || code === 'NOT_FOUND') return texts.notFound;
  return texts.refused(message);
}

/** The event's programme as the attendee's signed link opens it: their '내 일정' and check-ins too. */
export const programmeLinkPath = (eventId: number, attendeeId: number, sig: string): string =>
  `/program/${eventId}?attendee=${attendeeId}&sig=${encodeURIComponent(sig)}`;
