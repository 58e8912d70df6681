import { AppError } from '../../kernel/app-error.js';

export const DeskErrors = {
  notFound: () => new AppError('DESK.NOT_FOUND', '데스크를 찾을 수 없습니다.', 404),
  alreadyExists: () => new AppError('DESK.ALREADY_EXISTS', '이미 등록된 데스크입니다.', 409),
  loginIdTaken: () => new AppError('DESK.LOGIN_ID_TAKEN', '이미 사용 중인 로그인 아이디입니다.', 409),
};
