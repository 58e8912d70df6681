import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  fromSeoulLocal,
  seoulClock,
  seoulDate,
  seoulDisplay,
  shiftDate,
  toSeoulLocal,
} from './seoul-time.js';

describe('Seoul time', () => {
  it('writes an instant as Seoul local time, across the day line', () => {
    expect(toSeoulLocal(new Date('2026-11-20T16:30:05.123Z'))).toBe('2026-11-21T01:30:05');
    expect(seoulDate(new Date('2026-11-20T14:59:59Z'))).toBe('2026-11-20');
    expect(seoulDate(new Date('2026-11-20T15:00:00Z'))).toBe('2026-11-21');
  });
  it('reads a Seoul local time back as the same instant', () => {
    expect(fromSeoulLocal('2026-11-21T01:30:05').toISOString()).toBe('2026-11-20T16:30:05.000Z');
    expect(toSeoulLocal(fromSeoulLocal('2026-11-21T00:00:00'))).toBe('2026-11-21T00:00:00');
  });
  it('shows a local time as written and converts an instant with its zone', () => {
    expect(seoulDisplay('2026-11-21T14:05:09')).toBe('2026-11-21 14:05:09');
    expect(seoulDisplay('2026-11-21T14:05:09', 'minute')).toBe('2026-11-21 14:05');
    expect(seoulDisplay('2026-11-20T16:30:05.123Z')).toBe('2026-11-21 01:30:05');
    expect(seoulDisplay('2026-11-26T23:30:00+00:00', 'minute')).toBe('2026-11-27 08:30');
    expect(seoulDisplay('2026-11-21T01:30:05+09:00')).toBe('2026-11-21 01:30:05');
  });
  it('shows an instant to the minute in Seoul, as the bulk sends list does', () => {
    expect(seoulDisplay('2026-11-26T06:47:42.123Z', 'minute')).toBe('2026-11-26 15:47');
    expect(seoulDisplay('2026-11-26T15:47:42', 'minute')).toBe('2026-11-26 15:47');
  });
  it('leaves what is shorter than a time as it is, apart from the T, and nothing for no time', () => {
    expect(seoulDisplay('2026-11-21T14', 'minute')).toBe('2026-11-21 14');
    expect(seoulDisplay('')).toBe('');
  });
  it('leaves what is not a time as it is', () => {
    expect(seoulDisplay('not a time Z')).toBe('not a time Z');
  });
  it('gives the clock of a time, or - for what is not one', () => {
    expect(seoulClock('2026-11-21T10:32:05')).toBe('10:32');
    expect(seoulClock('2026-11-21 10:32')).toBe('10:32');
    expect(seoulClock('2026-11-21T01:32:05Z')).toBe('10:32');
    expect(seoulClock('nonsense')).toBe('-');
  });
});

describe('calendar days', () => {
  it('moves a day across months, years and leap days', () => {
    expect(shiftDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDate('2027-05-12', 0)).toBe('2027-05-12');
  });
  it('counts the days between two days', () => {
    expect(daysBetween('2026-11-25', '2027-11-24')).toBe(364);
    expect(daysBetween('2027-03-10', '2027-03-01')).toBe(-9);
  });
});
