import { describe, expect, it } from 'vitest';
import { accessAlerts, isNightHour, type AccountDay } from './access-alerts.js';

const day = (over: Partial<AccountDay>): AccountDay => ({
  day: '2026-05-01',
  actorKind: 'admin',
  actorId: 1,
  actorName: '관리자',
  accesses: 3,
  attendeeRecords: 30,
  nightAccesses: 0,
  firstNightAt: null,
  lastNightAt: null,
  ...over,
});

describe('the daily check of access records', () => {
  it('given a quiet day in office hours, flags nothing', () => {
    expect(accessAlerts([day({})], 1000)).toEqual([]);
  });

  it('given exactly the limit, flags nothing; given one record more, flags the volume with its figures', () => {
    expect(accessAlerts([day({ attendeeRecords: 1000 })], 1000)).toEqual([]);
    expect(accessAlerts([day({ attendeeRecords: 1001 })], 1000)).toEqual([
      {
        day: '2026-05-01',
        actorKind: 'admin',
        actorId: 1,
        actorName: '관리자',
        kind: 'VOLUME',
        reason: '하루 1,001건의 참석자 정보를 조회·다운로드했습니다 (기준 1,000건 초과).',
      },
    ]);
  });

  it('given access at night, flags it with the time, or the span and count of several', () => {
    const [one] = accessAlerts(
      [day({ nightAccesses: 1, firstNightAt: '23:40', lastNightAt: '23:40' })],
      1000,
    );
    expect(one).toMatchObject({
      kind: 'NIGHT',
      reason: '야간(22:00~06:00) 23:40에 개인정보에 접근했습니다.',
    });
    const [many] = accessAlerts(
      [day({ nightAccesses: 4, firstNightAt: '02:10', lastNightAt: '23:05' })],
      1000,
    );
    expect(many?.reason).toBe('야간(22:00~06:00)에 4회 개인정보에 접근했습니다 (02:10~23:05).');
  });

  it('lists newest day first, and on a day the volume before the night', () => {
    const alerts = accessAlerts(
      [
        day({ day: '2026-05-01', nightAccesses: 1, firstNightAt: '05:59', lastNightAt: '05:59' }),
        day({
          day: '2026-05-02',
          attendeeRecords: 5000,
          nightAccesses: 1,
          firstNightAt: '22:00',
          lastNightAt: '22:00',
        }),
      ],
      1000,
    );
    expect(alerts.map((a) => `${a.day} ${a.kind}`)).toEqual([
      '2026-05-02 VOLUME',
      '2026-05-02 NIGHT',
      '2026-05-01 NIGHT',
    ]);
  });

  it('counts 22:00 to 05:59 as night, 06:00 to 21:59 as day', () => {
    expect([21, 22, 23, 0, 5, 6].map(isNightHour)).toEqual([false, true, true, true, true, false]);
  });
});
