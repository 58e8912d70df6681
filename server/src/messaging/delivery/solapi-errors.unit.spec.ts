import { describe, expect, it } from 'vitest';
import { refusalReason, solapiError } from './solapi-errors.js';

/** Errors shaped as the SDK throws them (Effect tagged errors: `_tag` and the provider's fields). */
const tagged = (tag: string, fields: Record<string, unknown> = {}) => ({ _tag: tag, ...fields });

describe('SOLAPI errors in Korean', () => {
  it('gives the provider refusal of every message with its status message and code, for good', () => {
    const error = tagged('MessageNotReceivedError', {
      failedMessageList: [{ statusCode: '3034', statusMessage: '템플릿 내용이 일치하지 않습니다.' }],
    });
    expect(refusalReason(error)).toBe('템플릿 내용이 일치하지 않습니다. (3034)');
    expect(solapiError(error)).toMatchObject({
      reason: '문자 서비스가 접수를 거절했습니다: 템플릿 내용이 일치하지 않습니다. (3034)',
      permanent: true,
    });
  });

  it('says what to do for the codes a person can act on', () => {
    expect(
      solapiError(tagged('ClientError', { errorCode: 'NotEnoughBalance', httpStatus: 400 })),
    ).toMatchObject({
      reason: '문자 서비스(SOLAPI) 잔액이 부족합니다. 충전 후 다시 보내주세요.',
      permanent: true,
    });
    expect(
      solapiError(tagged('ClientError', { errorCode: 'InvalidApiKey', httpStatus: 401 })).reason,
    ).toContain('SOLAPI_API_KEY');
  });

  it('tries again after an outage, a 5xx answer or too many requests', () => {
    for (const error of [
      tagged('NetworkError', { message: 'POST https://api.solapi.com 요청 실패 - ECONNRESET' }),
      tagged('ServerError', { errorCode: 'InternalError', errorMessage: 'oops', httpStatus: 500 }),
      tagged('DefaultError', { errorCode: 'RequestFailedAfterRetryError', errorMessage: 'retry' }),
      tagged('ClientError', { errorCode: 'TooManyRequests', errorMessage: 'slow down', httpStatus: 429 }),
    ])
      expect(solapiError(error).permanent).toBe(false);
  });

  it('gives up on other 4xx answers and bad requests, with the provider message', () => {
    const error = solapiError(
      tagged('ClientError', { errorCode: 'ValidationError', errorMessage: 'to 누락', httpStatus: 400 }),
    );
    expect(error).toMatchObject({
      reason: '문자 서비스가 요청을 거절했습니다: to 누락 (ValidationError)',
      permanent: true,
    });
    expect(solapiError(tagged('BadRequestError', { message: '데이터가 반드시 1건 이상' })).permanent).toBe(
      true,
    );
  });

  it('keeps phone numbers and e-mail addresses out of the reason', () => {
    const error = tagged('MessageNotReceivedError', {
      failedMessageList: [{ statusCode: '1062', statusMessage: '수신번호 010-1234-5678 (a@b.kr) 수신 거부' }],
    });
    const { reason } = solapiError(error);
    expect(reason).not.toContain('010-1234-5678');
    expect(reason).not.toContain('a@b.kr');
    expect(reason).toContain('수신 거부');
  });

  it('is not a refusal for another error', () => {
    expect(refusalReason(tagged('ServerError'))).toBeUndefined();
    expect(refusalReason(new Error('x'))).toBeUndefined();
  });
});
