import { ORGANISER_ONLY } from '@expo/contract/events';
import { AppError } from '../kernel/app-error.js';

/** Refusals of who is asking: a booth phone, a desk laptop or a kiosk whose login no longer holds. */
export const AuthErrors = {
  otherBooth: () => new AppError('BOOTH.FORBIDDEN', '다른 부스의 정보에는 접근할 수 없습니다.', 403),
  deskSessionEnded: () =>
    new AppError(
      'AUTH.UNAUTHORIZED',
      '데스크 로그인이 만료되었거나 올바르지 않습니다. 다시 로그인하세요.',
      401,
    ),
  adminSessionEnded: () =>
    new AppError('AUTH.UNAUTHORIZED', '로그인이 만료되었거나 올바르지 않습니다. 다시 로그인하세요.', 401),
  organiserOnly: () => new AppError('AUTH.FORBIDDEN', ORGANISER_ONLY, 403),
  kioskEnded: () =>
    new AppError('AUTH.UNAUTHORIZED', '키오스크가 종료되었습니다. 데스크에서 다시 시작하세요.', 401),
};
