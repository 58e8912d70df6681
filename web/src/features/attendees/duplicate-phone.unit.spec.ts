import { describe, expect, it } from 'vitest';

import { phoneSearchKey } from './duplicate-phone';

describe('the key a phone number is looked up by', () => {
  it('is the same for a Korean mobile number however written', () => {
    for (const typed of [
      '010-1234-5678',
      '01012345678',
      '010 1234 5678',
      '+82 10-1234-5678',
      '82 10 1234 5678',
    ])
      expect(phoneSearchKey(typed)).toBe('01012345678');
  });

  it('keeps other numbers as their digits', () => {
    expect(phoneSearchKey('02-555-1234')).toBe('025551234');
  });
});
