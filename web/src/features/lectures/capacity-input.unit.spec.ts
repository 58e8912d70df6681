import { describe, expect, it } from 'vitest';

import { capacityText, parseCapacity } from './capacity-input';

describe('the 정원 field', () => {
  it('is no capacity when left blank', () => {
    expect(parseCapacity('')).toBeNull();
    expect(parseCapacity('   ')).toBeNull();
  });

  it('takes a whole number of seats 1..100,000', () => {
    expect(parseCapacity('1')).toBe(1);
    expect(parseCapacity(' 120 ')).toBe(120);
    expect(parseCapacity('100000')).toBe(100_000);
  });

  it('refuses zero, negatives, fractions, text and too many seats', () => {
    for (const text of ['0', '-5', '1.5', '12,000', '1e3', '백', 'abc', '100001', '9999999'])
      expect(parseCapacity(text), text).toBeUndefined();
  });

  it('shows a stored 정원 as its number, none as blank', () => {
    expect(capacityText(80)).toBe('80');
    expect(capacityText(null)).toBe('');
  });
});
