import { describe, expect, it } from 'vitest';
import { publicRegistrationBody } from '../attendees.js';
import { englishIdMessage, englishTextMessages } from './english-labels.js';

/** The first refusal of a walk-in body: its Korean message and its English (issue 50). */
function refusal(body: Record<string, unknown>) {
  const result = publicRegistrationBody.safeParse({
    name: '김민수',
    affiliation: '푸른바이오',
    phoneNumber: '010-1234-5678',
    country: '대한민국',
    eventId: 1,
    ...body,
  });
  if (result.success) return result.data;
  const [issue] = result.error.issues as { message: string; params?: { english?: string } }[];
  return { korean: issue!.message, english: issue!.params?.english };
}

describe('English messages of the walk-in form', () => {
  it('given a field the form shows, when refused, then it says so in Korean as before and in English', () => {
    expect(refusal({ name: ' ' })).toEqual({
      korean: '이름을 입력하세요.',
      english: 'Please enter your name.',
    });
    expect(refusal({ affiliation: 'x'.repeat(101) })).toEqual({
      korean: '소속은 100자 이하로 입력하세요.',
      english: 'Affiliation must be at most 100 characters.',
    });
    expect(refusal({ phoneNumber: '010-12' })).toEqual({
      korean: '전화번호는 숫자 9자리 이상으로 입력하세요 (예: 010-1234-5678).',
      english: 'Please enter a phone number of at least 9 digits (e.g. 010-1234-5678 or +1 415 555 0100).',
    });
    expect(refusal({ country: 'a\u0000b' })).toEqual({
      korean: '국가에 사용할 수 없는 문자가 있습니다.',
      english: 'Country contains characters that cannot be used.',
    });
    expect(refusal({ email: 'not-an-address' })).toEqual({
      korean: '이메일 형식이 올바르지 않습니다.',
      english: 'E-mail address is not valid.',
    });
    expect(refusal({ eventId: 0 })).toEqual({
      korean: '이벤트 ID가 올바르지 않습니다.',
      english: 'The event ID is not valid.',
    });
  });

  it('given the form language, when taken, then it is kept (Korean when none), and another is refused', () => {
    expect(refusal({ lang: 'en' })).toMatchObject({ lang: 'en' });
    expect(refusal({})).toMatchObject({ lang: 'ko' });
    expect(refusal({ lang: 'fr' })).toEqual({
      korean: '언어는 ko, en 중 하나여야 합니다.',
      english: undefined,
    });
  });

  it('given a label without English, when asked, then there is none (the status says it in general)', () => {
    expect(englishTextMessages('부스명')).toBeUndefined();
    expect(englishIdMessage('부스 ID')).toBeUndefined();
    expect(englishTextMessages('전화번호')?.missing).toBe('Please enter your phone number.');
  });
});
