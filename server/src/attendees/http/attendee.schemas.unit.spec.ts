import { describe, expect, it } from 'vitest';
import { attendee } from '../../../../test/support/attendee-fixtures.js';
import { parseWith } from '../../http/schema/index.js';
import {
  attendeeLookupQuery,
  listAttendeesQuery,
  publicRegistrationBody,
  registerAttendeeBody,
  updateAttendeeBody,
} from '@expo/contract/attendees';

const refusal = (code: string, message: string) => expect.objectContaining({ status: 400, code, message });
const invalid = (message: string) => refusal('VALIDATION.INVALID', message);

describe('the admin registration body', () => {
  it('gives a missing optional field its fallback, and takes the event it names', () => {
    expect(
      parseWith(registerAttendeeBody, { name: ' 김민수 ', affiliation: '한빛', phoneNumber: 1012345678 }),
    ).toEqual({
      eventId: undefined,
      name: '김민수',
      affiliation: '한빛',
      phoneNumber: '1012345678',
      email: '',
      country: '대한민국',
      visitType: 'N',
      paymentStatus: 'N',
      paymentStatus2: 'N',
      registrationType: 'ONSITE',
      exhibitorConsent: '',
    });
    expect(parseWith(registerAttendeeBody, { ...attendee(), eventId: '7' }).eventId).toBe(7);
  });

  it('answers the first refused field, the event first, in Korean', () => {
    expect(() => parseWith(registerAttendeeBody, { eventId: 'x', name: '' })).toThrow(
      refusal('VALIDATION.EVENT_ID', '이벤트 ID가 올바르지 않습니다.'),
    );
    expect(() => parseWith(registerAttendeeBody, { ...attendee(), name: '', phoneNumber: '' })).toThrow(
      invalid('이름을 입력하세요.'),
    );
    expect(() => parseWith(registerAttendeeBody, attendee({ name: '가'.repeat(51) }))).toThrow(
      invalid('이름은 50자 이하로 입력하세요.'),
    );
    expect(() => parseWith(registerAttendeeBody, attendee({ email: 'kim@' }))).toThrow(
      invalid('이메일 형식이 올바르지 않습니다.'),
    );
    expect(() => parseWith(registerAttendeeBody, attendee({ visitType: 'X' }))).toThrow(
      invalid('방문유형은 Y, N 중 하나여야 합니다.'),
    );
    expect(() => parseWith(registerAttendeeBody, attendee({ affiliation: { a: 1 } }))).toThrow(
      invalid('소속 값의 형식이 올바르지 않습니다.'),
    );
    expect(() => parseWith(registerAttendeeBody, [1, 2])).toThrow(invalid('요청 본문이 올바르지 않습니다.'));
  });
});

describe('the edit body', () => {
  it('holds only the fields sent: one left out gets no fallback', () => {
    expect(parseWith(updateAttendeeBody, { name: '이수정' })).toEqual({
      eventId: undefined,
      changes: { name: '이수정' },
    });
    expect(parseWith(updateAttendeeBody, { visitType: 'y', eventId: 3 })).toEqual({
      eventId: 3,
      changes: { visitType: 'Y' },
    });
  });

  it('gives a field sent empty its fallback, and refuses an empty required one', () => {
    expect(parseWith(updateAttendeeBody, { country: ' ', registrationType: null }).changes).toEqual({
      country: '대한민국',
      registrationType: 'ONSITE',
    });
    expect(() => parseWith(updateAttendeeBody, { name: null })).toThrow(invalid('이름을 입력하세요.'));
  });

  it('must change at least one field (the event is none)', () => {
    for (const body of [{}, { eventId: 1 }, { unknown: 'x' }])
      expect(() => parseWith(updateAttendeeBody, body)).toThrow(
        refusal('VALIDATION.EMPTY', '수정할 항목이 없습니다.'),
      );
  });
});

describe('the public registration body', () => {
  it('records the on-site defaults whatever the form sends', () => {
    const sent = {
      ...attendee({ email: 'kim@example.com', visitType: 'Y', paymentStatus2: 'Y' }),
      eventId: 2,
    };
    expect(parseWith(publicRegistrationBody, sent)).toEqual({
      eventId: 2,
      fields: {
        ...attendee(),
        email: '',
        visitType: 'N',
        paymentStatus: 'N',
        paymentStatus2: 'N',
        registrationType: 'ONSITE',
      },
      lang: 'ko',
    });
  });

  it('checks the form before the event, which it requires', () => {
    expect(() => parseWith(publicRegistrationBody, { ...attendee({ name: '' }), eventId: 'x' })).toThrow(
      invalid('이름을 입력하세요.'),
    );
    // the message as the old hand check wrote it (a Latin last letter gets both particles)
    expect(() => parseWith(publicRegistrationBody, attendee())).toThrow(
      invalid('이벤트 ID가 올바르지 않습니다.'),
    );
    // the form's own fields are checked even though the defaults replace them
    expect(() => parseWith(publicRegistrationBody, { ...attendee({ email: 'x' }), eventId: 1 })).toThrow(
      invalid('이메일 형식이 올바르지 않습니다.'),
    );
  });
});

describe('the attendee list query', () => {
  it('defaults the paging and checks page, size, event and keyword in that order', () => {
    expect(parseWith(listAttendeesQuery, {})).toEqual({ page: 0, size: 10, eventId: undefined, keyword: '' });
    expect(() => parseWith(listAttendeesQuery, { page: '-1', size: '0' })).toThrow(
      refusal('VALIDATION.PAGE', '페이지 번호가 올바르지 않습니다.'),
    );
    expect(() => parseWith(listAttendeesQuery, { size: '101', eventId: 'x' })).toThrow(
      refusal('VALIDATION.SIZE', '페이지 크기는 1~100 사이여야 합니다.'),
    );
    expect(() => parseWith(listAttendeesQuery, { eventId: ['1', '2'], keyword: ['a', 'b'] })).toThrow(
      refusal('VALIDATION.EVENT_ID', '이벤트 ID가 올바르지 않습니다.'),
    );
  });
});

describe('the lookup query', () => {
  it('takes one signature, and treats anything else as none', () => {
    expect(parseWith(attendeeLookupQuery, { sig: 'abc' })).toEqual({ sig: 'abc' });
    expect(parseWith(attendeeLookupQuery, { sig: ['a', 'b'] })).toEqual({ sig: undefined });
    expect(parseWith(attendeeLookupQuery, {})).toEqual({ sig: undefined });
  });
});
