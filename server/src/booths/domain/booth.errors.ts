import { AppError } from '../../kernel/app-error.js';

export const BoothErrors = {
  notFound: () => new AppError('BOOTH.NOT_FOUND', '부스를 찾을 수 없습니다.', 404),
  alreadyExists: () => new AppError('BOOTH.ALREADY_EXISTS', '이미 등록된 부스입니다.', 409),
  loginIdTaken: () => new AppError('BOOTH.LOGIN_ID_TAKEN', '이미 사용 중인 로그인 아이디입니다.', 409),
};
