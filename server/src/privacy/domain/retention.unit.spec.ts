import { describe, expect, it } from 'vitest';
import { destructionDue, retentionOf } from './retention.js';

const settings = { eventEndDate: '2026-12-05', retentionDays: 30 };

describe('retention and destruction (파기)', () => {
  it('keeps data through the end date and the retention days, and destroys it the day after', () => {
    expect(retentionOf(settings, '2027-01-04', null)).toMatchObject({ destroyAt: '2027-01-05', daysLeft: 1 });
    expect(destructionDue(retentionOf(settings, '2027-01-04', null))).toBe(false);
    expect(destructionDue(retentionOf(settings, '2027-01-05', null))).toBe(true);
    expect(destructionDue(retentionOf(settings, '2027-03-01', null))).toBe(true);
  });

  it('is done once: a destruction on or after the day counts, one before it (by an admin) does not', () => {
    expect(retentionOf(settings, '2027-01-06', '2027-01-05')).toMatchObject({ destroyed: true });
    expect(destructionDue(retentionOf(settings, '2027-01-06', '2027-01-05'))).toBe(false);
    expect(destructionDue(retentionOf(settings, '2027-01-06', '2026-12-20'))).toBe(true);
  });

  it('never destroys without an end date and a retention', () => {
    const none = retentionOf({ eventEndDate: '2026-12-05', retentionDays: null }, '2030-01-01', null);
    expect(none).toMatchObject({ destroyAt: null, daysLeft: null });
    expect(destructionDue(none)).toBe(false);
  });

  it('with a retention of 0 days destroys on the day after the event, never during it', () => {
    const zero = { eventEndDate: '2026-12-05', retentionDays: 0 };
    expect(destructionDue(retentionOf(zero, '2026-12-05', null))).toBe(false);
    expect(destructionDue(retentionOf(zero, '2026-12-06', null))).toBe(true);
  });
});
