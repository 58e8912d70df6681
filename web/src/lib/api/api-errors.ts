/** The one error shape of the web app: the server's `{code, message}` plus the HTTP status (0: no answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

const FALLBACK_MESSAGES: Record<number, string> = {
  400: '요청이 올바르지 않습니다.',
  401: '로그인이 필요합니다.',
  403: '권한이 없습니다.',
  404: '요청한 정보를 찾을 수 없습니다.',
  409: '이미 처리된 요청입니다.',
  413: '파일이 너무 큽니다.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
};

export const NETWORK_ERROR_MESSAGE = '서버에 연결할 수 없습니다. 네트워크를 확인해주세요.';

function fallbackMessage(status: number): string {
  if (FALLBACK_MESSAGES[status]) return FALLBACK_MESSAGES[status];
  if (status >= 500) return `서버 오류가 발생했습니다. (HTTP ${String(status)})`;
  return `요청에 실패했습니다. (HTTP ${String(status)})`;
}

/** JSON when the text is JSON, else the text itself; undefined for an empty body. */
export function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message) && message.length > 0) return message.map(String).join(', ');
  return null;
}

function codeOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') {
    return body.code;
  }
  return `HTTP_${String(status)}`;
}

/** Turns a failed answer into an ApiError with the server's Korean message (or a fallback text). */
export function errorFromBody(status: number, text: string): ApiError {
  const body = parseBody(text);
  return new ApiError(status, codeOf(body, status), messageOf(body) ?? fallbackMessage(status));
}

/** A call that needs a session made without one: the server's own answer (401), without asking it. */
export function notSignedIn(): ApiError {
  return new ApiError(401, 'AUTH.UNAUTHORIZED', fallbackMessage(401));
}

export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Any thrown value as an ApiError (a programming error keeps its message). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error) return new ApiError(0, 'CLIENT_ERROR', error.message);
  return new ApiError(0, 'CLIENT_ERROR', String(error));
}
