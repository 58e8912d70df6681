import { describe, expect, it } from 'vitest';

import { formatVisitTime } from './visit-time';

describe('formatVisitTime', () => {
  it('cuts the time to 16 characters with a space for the T', () => {
    expect(formatVisitTime('2026-11-21T14:05:37')).toBe('2026-11-21 14:05');
  });

  it('leaves a shorter value as it is, apart from the T', () => {
    expect(formatVisitTime('2026-11-21T14')).toBe('2026-11-21 14');
    expect(formatVisitTime('')).toBe('');
  });
});
