import { describe, expect, it } from 'vitest';
import { eventIdField } from '@expo/contract/fields';
import { parseWith } from '../http/schema/index.js';
import { scopedEventId } from './event-scope.js';

const admin = { adminId: 1, eventId: 4, name: '관리자' };
/** What a request's `eventId` becomes: checked by its schema, then scoped to the token. */
const scope = (requested: unknown) => scopedEventId(admin, parseWith(eventIdField, requested));

describe('scopedEventId', () => {
  it("uses the token's event when none is named", () => {
    expect(scope(undefined)).toBe(4);
    expect(scope('')).toBe(4);
  });
  it("accepts the token's own event as a number or a string", () => {
    expect(scope(4)).toBe(4);
    expect(scope('4')).toBe(4);
  });
  it('refuses another event with 403', () => {
    expect(() => scope('5')).toThrow(expect.objectContaining({ status: 403 }));
  });
  it('refuses a malformed event id with 400', () => {
    expect(() => scope('abc')).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'VALIDATION.EVENT_ID',
        message: '이벤트 ID가 올바르지 않습니다.',
      }),
    );
    expect(() => scope(-1)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
