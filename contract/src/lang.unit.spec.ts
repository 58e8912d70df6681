import { describe, expect, it } from 'vitest';
import { langOfAcceptLanguage, langOfCookie, langOfRequest } from './lang.js';

describe('the attendee pages choose their language', () => {
  it.each([
    ['en-US,en;q=0.9,ko;q=0.8', 'en'],
    ['ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7', 'ko'],
    ['ja-JP,ja;q=0.9', 'ko'],
    ['ja-JP,en;q=0.5', 'en'],
    ['ko;q=0.4, EN-gb;q=0.6', 'en'],
    ['en;q=0, ko', 'ko'],
    ['*', 'ko'],
    ['', 'ko'],
  ])('from Accept-Language %j: %s', (header, lang) => {
    expect(langOfAcceptLanguage(header)).toBe(lang);
  });

  it('takes the visitor’s own choice (the lang cookie) over their browser', () => {
    expect(langOfCookie('a=1; lang=en; b=2')).toBe('en');
    expect(langOfCookie('lang=fr')).toBeUndefined();
    expect(langOfCookie(undefined)).toBeUndefined();
    expect(langOfRequest('lang=ko', 'en-US')).toBe('ko');
    expect(langOfRequest('lang=de', 'en-US')).toBe('en');
    expect(langOfRequest(undefined, undefined)).toBe('ko');
  });
});
