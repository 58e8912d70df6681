import { AppError, forbidden } from '../kernel/app-error.js';
import type { TokenService } from './token.service.js';

export const WRONG_ROLE_MESSAGE = '이 화면을 사용할 권한이 없습니다.';

/**
 * Why a guard refuses a token it does not accept: a valid session of another role (a desk or booth token on
 * an admin route) is 403, so the screen says so and keeps that session; anything else is the route's own
 * `lost` answer (401: expired, forged or ended, to sign in again).
 */
export function tokenRefusal(tokens: TokenService, token: string, lost: () => AppError): AppError {
  return tokens.roleOf(token) ? forbidden(WRONG_ROLE_MESSAGE) : lost();
}
