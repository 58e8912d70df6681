/**
 * The attendee QR page's texts (spec §8, verbatim): the server draws the page with them and the web app shows
 * the same once it has taken the page over.
 */
export const QR_VIEW_TEXTS = {
  loading: '⏳ 참석자 정보 불러오는 중...',
  heading: (name: string) => `${name}님의 QR 코드`,
  id: (id: number | string) => `ID: ${String(id)}`,
  darkModeNotice: '* 스캔 전 휴대폰 다크모드를 해제 해주세요.',
  download: '📷 QR 이미지 다운로드 (JPG)',
  notFound: '❌ 참석자를 찾을 수 없습니다.',
  invalidLink: '❌ 유효하지 않은 링크입니다.',
  /** Any other refusal (too many requests, the service away): its message. */
  refused: (message: string) => `❌ ${message}`,
  /** What a screen reader says for the QR image. */
  qrAlternative: (name: string, id: number | string) => `${name}님의 입장 QR 코드, ID ${String(id)}`,
} as const;

/** The text a refused QR link shows, by the error's code. */
export function qrRefusalText(code: string | undefined, message: string): string {
  if (code === 'LINK.INVALID') return QR_VIEW_TEXTS.invalidLink;
  if (code === 'ATTENDEE.NOT_FOUND' || code === 'NOT_FOUND') return QR_VIEW_TEXTS.notFound;
  return QR_VIEW_TEXTS.refused(message);
}
