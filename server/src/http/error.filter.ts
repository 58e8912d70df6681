import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { langOfAcceptLanguage, type Lang } from '@expo/contract/lang';
import { AppError } from '../kernel/app-error.js';
import { isDatabaseUnavailable } from '../database/database-errors.js';

export interface ErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

const BY_STATUS: Record<number, ErrorBody> = {
  400: { code: 'REQUEST.INVALID', message: '요청 형식이 올바르지 않습니다.' },
  401: { code: 'AUTH.UNAUTHORIZED', message: '로그인이 필요합니다.' },
  403: { code: 'AUTH.FORBIDDEN', message: '접근 권한이 없습니다.' },
  404: { code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: '허용되지 않은 요청 방식입니다.' },
  413: { code: 'REQUEST.TOO_LARGE', message: '요청이 너무 큽니다.' },
  415: { code: 'REQUEST.UNSUPPORTED_TYPE', message: '지원하지 않는 요청 형식입니다.' },
  429: { code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  503: { code: 'UNAVAILABLE', message: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해주세요.' },
};
const INTERNAL: ErrorBody = {
  code: 'INTERNAL',
  message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
};

/** The same in English, for the attendee pages a visitor reads in English (issue 50). */
const ENGLISH_BY_STATUS: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please sign in.',
  403: 'You do not have access to this.',
  404: 'The address was not found.',
  405: 'This request method is not allowed.',
  413: 'The request is too large.',
  415: 'This request type is not supported.',
  429: 'Too many requests. Please try again in a moment.',
  500: 'Something went wrong on the server. Please try again in a moment.',
  503: 'The service is briefly unavailable. Please try again in a moment.',
};
/** English messages of the errors an attendee page can meet, by code (any other: its status's). */
const ENGLISH_BY_CODE: Record<string, string> = {
  'LINK.INVALID': 'This link is not valid.',
  'ATTENDEE.NOT_FOUND': 'We could not find this attendee. Please check the ID.',
  'LECTURE.NOT_FOUND': 'We could not find this lecture.',
  'CHECKIN.DUPLICATE': 'You are already checked in to this lecture.',
  'VALIDATION.ID': 'The ID is not valid.',
  'EVENT.NOT_FOUND': 'We could not find this event.',
};

/** An answer's message in English: the error's own, else by its code, else by its status. */
function inEnglish(error: unknown, { status, body }: { status: number; body: ErrorBody }) {
  const message =
    (error instanceof AppError ? error.english : undefined) ??
    ENGLISH_BY_CODE[body.code] ??
    ENGLISH_BY_STATUS[status] ??
    ENGLISH_BY_STATUS[status < 500 ? 400 : 500]!;
  return { status, body: { ...body, message } };
}

/**
 * Every error leaves as `{code, message}` with a Korean message (English for an attendee page read in English);
 * nothing a client sends becomes a 500.
 */
export function toErrorResponse(error: unknown, lang: Lang = 'ko'): { status: number; body: ErrorBody } {
  const answer = koreanErrorResponse(error);
  return lang === 'en' ? inEnglish(error, answer) : answer;
}

function koreanErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError)
    return {
      status: error.status,
      body: { code: error.code, message: error.message, details: error.details },
    };
  if (error instanceof ThrottlerException) return { status: 429, body: BY_STATUS[429] };
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return { status, body: BY_STATUS[status] ?? (status < 500 ? BY_STATUS[400] : INTERNAL) };
  }
  // Fastify's own refusals (FST_ERR_CTP_…: a body too large, not JSON, of a type no route reads)
  const clientStatus = (error as { statusCode?: unknown } | undefined)?.statusCode;
  if (typeof clientStatus === 'number' && clientStatus >= 400 && clientStatus < 500)
    return { status: clientStatus, body: BY_STATUS[clientStatus] ?? BY_STATUS[400] };
  if (isDatabaseUnavailable(error)) return { status: 503, body: BY_STATUS[503] };
  return { status: 500, body: INTERNAL };
}

/** While the database is away every request fails alike: one warning per this many ms, with the count. */
const UNAVAILABLE_LOG_MS = 5_000;
let unavailableSince = 0;
let unavailableUnlogged = 0;

/**
 * Logs an error answered with a 5xx: the stack of an unexpected one; for the database being away (503), a
 * one-line warning at most every few seconds that says how many requests it refused meanwhile.
 */
export function logServerError(logger: Logger, error: unknown, status: number): void {
  if (status < 500) return;
  if (status === 503 && isDatabaseUnavailable(error)) {
    unavailableUnlogged++;
    const now = Date.now();
    if (now - unavailableSince < UNAVAILABLE_LOG_MS) return;
    const message = error instanceof Error ? error.message : String(error);
    logger.warn(
      `데이터베이스에 연결할 수 없어 요청 ${unavailableUnlogged}건에 503으로 답했습니다: ${message}`,
    );
    unavailableSince = now;
    unavailableUnlogged = 0;
    return;
  }
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
}

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    // the web app says which language on every call (an attendee page's, else Korean); other clients get Korean
    const lang = langOfAcceptLanguage(http.getRequest<FastifyRequest>().headers['accept-language']);
    const { status, body } = toErrorResponse(error, lang);
    logServerError(this.logger, error, status);
    // a download that failed half-way: the client sees a cut connection, not a corrupt file
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    void reply.status(status).send(body);
  }
}
