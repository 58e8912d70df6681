import { describe, expect, it } from 'vitest';

import { lectureBars } from './lecture-bars';

const stat = (lectureId: number, checkIns: number, capacity: number | null) => ({
  lectureId,
  title: `강연 ${String(lectureId)}`,
  date: '2026-11-21',
  time: '14:00',
  checkIns,
  capacity,
});

describe('lectureBars', () => {
  it('draws a lecture without 정원 as today: its check-ins alone', () => {
    expect(lectureBars([stat(1, 1234, null)])).toEqual([
      { id: 1, name: '강연 1', value: 1234, track: 1234, capacity: null, label: '1,234', fill: 'open' },
    ]);
  });

  it('draws check-ins over a track as long as the 정원', () => {
    expect(lectureBars([stat(2, 12, 40)])).toEqual([
      { id: 2, name: '강연 2', value: 12, track: 40, capacity: 40, label: '12 / 40명', fill: 'open' },
    ]);
  });

  it('marks 90 % and over as near, the 정원 reached or passed as full', () => {
    const bars = lectureBars([stat(1, 89, 100), stat(2, 90, 100), stat(3, 100, 100), stat(4, 2100, 2000)]);
    expect(bars.map((b) => [b.fill, b.track, b.label])).toEqual([
      ['open', 100, '89 / 100명'],
      ['near', 100, '90 / 100명'],
      ['full', 100, '100 / 100명'],
      // over the 정원: the track is the bar itself
      ['full', 2100, '2,100 / 2,000명'],
    ]);
  });

  it('keeps the programme order it is given', () => {
    expect(lectureBars([stat(9, 0, null), stat(3, 5, 10), stat(5, 1, null)]).map((b) => b.id)).toEqual([
      9, 3, 5,
    ]);
  });
});
