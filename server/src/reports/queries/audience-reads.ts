import { prepared, type Sql } from '../../database/sql.js';
import type { ReportAudience } from '@expo/contract/reports';
import { countsBy, named, topCountsBy } from './labelled-counts.js';

/** How many affiliations the event report names; the rest are one line '기타'. */
export const TOP_AFFILIATIONS = 20;

const ATTENDEES = 'FROM attendees WHERE event_id = $1';
const BY_COUNTRY = prepared(countsBy('country', ATTENDEES));
const BY_AFFILIATION = prepared(topCountsBy('affiliation', ATTENDEES, '$2'));

/** 참관객 분석: attendees by country, by affiliation (top 20 and '기타') and by registration type. */
export async function readAudience(
  sql: Sql,
  eventId: number,
  registered: { preRegistered: number; onSite: number },
): Promise<ReportAudience> {
  return {
    countries: named(await sql.query(BY_COUNTRY, [eventId])),
    affiliations: named(await sql.query(BY_AFFILIATION, [eventId, TOP_AFFILIATIONS])),
    registrationTypes: [
      { type: 'PRE', count: registered.preRegistered },
      { type: 'ONSITE', count: registered.onSite },
    ],
  };
}
