import { sqlOnce } from '../../support/sql-once.js';
import type { DashboardClient } from './dashboard-client.js';

/** Booth visits as the database holds them (the booth_visits table), to check what dashboards show. */
export interface DatabaseFigures {
  boothVisits: number;
  uniqueVisitors: number;
  byBooth: Map<number, number>;
}

export async function databaseFigures(databaseUrl: string, eventId: number): Promise<DatabaseFigures> {
  // one statement: both figures from one snapshot
  const [row] = await sqlOnce<{ visits: number; visitors: number; booths: { id: number; n: number }[] }>(
    databaseUrl,
    `SELECT (SELECT count(*)::int FROM booth_visits WHERE event_id = $1) AS visits,
            (SELECT count(DISTINCT attendee_id)::int FROM booth_visits WHERE event_id = $1) AS visitors,
            (SELECT coalesce(json_agg(json_build_object('id', b.id, 'n',
               (SELECT count(*)::int FROM booth_visits v WHERE v.booth_id = b.id))), '[]')
               FROM booths b WHERE b.event_id = $1) AS booths`,
    [eventId],
  );
  return {
    boothVisits: row.visits,
    uniqueVisitors: row.visitors,
    byBooth: new Map(row.booths.map((b) => [b.id, b.n])),
  };
}

/** How what the dashboard shows differs from the database (undefined: it shows the database's numbers). */
export function dashboardMismatch(dashboard: DashboardClient, db: DatabaseFigures): string | undefined {
  const stats = dashboard.stats;
  if (!stats) return 'no figures loaded';
  const wrong: string[] = [];
  if (stats.totals.boothVisits !== db.boothVisits)
    wrong.push(`boothVisits ${stats.totals.boothVisits} ≠ ${db.boothVisits}`);
  if (stats.totals.uniqueVisitors !== db.uniqueVisitors)
    wrong.push(`uniqueVisitors ${stats.totals.uniqueVisitors} ≠ ${db.uniqueVisitors}`);
  const shown = new Map(stats.booths.map((b) => [b.boothId, b.visits]));
  for (const [boothId, n] of db.byBooth)
    if ((shown.get(boothId) ?? 0) !== n) wrong.push(`booth ${boothId}: ${shown.get(boothId) ?? 0} ≠ ${n}`);
  const watched = dashboard.watchedBooth;
  if (watched !== undefined && dashboard.boothCount !== (db.byBooth.get(watched) ?? 0))
    wrong.push(`watched booth ${watched}: ${dashboard.boothCount} ≠ ${db.byBooth.get(watched) ?? 0}`);
  return wrong.length ? wrong.slice(0, 5).join(', ') : undefined;
}
