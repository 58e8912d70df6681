import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api/api-errors';
import type { AttendeeQrMessage } from './api/get-attendee-messages';
import {
  outcomeOfError,
  outcomeOfMessage,
  outcomeOfReceipt,
  qrSendAlert,
  type QrSendOutcome,
} from './qr-send-outcome';

const KEPT_TEXT = '전송 수단이 설정되지 않아 보관되었습니다. QR 발송 내역에서 링크를 복사해 전달해주세요.';

const message = (over: Partial<AttendeeQrMessage>): AttendeeQrMessage => ({
  id: 'm1',
  status: 'PENDING',
  channel: 'EMAIL',
  lastError: null,
  ...over,
});

describe('qrSendAlert', () => {
  it.each<[QrSendOutcome, string]>([
    [{ kind: 'kept' }, KEPT_TEXT],
    [{ kind: 'sent' }, 'QR 코드 발송 완료!'],
    [{ kind: 'failed', reason: '수신 거부된 주소입니다.' }, 'QR 발송 실패\n수신 거부된 주소입니다.'],
    [{ kind: 'failed', reason: null }, 'QR 발송 실패'],
    [{ kind: 'failed', reason: '  ' }, 'QR 발송 실패'],
    [{ kind: 'pending', channel: 'ALIMTALK' }, '발송 요청되었습니다 (알림톡)'],
    [{ kind: 'pending', channel: 'SMS' }, '발송 요청되었습니다 (문자)'],
    [{ kind: 'pending', channel: 'EMAIL' }, '발송 요청되었습니다 (이메일)'],
    [
      { kind: 'unreachable', message: '연락처가 없어 발송할 수 없습니다.' },
      '연락처가 없어 발송할 수 없습니다.',
    ],
    [{ kind: 'error', message: '결제되지 않은 참석자입니다.' }, 'QR 발송 실패\n결제되지 않은 참석자입니다.'],
    [{ kind: 'error', message: null }, 'QR 발송 실패'],
  ])('given %j, then the alert says %j', (outcome, text) => {
    expect(qrSendAlert(outcome)).toBe(text);
  });
});

describe('outcomeOfReceipt', () => {
  it('given a KEPT answer, then kept without following it', () => {
    expect(outcomeOfReceipt({ sendId: 'a', status: 'KEPT', channel: 'KEPT' })).toEqual({ kind: 'kept' });
  });

  it('given a PENDING answer, then nothing settled yet', () => {
    expect(outcomeOfReceipt({ sendId: 'a', status: 'PENDING', channel: 'SMS' })).toBeUndefined();
  });
});

describe('outcomeOfMessage', () => {
  it.each(['SENT', 'DELIVERED'] as const)('given %s, then sent', (status) => {
    expect(outcomeOfMessage(message({ status }))).toEqual({ kind: 'sent' });
  });

  it('given FAILED, then failed with its reason', () => {
    expect(outcomeOfMessage(message({ status: 'FAILED', lastError: '주소 없음' }))).toEqual({
      kind: 'failed',
      reason: '주소 없음',
    });
  });

  it('given KEPT, then kept', () => {
    expect(outcomeOfMessage(message({ status: 'KEPT' }))).toEqual({ kind: 'kept' });
  });

  it('given PENDING, then still waiting', () => {
    expect(outcomeOfMessage(message({ status: 'PENDING' }))).toBeUndefined();
  });
});

describe('outcomeOfError', () => {
  it('given 422 MESSAGE.UNREACHABLE, then the server message alone', () => {
    const error = new ApiError(422, 'MESSAGE.UNREACHABLE', '연락처가 없어 발송할 수 없습니다.');
    expect(outcomeOfError(error)).toEqual({
      kind: 'unreachable',
      message: '연락처가 없어 발송할 수 없습니다.',
    });
  });

  it('given another refusal, then a failure with the server message', () => {
    const error = new ApiError(400, 'ATTENDEE.NOT_PAID', '결제되지 않은 참석자입니다.');
    expect(outcomeOfError(error)).toEqual({ kind: 'error', message: '결제되지 않은 참석자입니다.' });
  });

  it('given something that is not an API error, then a failure without detail', () => {
    expect(outcomeOfError(new TypeError('x'))).toEqual({ kind: 'error', message: null });
  });
});
