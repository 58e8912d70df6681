import { describe, expect, it } from 'vitest';

import { hasActivity, topBoothsByVisitors } from './report-activity';
import type { ReportBooth } from '@expo/contract/reports';

const quiet = {
  attendance: {
    registered: 10,
    preRegistered: 8,
    onSite: 2,
    paid: 3,
    badgesPrinted: 4,
    walkIns: 1,
    entered: 0,
    entryRate: 0,
    byDay: [],
  },
  hourly: [],
  booths: [booth(1, 1, 0, 0)],
  lectures: [
    {
      lectureId: 1,
      title: '강연',
      date: '2026-11-27',
      time: '10:00',
      location: '',
      checkIns: 0,
      capacity: 30,
      fillRate: 0,
      satisfaction: null,
    },
  ],
};

function booth(boothId: number, rank: number, uniqueVisitors: number, visits: number): ReportBooth {
  return {
    rank,
    boothId,
    boothName: `부스 ${String(boothId)}`,
    uniqueVisitors,
    visits,
    revisits: visits - uniqueVisitors,
    returningVisitors: visits - uniqueVisitors,
    revisitRate: uniqueVisitors ? (visits - uniqueVisitors) / uniqueVisitors : null,
    peakHour: null,
    leads: { high: 0, medium: 0, low: 0, unrated: 0 },
  };
}

describe('hasActivity', () => {
  it('is false while nobody came in, visited a booth or checked in to a lecture (registrations do not count)', () => {
    expect(hasActivity(quiet)).toBe(false);
  });

  it('is true after any entry, booth visit or lecture check-in', () => {
    expect(hasActivity({ ...quiet, attendance: { ...quiet.attendance, entered: 1 } })).toBe(true);
    expect(hasActivity({ ...quiet, booths: [booth(1, 1, 1, 1)] })).toBe(true);
    expect(hasActivity({ ...quiet, lectures: [{ ...quiet.lectures[0], checkIns: 1 }] })).toBe(true);
    expect(
      hasActivity({
        ...quiet,
        hourly: [{ day: '2026-11-27', hour: 9, entries: 0, boothVisits: 1, lectureCheckIns: 0 }],
      }),
    ).toBe(true);
  });
});

describe('topBoothsByVisitors', () => {
  it('takes the booths with visitors by rank, at most ten', () => {
    const booths = Array.from({ length: 14 }, (_, i) => booth(100 - i, 14 - i, i, i * 2));
    expect(topBoothsByVisitors(booths).map((b) => b.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(topBoothsByVisitors(booths, 3).map((b) => b.uniqueVisitors)).toEqual([13, 12, 11]);
  });

  it('leaves out the booths nobody visited', () => {
    expect(topBoothsByVisitors([booth(1, 1, 0, 0)])).toEqual([]);
  });
});
