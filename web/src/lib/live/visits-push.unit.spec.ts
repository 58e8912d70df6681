import { describe, expect, it } from 'vitest';

import type { VisitsPush } from '@expo/contract/live';
import type { Visit } from '@expo/contract/visits';
import { isPushFor, mergeVisitsPush, needsVisitsRefetch } from './visits-push';

const visit = (userId: number, visitedAt = `2026-11-21T10:0${String(userId % 10)}:00`): Visit => ({
  userId,
  userName: `참석자${String(userId)}`,
  affiliation: '한빛전자',
  phoneNumber: `010-0000-${String(userId).padStart(4, '0')}`,
  visitedAt,
});

const push = (newest: Visit[], count: number, extra: Partial<VisitsPush> = {}): VisitsPush => ({
  place: 'booth',
  placeId: 7,
  count,
  newest,
  ...extra,
});

const ids = (visits: Visit[]) => visits.map((v) => v.userId);

describe('mergeVisitsPush', () => {
  it('puts new visitors on top, newest first, above the rows already shown', () => {
    const merged = mergeVisitsPush([visit(2), visit(1)], push([visit(4), visit(3), visit(2)], 4));
    expect(ids(merged)).toEqual([4, 3, 2, 1]);
  });

  it('replaces a shown row by userId instead of adding it twice', () => {
    const renamed = { ...visit(1), userName: '새이름' };
    const merged = mergeVisitsPush([visit(2), visit(1)], push([renamed], 2));
    expect(ids(merged)).toEqual([1, 2]);
    expect(merged[0].userName).toBe('새이름');
  });

  it('fills an empty list and leaves the given list untouched', () => {
    const shown: Visit[] = [visit(1)];
    expect(ids(mergeVisitsPush([], push([visit(5)], 1)))).toEqual([5]);
    mergeVisitsPush(shown, push([visit(2)], 2));
    expect(ids(shown)).toEqual([1]);
  });
});

describe('needsVisitsRefetch', () => {
  it('is false when the merged list has as many rows as the count', () => {
    const p = push([visit(2)], 2);
    expect(needsVisitsRefetch(mergeVisitsPush([visit(1)], p), p)).toBe(false);
  });

  it('is true when rows were missed (more than the newest since the list was loaded)', () => {
    const p = push([visit(3)], 3);
    expect(needsVisitsRefetch(mergeVisitsPush([visit(1)], p), p)).toBe(true);
  });

  it('is true when the count went down (a visitor deleted)', () => {
    const p = push([visit(2)], 1);
    expect(needsVisitsRefetch(mergeVisitsPush([visit(2), visit(1)], p), p)).toBe(true);
  });

  it('is true when the server asks for a refresh even if the count matches', () => {
    const p = push([visit(2)], 2, { refresh: true });
    expect(needsVisitsRefetch(mergeVisitsPush([visit(1)], p), p)).toBe(true);
  });
});

describe('isPushFor', () => {
  it('matches the place and its id only', () => {
    expect(isPushFor(push([], 0), 'booth', 7)).toBe(true);
    expect(isPushFor(push([], 0), 'booth', 8)).toBe(false);
    expect(isPushFor(push([], 0, { place: 'lecture' }), 'booth', 7)).toBe(false);
  });
});
