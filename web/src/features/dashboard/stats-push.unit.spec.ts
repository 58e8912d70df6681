import { describe, expect, it } from 'vitest';

import { mergeStatsPush } from './stats-push';
import type { Stats, StatsTotals } from '@expo/contract/stats';

const totals = (boothVisits: number): StatsTotals => ({
  attendees: 10,
  paid: 4,
  printed: 3,
  preRegistered: 8,
  onSite: 2,
  boothVisits,
  uniqueVisitors: boothVisits,
  lectureCheckIns: 0,
  entriesToday: 2,
  entered: 2,
});

const stats = (): Stats => ({
  eventId: 1,
  generatedAt: '2026-11-21T10:00:00',
  totals: totals(3),
  booths: [
    { boothId: 1, boothName: 'AI 체험관', visits: 2 },
    { boothId: 3, boothName: '로봇관', visits: 1 },
  ],
  lectures: [
    { lectureId: 5, title: '오전 강연', date: '2026-11-21', time: '10:00', checkIns: 0, capacity: null },
    { lectureId: 2, title: '오후 강연', date: '2026-11-21', time: '14:00', checkIns: 0, capacity: null },
  ],
  timeline: [{ start: '2026-11-21T09:50', boothVisits: 3, lectureCheckIns: 0, entries: 2 }],
  entriesByDay: [{ day: '2026-11-21', entries: 2 }],
});

describe('mergeStatsPush', () => {
  it('takes the pushed totals as they are (absolute values)', () => {
    expect(mergeStatsPush(stats(), { eventId: 1, totals: totals(9) }).totals).toEqual(totals(9));
  });

  it('keeps the parts the push leaves out, as the same objects', () => {
    const before = stats();
    const after = mergeStatsPush(before, { eventId: 1, totals: totals(4) });
    expect(after.booths).toBe(before.booths);
    expect(after.lectures).toBe(before.lectures);
    expect(after.timeline).toBe(before.timeline);
  });

  it('replaces booths by id, adds new ones in id order and drops removed ones', () => {
    const after = mergeStatsPush(stats(), {
      eventId: 1,
      booths: [
        { boothId: 3, boothName: '로봇관', visits: 5 },
        { boothId: 2, boothName: '새 부스', visits: 0 },
      ],
      removedBooths: [1],
    });
    expect(after.booths).toEqual([
      { boothId: 2, boothName: '새 부스', visits: 0 },
      { boothId: 3, boothName: '로봇관', visits: 5 },
    ]);
  });

  it('replaces lectures by id, keeps them by date, time and id, and drops removed ones', () => {
    const after = mergeStatsPush(stats(), {
      eventId: 1,
      lectures: [
        { lectureId: 2, title: '오후 강연', date: '2026-11-21', time: '14:00', checkIns: 7, capacity: null },
        { lectureId: 9, title: '둘째 날', date: '2026-11-22', time: '09:00', checkIns: 0, capacity: null },
        { lectureId: 1, title: '같은 시각', date: '2026-11-21', time: '14:00', checkIns: 1, capacity: null },
      ],
      removedLectures: [5],
    });
    expect(after.lectures.map((l) => [l.lectureId, l.checkIns])).toEqual([
      [1, 1],
      [2, 7],
      [9, 0],
    ]);
  });

  it('replaces timeline buckets by start and keeps them oldest first', () => {
    const after = mergeStatsPush(stats(), {
      eventId: 1,
      timeline: [
        { start: '2026-11-21T10:00', boothVisits: 1, lectureCheckIns: 2, entries: 0 },
        { start: '2026-11-21T09:50', boothVisits: 4, lectureCheckIns: 0, entries: 3 },
      ],
    });
    expect(after.timeline).toEqual([
      { start: '2026-11-21T09:50', boothVisits: 4, lectureCheckIns: 0, entries: 3 },
      { start: '2026-11-21T10:00', boothVisits: 1, lectureCheckIns: 2, entries: 0 },
    ]);
  });

  it('takes the pushed entries of every day as the whole list, and keeps it when a push leaves it out', () => {
    const before = stats();
    const days = [
      { day: '2026-11-21', entries: 5 },
      { day: '2026-11-22', entries: 1 },
    ];
    expect(mergeStatsPush(before, { eventId: 1, entriesByDay: days }).entriesByDay).toEqual(days);
    expect(mergeStatsPush(before, { eventId: 1, totals: totals(4) }).entriesByDay).toBe(before.entriesByDay);
  });

  it('ignores a push of another event', () => {
    const before = stats();
    expect(mergeStatsPush(before, { eventId: 2, totals: totals(99), removedBooths: [1] })).toBe(before);
  });
});
