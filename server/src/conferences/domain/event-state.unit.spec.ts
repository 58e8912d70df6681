import { describe, expect, it } from 'vitest';
import { periodOf } from './event-period.js';
import { eventState } from './event-state.js';

describe('an event state', () => {
  const dated = { closed: false, startDate: '2027-03-10', entered: 0 };
  it('is 준비 중 before the first day and 진행 중 from it', () => {
    expect(eventState(dated, '2027-03-09')).toBe('preparing');
    expect(eventState(dated, '2027-03-10')).toBe('running');
    expect(eventState(dated, '2027-04-01')).toBe('running');
  });
  it('is 종료 once closed, whatever the day', () => {
    expect(eventState({ ...dated, closed: true }, '2027-03-01')).toBe('closed');
  });
  it('without days, is 진행 중 once someone entered', () => {
    expect(eventState({ closed: false, startDate: null, entered: 0 }, '2027-03-01')).toBe('preparing');
    expect(eventState({ closed: false, startDate: null, entered: 3 }, '2027-03-01')).toBe('running');
  });
});

describe("the 결과보고서 cover's 기간 from an event's days", () => {
  it('repeats the month or year only where it changes', () => {
    expect(periodOf('2027-03-10', '2027-03-12')).toBe('2027년 3월 10일 ~ 12일');
    expect(periodOf('2027-03-30', '2027-04-02')).toBe('2027년 3월 30일 ~ 4월 2일');
    expect(periodOf('2027-12-30', '2028-01-02')).toBe('2027년 12월 30일 ~ 2028년 1월 2일');
    expect(periodOf('2027-03-10', '2027-03-10')).toBe('2027년 3월 10일');
    expect(periodOf(undefined, undefined)).toBe('');
  });
});
