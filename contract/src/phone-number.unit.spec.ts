import { describe, expect, it } from 'vitest';
import { attendeeFieldSchemas, publicRegistrationBody, updateAttendeeBody } from './attendees.js';
import { phoneDigitCount, phoneNumberProblem, SHORT_PHONE_MESSAGE } from './phone-number.js';

const SHORT = '전화번호는 숫자 9자리 이상으로 입력하세요 (예: 010-1234-5678).';

/** The message of the first issue of a refused parse, or the parsed value. */
function parsed(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: unknown } },
  v: unknown,
) {
  const result = schema.safeParse(v);
  if (result.success) return result.data;
  return (result.error as { issues: { message: string }[] }).issues.map((issue) => issue.message);
}

describe('the phone number rule', () => {
  it('counts the digits without spaces, hyphens, parentheses and the +', () => {
    expect(phoneDigitCount('010-1234-5678')).toBe(11);
    expect(phoneDigitCount('(02) 123 4567')).toBe(9);
    expect(phoneDigitCount('+1 (212) 555-0100')).toBe(11);
    expect(phoneDigitCount('010-12')).toBe(5);
  });

  it('refuses fewer than 9 digits in Korean, takes 9 and more, and leaves an empty one to the required check', () => {
    expect(SHORT_PHONE_MESSAGE).toBe(SHORT);
    for (const short of ['010-123', '1234', '(02) 123-456', '+82 10 12', '010 - 12 - 34 ()', 'abc'])
      expect(phoneNumberProblem(short), short).toBe(SHORT);
    for (const taken of ['02-123-4567', '(02)123-4567', '010 1234 5678', '+44 20 7946 0958', '123456789'])
      expect(phoneNumberProblem(taken), taken).toBeNull();
    expect(phoneNumberProblem('')).toBeNull();
    expect(phoneNumberProblem('   ')).toBeNull();
  });

  it('is the attendee field schema’s: a short number is refused, a foreign one kept as typed, a mobile normalised', () => {
    const phone = attendeeFieldSchemas.phoneNumber;
    expect(parsed(phone, '010-1234')).toEqual([SHORT]);
    expect(parsed(phone, 12345678)).toEqual([SHORT]);
    expect(parsed(phone, ' +1 (212) 555-0100 ')).toBe('+1 (212) 555-0100');
    expect(parsed(phone, '+82 10 1234 5678')).toBe('010-1234-5678');
    expect(parsed(phone, '02-123-4567')).toBe('02-123-4567');
    expect(parsed(phone, '')).toEqual(['전화번호를 입력하세요.']);
  });

  it('refuses a short number in the walk-in body and an edit alike', () => {
    const walkIn = {
      name: '박지호',
      affiliation: '한빛',
      phoneNumber: '010-12-34',
      country: '대한민국',
      eventId: 1,
    };
    expect(parsed(publicRegistrationBody, walkIn)).toEqual([SHORT]);
    expect(parsed(updateAttendeeBody, { phoneNumber: '(010) 1234' })).toEqual([SHORT]);
    expect(parsed(updateAttendeeBody, { phoneNumber: '010-1234-5678' })).toEqual({
      eventId: undefined,
      changes: { phoneNumber: '010-1234-5678' },
    });
  });
});
