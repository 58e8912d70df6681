import { toSeoulLocal } from '@expo/contract/seoul-time';
import { prepared, type Sql } from '../../database/sql.js';
import { ConferenceErrors } from '../../conferences/domain/conference.decider.js';
import type { EventDetails, EventReport } from '@expo/contract/reports';
import { readAttendance } from './attendance-reads.js';
import { readAudience } from './audience-reads.js';
import { readBoothTraffic } from './booth-traffic-reads.js';
import { readHourly } from './hourly-reads.js';
import { readLectureFill } from './lecture-fill-reads.js';
import { readMessageOutcomes } from './message-outcome-reads.js';
import { readEventSurveys } from './survey-section-reads.js';

const DETAILS = prepared(`SELECT name, period, venue FROM conferences WHERE id = $1`);

/** The event's name, 기간 and 장소 (the reports' cover); 404 for an unknown event. */
export async function readReportDetails(sql: Sql, eventId: number): Promise<EventDetails> {
  const [details] = await sql.query<EventDetails>(DETAILS, [eventId]);
  if (!details) throw ConferenceErrors.notFound();
  return details;
}

/**
 * The event's 결과보고서, every section by SQL aggregates over the read models (docs/REPORTS.md), read in one
 * snapshot so its sections agree with each other. 404 for an unknown event.
 */
export async function readEventReport(sql: Sql, eventId: number): Promise<EventReport> {
  const details = await readReportDetails(sql, eventId);
  const attendance = await readAttendance(sql, eventId);
  const traffic = await readBoothTraffic(sql, eventId);
  const { surveys, lectureSatisfaction } = await readEventSurveys(sql, eventId);
  return {
    eventId,
    generatedAt: toSeoulLocal(new Date()),
    details,
    attendance,
    hourly: await readHourly(sql, eventId, traffic.hours),
    audience: await readAudience(sql, eventId, attendance),
    booths: traffic.booths,
    lectures: await readLectureFill(sql, eventId, lectureSatisfaction),
    messages: await readMessageOutcomes(sql, eventId),
    surveys,
  };
}
