import { AppError } from '../../kernel/app-error.js';

export const DeskErrors = {
  notFound: () => new AppError('DESK.NOT_FOUND', '데스크를 찾을 수 없습니다.', 404),
  alreadyExists: () => new AppError('DESK.ALREADY_EXISTS', '이미 등록된 데스크입니다.', 409),
  loginIdTaken: () => new AppError('DESK.LOGIN_ID_TAKEN', '이미 사용 중인 로그인 아이디입니다.', 409),
  sessionEnded: () =>
    new AppError(
      'AUTH.UNAUTHORIZED',
      '데스크 로그인이 만료되었거나 올바르지 않습니다. 다시 로그인하세요.',
      401,
    ),
  kioskEnded: () =>
    new AppError('AUTH.UNAUTHORIZED', '키오스크가 종료되었습니다. 데스크에서 다시 시작하세요.', 401),
};
