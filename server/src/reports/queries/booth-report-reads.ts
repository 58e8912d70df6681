import { toSeoulLocal } from '@expo/contract/seoul-time';
import { prepared, type Sql } from '../../database/sql.js';
import { leadsOf } from '../../leads/queries/lead-reads.js';
import { readPrivacySettings } from '../../privacy/queries/privacy-settings-reads.js';
import { asBoothSees } from '../../visits/queries/booth-view.js';
import { listVisits } from '../../visits/queries/visit-reads.js';
import { BOOTH_VISITS } from '../../visits/domain/visit-places.js';
import type { BoothReport, EventDetails, ReportVisitor } from '@expo/contract/reports';
import { standingOf, type RankedBooth } from './booth-standing-reads.js';
import { revisitRate } from './booth-traffic-reads.js';
import { dayAndHour, koreanHour } from './korean-hour.js';
import { countsBy, named, topCountsBy } from './labelled-counts.js';

/** How many affiliations an exhibitor report names; the rest are one line '기타'. */
export const TOP_VISITOR_AFFILIATIONS = 10;

/** The booth's visits per Korean hour: first visits and revisits. */
const HOURLY = prepared(`SELECT ${dayAndHour('h')}, sum(visits)::int AS visits FROM (
    SELECT ${koreanHour('visited_at')} AS h, count(*) AS visits FROM booth_visits WHERE booth_id = $1 GROUP BY 1
    UNION ALL
    SELECT ${koreanHour('visited_at')}, count(*) FROM booth_revisits WHERE booth_id = $1 GROUP BY 1
  ) AS per_kind GROUP BY h ORDER BY h`);

/** How many times each of the booth's visitors came back. */
const REVISITS_PER_VISITOR = prepared(
  `SELECT attendee_id, count(*)::int AS revisits FROM booth_revisits WHERE booth_id = $1 GROUP BY 1`,
);

const LEADS = prepared(`SELECT count(*) FILTER (WHERE interest = 'high')::int AS high,
         count(*) FILTER (WHERE interest = 'medium')::int AS medium,
         count(*) FILTER (WHERE interest = 'low')::int AS low
    FROM booth_leads WHERE booth_id = $1`);

const TAGS = prepared(countsBy('tag', 'FROM booth_leads, unnest(tags) AS tag WHERE booth_id = $1'));

/** The booth's visitors (only those who consented when `$2`, the consent setting, is on) joined to who they are. */
const VISITORS = `FROM booth_visits v JOIN attendees a ON a.id = v.attendee_id
  WHERE v.booth_id = $1 AND (NOT $2::boolean OR a.exhibitor_consent IS TRUE)`;
const MIX_AFFILIATIONS = prepared(topCountsBy('a.affiliation', VISITORS, '$3'));
const MIX_COUNTRIES = prepared(countsBy('a.country', VISITORS));
const CONSENTING = prepared(`SELECT count(*)::int AS count ${VISITORS}`);

/** The visitors this booth may name (privacy/exhibitor-view.ts), oldest visit first, with the booth's lead notes. */
async function readNamedVisitors(sql: Sql, eventId: number, boothId: number): Promise<ReportVisitor[]> {
  const { visits } = await listVisits(sql, BOOTH_VISITS, boothId);
  const seen = await asBoothSees(sql, eventId, boothId, visits);
  const named = seen.filter((visit) => !visit.masked).reverse();
  const leads = await leadsOf(
    sql,
    boothId,
    named.map((visit) => visit.userId),
  );
  const revisits = new Map(
    (await sql.query<{ attendee_id: number; revisits: number }>(REVISITS_PER_VISITOR, [boothId])).map((r) => [
      r.attendee_id,
      r.revisits,
    ]),
  );
  return named.map(({ userId, userName, affiliation, phoneNumber, visitedAt }) => {
    const lead = leads.get(userId);
    return {
      userId,
      userName,
      affiliation,
      phoneNumber,
      visitedAt,
      revisits: revisits.get(userId) ?? 0,
      interest: lead?.interest ?? null,
      tags: lead?.tags ?? [],
      memo: lead?.memo ?? '',
    };
  });
}

/**
 * One booth's exhibitor report: its traffic by SQL aggregates, its standing among `ranked` (every booth of the
 * event), its leads, the mix of the visitors it may name, and (when `withVisitors`) those visitors.
 */
export async function readBoothReport(
  sql: Sql,
  eventId: number,
  details: EventDetails,
  booth: RankedBooth,
  ranked: readonly RankedBooth[],
  withVisitors: boolean,
): Promise<BoothReport> {
  const { shareOnlyWithConsent } = await readPrivacySettings(sql, eventId);
  const { boothId } = booth;
  const [leads] = await sql.query<{ high: number; medium: number; low: number }>(LEADS, [boothId]);
  const rated = leads.high + leads.medium + leads.low;
  const [consenting] = shareOnlyWithConsent
    ? await sql.query<{ count: number }>(CONSENTING, [boothId, true])
    : [{ count: booth.uniqueVisitors }];
  return {
    eventId,
    generatedAt: toSeoulLocal(new Date()),
    details,
    boothId,
    boothName: booth.boothName,
    uniqueVisitors: booth.uniqueVisitors,
    visits: booth.visits,
    revisits: booth.revisits,
    returningVisitors: booth.returningVisitors,
    revisitRate: revisitRate(booth),
    standing: standingOf(booth, ranked),
    hourly: await sql.query(HOURLY, [boothId]),
    leads: {
      byInterest: { ...leads, unrated: Math.max(0, booth.uniqueVisitors - rated) },
      byTag: await sql.query(TAGS, [boothId]),
    },
    consentRequired: shareOnlyWithConsent,
    mix: {
      affiliations: named(
        await sql.query(MIX_AFFILIATIONS, [boothId, shareOnlyWithConsent, TOP_VISITOR_AFFILIATIONS]),
      ),
      countries: named(await sql.query(MIX_COUNTRIES, [boothId, shareOnlyWithConsent])),
    },
    visitors: withVisitors ? await readNamedVisitors(sql, eventId, boothId) : null,
    hiddenVisitors: Math.max(0, booth.uniqueVisitors - consenting.count),
  };
}
