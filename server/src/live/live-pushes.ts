import { readBulkSends } from '../messaging/queries/bulk-send-reads.js';
import type { Sql } from '../database/sql.js';
import {
  readAttendeeTotals,
  readBoothStats,
  readEntriesByDay,
  readLectureStats,
  readTimeline,
  readVisitTotals,
} from '../stats/queries/stats-reads.js';
import { VISIT_PLACES, visitPlace } from '../visits/domain/visit-places.js';
import { placesOfAttendees, visitCounts, visitsOf } from '../visits/queries/visit-reads.js';
import { asBoothsSee } from '../visits/queries/booth-view.js';
import type { PlaceChanges, StatsChanges } from './domain/dirty-rooms.js';
import type { PlaceKind } from '../kernel/live-rooms.js';
import type { Visit } from '@expo/contract/visits';
import type { ProgrammePush, StatsPush, VisitsPush } from '@expo/contract/live';
import type { MessagesPush } from '@expo/contract/messaging';

/** How many visitor rows a push carries at most; a client missing more refetches the list. */
export const NEWEST_ROWS = 20;

type AttendeeTotals = Awaited<ReturnType<typeof readAttendeeTotals>>;

/** Reads what changed from the read models and shapes the pushes: absolute values only, never deltas. */
export class PushBuilder {
  private readonly attendeeTotals = new Map<number, AttendeeTotals>();

  /** Forgets what was pushed (a new leader term: the next pushes carry everything again). */
  reset(): void {
    this.attendeeTotals.clear();
  }

  async messages(sql: Sql, eventId: number): Promise<MessagesPush> {
    return { bulkSends: await readBulkSends(sql, eventId) };
  }

  async stats(sql: Sql, changes: StatsChanges): Promise<StatsPush> {
    const { eventId } = changes;
    const push: StatsPush = { eventId };
    if (changes.attendees || changes.visits) {
      let attendees = this.attendeeTotals.get(eventId);
      if (changes.attendees || !attendees) {
        attendees = await readAttendeeTotals(sql, eventId);
        this.attendeeTotals.set(eventId, attendees);
      }
      push.totals = { ...attendees, ...(await readVisitTotals(sql, eventId)) };
    }
    if (changes.entries) push.entriesByDay = await readEntriesByDay(sql, eventId);
    if (changes.booths.size) push.booths = await readBoothStats(sql, eventId, [...changes.booths]);
    if (changes.lectures.size) push.lectures = await readLectureStats(sql, eventId, [...changes.lectures]);
    if (changes.since) push.timeline = await readTimeline(sql, eventId, changes.since);
    return push;
  }

  /** The pushes of the changed visitor lists (of one kind at a time: one query each for counts and rows). */
  async visits(sql: Sql, kind: PlaceKind, changes: PlaceChanges[]): Promise<VisitsPush[]> {
    if (!changes.length) return [];
    const place = visitPlace(kind);
    const counts = await visitCounts(
      sql,
      place,
      changes.map((c) => c.placeId),
    );
    // the newest visitors of each place (read in commit order since its last push), at most NEWEST_ROWS each
    const pairs = changes.flatMap((c) =>
      c.visitors.slice(-NEWEST_ROWS).map((attendeeId) => ({ placeId: c.placeId, attendeeId })),
    );
    const rows = new Map<number, Visit[]>();
    for (const { placeId, ...visit } of pairs.length ? await visitsOf(sql, place, pairs) : [])
      rows.set(placeId, [...(rows.get(placeId) ?? []), visit]);
    return changes.map(({ placeId, refresh }) => {
      const push: VisitsPush = {
        place: kind,
        placeId,
        count: counts.get(placeId) ?? 0,
        newest: rows.get(placeId) ?? [],
      };
      if (refresh) push.refresh = true;
      return push;
    });
  }
}

/** The programme pages' push of a stats push's lectures: each one's seats taken and 정원, nothing else. */
export const programmePushOf = (stats: StatsPush): ProgrammePush => ({
  eventId: stats.eventId,
  lectures: (stats.lectures ?? []).map(({ lectureId, checkIns, capacity }) => ({
    lectureId,
    checkIns,
    capacity,
  })),
});

/**
 * The booth pushes as each booth's phones get them: the same push where the booth sees every visitor (the
 * setting off), else its `newest` as the booth may see them (the count is the same: every visit counts).
 */
export async function boothPhonePushes(sql: Sql, pushes: readonly VisitsPush[]): Promise<VisitsPush[]> {
  const booths = pushes.filter((push) => push.place === 'booth');
  if (!booths.length) return [];
  const seen = await asBoothsSee(sql, new Map(booths.map((push) => [push.placeId, push.newest])));
  return booths.map((push) => {
    const newest = seen.get(push.placeId)!;
    return newest.every((row, i) => row === push.newest[i]) && newest.length === push.newest.length
      ? push
      : { ...push, newest };
  });
}

/** The booths and lectures whose visitor lists show any of these attendees. */
export async function placesShowing(
  sql: Sql,
  attendeeIds: readonly number[],
): Promise<{ kind: PlaceKind; placeId: number }[]> {
  const found: { kind: PlaceKind; placeId: number }[] = [];
  for (const place of VISIT_PLACES)
    for (const placeId of await placesOfAttendees(sql, place, attendeeIds))
      found.push({ kind: place.kind, placeId });
  return found;
}

/** The booths of these events. */
export async function boothsOf(sql: Sql, eventIds: readonly number[]): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(`SELECT id FROM booths WHERE event_id = ANY($1::int[])`, [
    eventIds,
  ]);
  return rows.map((r) => r.id);
}

/** The events whose walk-ins include any of these attendees (their desks' lists show them). */
export async function walkInEventsOf(sql: Sql, attendeeIds: readonly number[]): Promise<number[]> {
  const rows = await sql.query<{ event_id: number }>(
    `SELECT DISTINCT event_id FROM walk_ins WHERE attendee_id = ANY($1::int[])`,
    [attendeeIds],
  );
  return rows.map((r) => Number(r.event_id));
}
