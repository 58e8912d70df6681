import { AppError } from '../kernel/app-error.js';

export const loginFailed = () => new AppError('AUTH.LOGIN_FAILED', '아이디 또는 비밀번호를 확인하세요.', 401);
