import { AppError } from '../../kernel/app-error.js';

export const AttendeeErrors = {
  notFound: () => new AppError('ATTENDEE.NOT_FOUND', '참석자를 찾을 수 없습니다.', 404),
  invalidLink: () => new AppError('LINK.INVALID', '유효하지 않은 링크입니다.', 403),
  alreadyExists: () => new AppError('ATTENDEE.ALREADY_EXISTS', '이미 등록된 참석자입니다.', 409),
  notPaid: () =>
    new AppError('ATTENDEE.NOT_PAID', '결제유무가 N인 참석자에게는 QR 코드를 발송할 수 없습니다.', 409),
  /** A QR asked for an attendee no channel reaches (no mobile number, no e-mail): the reason in Korean. */
  qrUnreachable: (reason: string) => new AppError('MESSAGE.UNREACHABLE', reason, 422),
  /** A walk-in sent without agreeing to the event's 수집·이용 notice (a code of the privacy settings'). */
  consentRequired: () =>
    new AppError(
      'PRIVACY.CONSENT_REQUIRED',
      '개인정보 수집·이용에 동의해주세요.',
      400,
      undefined,
      'Please agree to the collection and use of your personal information.',
    ),
  /** A walk-in agreed to a notice's older text: sent back to read it again. */
  noticeChanged: () =>
    new AppError(
      'PRIVACY.NOTICE_CHANGED',
      '동의 내용이 변경되었습니다. 내용을 다시 확인해주세요.',
      409,
      undefined,
      'The consent notice has changed. Please read it again.',
    ),
};
