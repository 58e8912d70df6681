import type { AccessAlert, ActorKind } from '@expo/contract/access-records';

/** One account's access on one Korean day, as summed from its records. */
export interface AccountDay {
  /** YYYY-MM-DD, Korean date. */
  day: string;
  actorKind: ActorKind;
  actorId: number | null;
  actorName: string;
  /** Records of that day. */
  accesses: number;
  /** Attendees' records read or downloaded that day (the sum of each record's count). */
  attendeeRecords: number;
  /** Records made between 22:00 and 06:00 Korean time, and the first and last of them (HH:mm). */
  nightAccesses: number;
  firstNightAt: string | null;
  lastNightAt: string | null;
}

/** Night is 22:00 to 06:00, Korean time. */
export const NIGHT_FROM_HOUR = 22;
export const NIGHT_UNTIL_HOUR = 6;
export const isNightHour = (hour: number): boolean => hour >= NIGHT_FROM_HOUR || hour < NIGHT_UNTIL_HOUR;

const count = (n: number) => n.toLocaleString('ko-KR');

/**
 * The daily check: an account that read or downloaded more than `dailyLimit` attendees' records in a day, and
 * an account that read personal data at night. Newest day first; on a day, volume before night.
 */
export function accessAlerts(days: readonly AccountDay[], dailyLimit: number): AccessAlert[] {
  const alerts: AccessAlert[] = [];
  for (const d of days) {
    const who = { day: d.day, actorKind: d.actorKind, actorId: d.actorId, actorName: d.actorName };
    if (d.attendeeRecords > dailyLimit)
      alerts.push({
        ...who,
        kind: 'VOLUME',
        reason: `하루 ${count(d.attendeeRecords)}건의 참석자 정보를 조회·다운로드했습니다 (기준 ${count(dailyLimit)}건 초과).`,
      });
    if (d.nightAccesses > 0)
      alerts.push({
        ...who,
        kind: 'NIGHT',
        reason:
          d.firstNightAt === d.lastNightAt
            ? `야간(22:00~06:00) ${d.firstNightAt}에 개인정보에 접근했습니다.`
            : `야간(22:00~06:00)에 ${count(d.nightAccesses)}회 개인정보에 접근했습니다 (${d.firstNightAt}~${d.lastNightAt}).`,
      });
  }
  const order = (a: AccessAlert) => (a.kind === 'VOLUME' ? 0 : 1);
  return alerts.sort(
    (a, b) =>
      b.day.localeCompare(a.day) || a.actorName.localeCompare(b.actorName, 'ko') || order(a) - order(b),
  );
}
