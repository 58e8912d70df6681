import { describe, expect, it } from 'vitest';
import { koreanDate, koreanDateTime } from './privacy-time';

describe('koreanDateTime', () => {
  it('shows an instant in Korean time', () => {
    expect(koreanDateTime('2026-11-20T16:30:05.123Z')).toBe('2026-11-21 01:30:05');
    expect(koreanDateTime('2026-11-21T01:30:05+09:00')).toBe('2026-11-21 01:30:05');
    expect(koreanDate('2026-11-20T16:30:05Z')).toBe('2026-11-21');
  });

  it('shows a local time as it is', () => {
    expect(koreanDateTime('2026-11-21T14:05:09')).toBe('2026-11-21 14:05:09');
    expect(koreanDate('2026-11-21')).toBe('2026-11-21');
  });
});
