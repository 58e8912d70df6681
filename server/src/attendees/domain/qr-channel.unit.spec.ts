import { describe, expect, it } from 'vitest';
import { chooseQrChannel, type ConfiguredChannels } from './qr-channel.js';

const ALL: ConfiguredChannels = { alimtalk: true, sms: true, email: true };
const NONE: ConfiguredChannels = { alimtalk: false, sms: false, email: false };
const PHONE_ONLY = { phoneNumber: '010-1234-5678', email: '' };
const EMAIL_ONLY = { phoneNumber: '', email: 'guest@example.com' };
const BOTH = { phoneNumber: '01012345678', email: 'guest@example.com' };

describe('chooseQrChannel', () => {
  it('given 알림톡 set up, when the attendee has a mobile number, then 알림톡', () => {
    expect(chooseQrChannel(PHONE_ONLY, ALL)).toEqual({ channel: 'ALIMTALK' });
  });

  it('given SMS only (no Kakao settings), when the attendee has a mobile number, then SMS', () => {
    expect(chooseQrChannel(PHONE_ONLY, { ...NONE, sms: true })).toEqual({ channel: 'SMS' });
  });

  it('given every channel, when the attendee has both, then the phone unless the event prefers e-mail', () => {
    expect(chooseQrChannel(BOTH, ALL)).toEqual({ channel: 'ALIMTALK' });
    expect(chooseQrChannel(BOTH, ALL, true)).toEqual({ channel: 'EMAIL' });
  });

  it('given e-mail first, when the attendee has only a phone, then the phone', () => {
    expect(chooseQrChannel(PHONE_ONLY, ALL, true)).toEqual({ channel: 'ALIMTALK' });
  });

  it('given SMTP only, when the attendee has an e-mail, then e-mail; a phone only is kept', () => {
    const smtp = { ...NONE, email: true };
    expect(chooseQrChannel(EMAIL_ONLY, smtp)).toEqual({ channel: 'EMAIL' });
    expect(chooseQrChannel(BOTH, smtp)).toEqual({ channel: 'EMAIL' });
    expect(chooseQrChannel(PHONE_ONLY, smtp)).toEqual({ channel: 'KEPT' });
  });

  it('given a phone channel, when the number is a landline and there is an e-mail, then e-mail', () => {
    expect(chooseQrChannel({ phoneNumber: '02-123-4567', email: 'a@b.kr' }, ALL)).toEqual({
      channel: 'EMAIL',
    });
  });

  it('given no channel configured, when the attendee has a contact, then kept', () => {
    expect(chooseQrChannel(PHONE_ONLY, NONE)).toEqual({ channel: 'KEPT' });
    expect(chooseQrChannel(EMAIL_ONLY, NONE)).toEqual({ channel: 'KEPT' });
  });

  it('given any channels, when there is no mobile number and no e-mail, then unreachable, saying why', () => {
    expect(chooseQrChannel({ phoneNumber: '-', email: '' }, ALL)).toEqual({
      unreachable: '연락처가 없어 발송할 수 없습니다.',
    });
    expect(chooseQrChannel({ phoneNumber: '02-123-4567', email: ' ' }, NONE)).toEqual({
      unreachable: '연락처가 없어 발송할 수 없습니다 (전화번호: 유선 전화번호, 이메일 없음).',
    });
  });
});
