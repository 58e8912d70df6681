import { describe, expect, it } from 'vitest';

import {
  addRecentScan,
  isLatestOfAttendee,
  RECENT_SCAN_LIMIT,
  type RecentScan,
  settleRecentScan,
} from './recent-scans';

const scan = (key: number): RecentScan => ({ key, at: key * 1_000, attendeeId: key, feedback: null });

describe('the last 10 scans', () => {
  it('given an empty list, when a scan is added, then it is the list', () => {
    expect(addRecentScan([], scan(1))).toEqual([scan(1)]);
  });

  it('given 10 scans, when an 11th is added, then it is on top and the oldest drops off', () => {
    let list: RecentScan[] = [];
    for (let key = 1; key <= RECENT_SCAN_LIMIT + 1; key++) list = addRecentScan(list, scan(key));
    expect(list).toHaveLength(RECENT_SCAN_LIMIT);
    expect(list[0].key).toBe(11);
    expect(list.at(-1)?.key).toBe(2);
  });

  it('given a pending scan, when its answer comes, then only that row gets it', () => {
    const list = [scan(2), scan(1)];
    const settled = settleRecentScan(list, 1, { kind: 'success', title: '김민수' });
    expect(settled[0].feedback).toBeNull();
    expect(settled[1].feedback).toEqual({ kind: 'success', title: '김민수' });
    expect(list[1].feedback).toBeNull();
  });

  it('given a scan that has dropped off, when its answer comes, then the list is unchanged', () => {
    expect(settleRecentScan([scan(2)], 1, { kind: 'failure', title: '실패' })).toEqual([scan(2)]);
  });
});

describe('isLatestOfAttendee', () => {
  const read = (key: number, attendeeId: number | null): RecentScan => ({
    key,
    at: key,
    attendeeId,
    feedback: null,
  });
  const list = [read(4, 7), read(3, null), read(2, 8), read(1, 7)];

  it('given the newest read of an attendee, then true', () => {
    expect(isLatestOfAttendee(list, 0)).toBe(true);
    expect(isLatestOfAttendee(list, 2)).toBe(true);
  });

  it('given an older read of an attendee read again since, then false', () => {
    expect(isLatestOfAttendee(list, 3)).toBe(false);
  });

  it('given a read that is no attendee, then false', () => {
    expect(isLatestOfAttendee(list, 1)).toBe(false);
  });
});
