/**
 * A failure a user or client can cause: a stable code, a Korean message, an HTTP status, and for a refusal an
 * attendee page can meet its English (issue 50; others are put in English by code or status).
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = 400,
    readonly details?: unknown,
    readonly english?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string, details?: unknown, english?: string) =>
  new AppError(code, message, 400, details, english);
export const unauthorized = (message = '로그인이 필요합니다.') =>
  new AppError('AUTH.UNAUTHORIZED', message, 401);
export const forbidden = (message = '다른 행사의 데이터에는 접근할 수 없습니다.') =>
  new AppError('AUTH.FORBIDDEN', message, 403);
