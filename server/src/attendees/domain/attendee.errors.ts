import { AppError } from '../../kernel/app-error.js';

export const AttendeeErrors = {
  notFound: () => new AppError('ATTENDEE.NOT_FOUND', '참석자를 찾을 수 없습니다.', 404),
  invalidLink: () => new AppError('LINK.INVALID', '유효하지 않은 링크입니다.', 403),
  alreadyExists: () => new AppError('ATTENDEE.ALREADY_EXISTS', '이미 등록된 참석자입니다.', 409),
  notPaid: () =>
    new AppError('ATTENDEE.NOT_PAID', '결제유무가 N인 참석자에게는 QR 코드를 발송할 수 없습니다.', 409),
};
