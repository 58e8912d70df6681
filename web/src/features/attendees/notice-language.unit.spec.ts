import { describe, expect, it } from 'vitest';
import { noticeInLang } from './notice-language';

const korean = { purpose: '입장 관리', items: '이름', retention: '30일', refusal: '등록 불가' };
const english = { purpose: 'Entry', items: 'Name', retention: '30 days', refusal: 'No registration' };

describe('noticeInLang', () => {
  it('given an English notice, when read in English, then the English is shown', () => {
    expect(noticeInLang({ ...korean, version: 2, english }, 'en')).toEqual({
      words: english,
      lang: 'en',
      koreanOnly: false,
    });
  });

  it('given no English, when read in English, then the Korean is shown, said to be Korean only', () => {
    expect(noticeInLang({ ...korean, version: 1, english: null }, 'en')).toEqual({
      words: korean,
      lang: 'ko',
      koreanOnly: true,
    });
  });

  it('given any notice, when read in Korean, then the Korean is shown as before', () => {
    expect(noticeInLang({ ...korean, version: 2, english }, 'ko')).toEqual({
      words: korean,
      lang: 'ko',
      koreanOnly: false,
    });
  });
});
