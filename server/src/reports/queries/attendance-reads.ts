import { prepared, type Sql } from '../../database/sql.js';
import { readAttendeeTotals, readEntriesByDay } from '../../stats/queries/stats-reads.js';
import type { ReportAttendance } from '@expo/contract/reports';

/** 참가 현황: the dashboard's totals (the same SQL), walk-ins, and entries per event day. */
export async function readAttendance(sql: Sql, eventId: number): Promise<ReportAttendance> {
  const totals = await readAttendeeTotals(sql, eventId);
  const [{ walkIns }] = await sql.query<{ walkIns: number }>(
    prepared(`SELECT count(*)::int AS "walkIns" FROM walk_ins WHERE event_id = $1`),
    [eventId],
  );
  return {
    registered: totals.attendees,
    preRegistered: totals.preRegistered,
    onSite: totals.onSite,
    paid: totals.paid,
    badgesPrinted: totals.printed,
    walkIns,
    entered: totals.entered,
    entryRate: totals.attendees > 0 ? totals.entered / totals.attendees : null,
    byDay: await readEntriesByDay(sql, eventId),
  };
}
