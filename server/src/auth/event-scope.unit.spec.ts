import { describe, expect, it } from 'vitest';
import { scopedEventId } from './event-scope.js';

const admin = { adminId: 1, eventId: 4, name: '관리자' };

describe('scopedEventId', () => {
  it("uses the token's event when none is named", () => {
    expect(scopedEventId(admin, undefined)).toBe(4);
    expect(scopedEventId(admin, '')).toBe(4);
  });
  it("accepts the token's own event as a number or a string", () => {
    expect(scopedEventId(admin, 4)).toBe(4);
    expect(scopedEventId(admin, '4')).toBe(4);
  });
  it('refuses another event with 403', () => {
    expect(() => scopedEventId(admin, '5')).toThrow(expect.objectContaining({ status: 403 }));
  });
  it('refuses a malformed event id with 400', () => {
    expect(() => scopedEventId(admin, 'abc')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => scopedEventId(admin, -1)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
