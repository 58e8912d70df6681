import { describe, expect, it } from 'vitest';

import { doorLevel } from './door-capacity';

describe('doorLevel', () => {
  it('given no 정원, then open whatever the count', () => {
    expect(doorLevel(0, null)).toBe('open');
    expect(doorLevel(500, null)).toBe('open');
  });

  it.each([
    [0, 10, 'normal'],
    [8, 10, 'normal'],
    [9, 10, 'nearly-full'],
    [10, 10, 'full'],
    [11, 10, 'full'],
    [89, 100, 'normal'],
    [90, 100, 'nearly-full'],
    [99, 100, 'nearly-full'],
    [1, 2, 'normal'],
    [2, 2, 'full'],
    [0, 1, 'normal'],
    [1, 1, 'full'],
    [26, 29, 'normal'],
    [27, 30, 'nearly-full'],
    [26, 30, 'normal'],
  ] as const)('given %i checked in of 정원 %i, then %s', (checkedIn, capacity, level) => {
    expect(doorLevel(checkedIn, capacity)).toBe(level);
  });
});
