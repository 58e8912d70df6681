import { describe, expect, it } from 'vitest';
import { bigrams, searchText } from './search-text.js';

describe('attendee search text', () => {
  it('holds name, affiliation and the phone with and without dashes, lower-cased', () => {
    expect(searchText({ name: '김민수', affiliation: 'ACME', phoneNumber: '010-1234-5678' })).toBe(
      '김민수 acme 010-1234-5678 01012345678',
    );
  });

  it('splits into distinct two-character pieces, so every substring of 2+ characters is covered', () => {
    expect(bigrams('김민수')).toEqual(['김민', '민수']);
    expect(bigrams('aaa')).toEqual(['aa']);
    expect(bigrams('김')).toEqual([]);
    const text = searchText({ name: '박지훈', affiliation: '한빛전자', phoneNumber: '010-1000-0105' });
    for (const keyword of ['지훈', '빛전자', '1000-01', '10000105', '지훈 한빛', '0-0105'])
      expect(bigrams(text)).toEqual(expect.arrayContaining(bigrams(keyword)));
  });

  it('leaves out the pieces across a space or a dash', () => {
    expect(bigrams('김민수 한빛 010-12')).toEqual(['김민', '민수', '한빛', '01', '10', '12']);
  });
});
