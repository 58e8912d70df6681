import { describe, expect, it } from 'vitest';
import { bannerOf } from './retention-banner-state';

const retention = (daysLeft: number | null, destroyed = false) => ({
  eventEndDate: '2026-11-20',
  retentionDays: 30,
  destroyAt: daysLeft === null ? null : '2026-12-20',
  daysLeft,
  destroyed,
  lastDestroyedOn: null,
});

describe('bannerOf', () => {
  it('warns from seven days before the destruction to its day', () => {
    expect(bannerOf(retention(7), null)).toEqual({ kind: 'soon', destroyAt: '2026-12-20', daysLeft: 7 });
    expect(bannerOf(retention(0), null)).toEqual({ kind: 'soon', destroyAt: '2026-12-20', daysLeft: 0 });
  });

  it('says nothing earlier, without a schedule, or past an unfinished one', () => {
    expect(bannerOf(retention(8), null)).toEqual({ kind: 'none' });
    expect(bannerOf(retention(null), null)).toEqual({ kind: 'none' });
    expect(bannerOf(retention(-1), null)).toEqual({ kind: 'none' });
  });

  it('says when the data was destroyed: the last record, else the scheduled day', () => {
    expect(bannerOf(retention(-3, true), '2026-12-01T03:00:00Z')).toEqual({
      kind: 'destroyed',
      date: '2026-12-01',
    });
    expect(bannerOf(retention(0, true), null)).toEqual({ kind: 'destroyed', date: '2026-12-20' });
  });
});
