import { describe, expect, it } from 'vitest';

import { timelinePoints, topBooths } from './chart-data';

describe('topBooths', () => {
  it('takes the five busiest booths with visits, ties by id', () => {
    const booths = [
      { boothId: 1, boothName: 'A', visits: 3 },
      { boothId: 2, boothName: 'B', visits: 9 },
      { boothId: 3, boothName: 'C', visits: 0 },
      { boothId: 4, boothName: 'D', visits: 3 },
      { boothId: 5, boothName: 'E', visits: 1 },
      { boothId: 6, boothName: 'F', visits: 2 },
      { boothId: 7, boothName: 'G', visits: 1 },
    ];
    expect(topBooths(booths).map((b) => b.boothId)).toEqual([2, 1, 4, 6, 5]);
    expect(booths.map((b) => b.boothId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('is empty while no booth has a visit', () => {
    expect(topBooths([{ boothId: 1, boothName: 'A', visits: 0 }])).toEqual([]);
  });
});

describe('timelinePoints', () => {
  it('fills the quiet 10-minute buckets with zeros, from the one before the first, and labels them', () => {
    const points = timelinePoints([
      { start: '2026-11-21T09:50', boothVisits: 2, lectureCheckIns: 0, entries: 0 },
      { start: '2026-11-21T10:20', boothVisits: 1, lectureCheckIns: 3, entries: 4 },
    ]);
    expect(points).toEqual([
      { start: '2026-11-21T09:40', boothVisits: 0, lectureCheckIns: 0, entries: 0, label: '09:40' },
      { start: '2026-11-21T09:50', boothVisits: 2, lectureCheckIns: 0, entries: 0, label: '09:50' },
      { start: '2026-11-21T10:00', boothVisits: 0, lectureCheckIns: 0, entries: 0, label: '10:00' },
      { start: '2026-11-21T10:10', boothVisits: 0, lectureCheckIns: 0, entries: 0, label: '10:10' },
      { start: '2026-11-21T10:20', boothVisits: 1, lectureCheckIns: 3, entries: 4, label: '10:20' },
    ]);
  });

  it('labels with the day when the buckets span several days (across midnight)', () => {
    const points = timelinePoints([
      { start: '2026-11-21T23:50', boothVisits: 1, lectureCheckIns: 0, entries: 0 },
      { start: '2026-11-22T00:10', boothVisits: 1, lectureCheckIns: 0, entries: 0 },
    ]);
    expect(points.map((p) => p.label)).toEqual(['11-21 23:40', '11-21 23:50', '11-22 00:00', '11-22 00:10']);
  });

  it('does not fill a span longer than a week', () => {
    const points = timelinePoints([
      { start: '2026-11-01T10:00', boothVisits: 1, lectureCheckIns: 0, entries: 0 },
      { start: '2026-11-21T10:00', boothVisits: 1, lectureCheckIns: 0, entries: 0 },
    ]);
    expect(points.map((p) => p.start)).toEqual(['2026-11-01T09:50', '2026-11-01T10:00', '2026-11-21T10:00']);
  });

  it('draws a single bucket as a line up from the quiet bucket before it', () => {
    const points = timelinePoints([
      { start: '2026-11-21T00:00', boothVisits: 4, lectureCheckIns: 1, entries: 0 },
    ]);
    expect(points.map((p) => [p.label, p.boothVisits])).toEqual([
      ['11-20 23:50', 0],
      ['11-21 00:00', 4],
    ]);
  });

  it('is empty without buckets', () => {
    expect(timelinePoints([])).toEqual([]);
  });
});
