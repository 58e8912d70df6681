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

  it('gives up on other 4xx answers and bad requests, with the provider message (its code in the log only)', () => {
    const error = solapiError(
      tagged('ClientError', { errorCode: 'ValidationError', errorMessage: 'to 누락', httpStatus: 400 }),
    );
    expect(error).toMatchObject({
      reason: '문자 서비스가 요청을 거절했습니다 (400): to 누락',
      permanent: true,
      channelFault: false,
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

  describe('a reason an admin reads: plain Korean, no URL, host or SDK words', () => {
    const noAddress = (reason: string) => {
      expect(reason).not.toMatch(/https?:|solapi\.com|127\.0\.0\.1|fetch failed|요청 실패|[A-Za-z]{4,}/);
    };

    it('given the provider unreachable (the SDK names the URL it called), when mapped, then only "could not connect", kept for a retry', () => {
      for (const error of [
        tagged('NetworkError', {
          message: 'POST https://api.solapi.com/messages/v4/send-many/detail 요청 실패 - fetch failed',
        }),
        tagged('DefaultError', {
          errorCode: 'RequestFailedAfterRetryError',
          errorMessage: 'POST https://api.solapi.com/messages/v4/send-many/detail 요청 실패 - ECONNREFUSED',
        }),
        new TypeError('fetch failed'),
        'socket hang up',
      ]) {
        const mapped = solapiError(error);
        expect(mapped).toMatchObject({
          reason: '문자 서비스에 연결하지 못했습니다',
          permanent: false,
          channelFault: true,
        });
        noAddress(mapped.reason);
      }
    });

    it('given a network error, when mapped, then the technical detail (with the URL) is kept for the log only', () => {
      const mapped = solapiError(
        tagged('NetworkError', { message: 'POST https://api.solapi.com/x 요청 실패 - fetch failed' }),
      );
      expect(mapped.detail).toContain('https://api.solapi.com/x');
      expect(mapped.detail).toContain('NetworkError');
    });

    it('given a 5xx answer, when mapped, then a provider fault with its status, tried again, no provider text', () => {
      const mapped = solapiError(
        tagged('ServerError', {
          errorCode: 'InternalError',
          errorMessage: 'upstream https://api.solapi.com failed',
          httpStatus: 502,
        }),
      );
      expect(mapped).toMatchObject({
        reason: '문자 서비스에 오류가 있습니다 (502)',
        permanent: false,
        channelFault: true,
      });
    });

    it('given 429, when mapped, then "too many requests" in Korean, tried again', () => {
      expect(
        solapiError(
          tagged('ClientError', { errorCode: 'TooManyRequests', errorMessage: 'slow', httpStatus: 429 }),
        ),
      ).toMatchObject({
        reason: '문자 서비스가 요청이 많다고 알려왔습니다',
        permanent: false,
        channelFault: true,
      });
    });

    it('given a refusal naming a URL or host, when mapped, then the address is left out', () => {
      const { reason } = solapiError(
        tagged('ClientError', {
          errorCode: 'ValidationError',
          errorMessage: '형식 오류, https://docs.solapi.com/errors 참고 (api.solapi.com:443)',
          httpStatus: 400,
        }),
      );
      expect(reason).toBe('문자 서비스가 요청을 거절했습니다 (400): 형식 오류, 참고');
      noAddress(reason);
    });

    it('given an account fault (balance, API key), when mapped, then a channel fault, given up', () => {
      for (const errorCode of ['NotEnoughBalance', 'InvalidApiKey'])
        expect(solapiError(tagged('ClientError', { errorCode, httpStatus: 400 }))).toMatchObject({
          permanent: true,
          channelFault: true,
        });
    });

    it("given one message refused, when mapped, then not the channel's fault", () => {
      const refused = tagged('MessageNotReceivedError', {
        failedMessageList: [{ statusCode: '1062', statusMessage: '수신 거부' }],
      });
      expect(solapiError(refused).channelFault).toBe(false);
    });
  });
});
