import { boothSessionHolds, sessionEnded } from '../auth/booth-session.js';
import { runCommand } from '../event-store/command-runner.js';
import type { Decider } from '../event-store/decider.js';
import type { EventStore } from '../event-store/event-store.js';
import { withConnection, type Sql } from '../event-store/sql.js';
import type { NewEvent } from '../event-store/stored-event.js';
import { AttendanceBatcher, type AttendanceRequest, type PresentVisits } from './attendance-batcher.js';
import type { AttendanceState, RecordAttendance } from './domain/attendance.decider.js';
import type { VisitPlace } from './visit-places.js';
import { readVisit, type VisitDto } from './visit-reads.js';

async function attendeeEventId(sql: Sql, attendeeId: number): Promise<number | null> {
  const [row] = await sql.query<{ event_id: number }>(`SELECT event_id FROM attendees WHERE id = $1`, [
    attendeeId,
  ]);
  return row?.event_id ?? null;
}

/**
 * The group-commit writer of one kind of attendance (booth visits or lecture check-ins), owned by its command
 * handler. The stream per place and attendee makes a second record impossible (20 racing scans record one
 * visit: the others find it and get 409 '중복'); a repeated client event id (Idempotency-Key) answers with what
 * the first request recorded. Requests arriving together share a transaction; a batch that meets a concurrent
 * writer is written again one request at a time, each in a transaction of its own (retried by `runCommand`).
 */
export function attendanceBatcher<E extends NewEvent>(
  store: EventStore,
  place: VisitPlace,
  decider: Decider<RecordAttendance, AttendanceState, E>,
  streamOf: (placeId: number, attendeeId: number) => string,
  present?: PresentVisits,
): AttendanceBatcher<E> {
  const alone = async ({
    placeId,
    placeEventId,
    attendeeId,
    metadata,
    session,
  }: AttendanceRequest): Promise<VisitDto | undefined> => {
    const found = await withConnection(store.dataSource, async (sql) => {
      if (session && !(await boothSessionHolds(sql, session))) throw sessionEnded();
      return attendeeEventId(sql, attendeeId);
    });
    return runCommand(
      store,
      streamOf(placeId, attendeeId),
      decider,
      { type: 'RecordAttendance', data: { placeId, placeEventId, attendeeId, attendeeEventId: found } },
      metadata,
      async (tx) => {
        const visit = await readVisit(tx.sql, place, placeId, attendeeId);
        return visit && present ? (await present(tx.sql, [{ placeId, visit }]))[0] : visit;
      },
    );
  };
  return new AttendanceBatcher(store, place, decider, streamOf, alone, present);
}

/** A retried request whose visit was removed since (place or attendee deleted) still gets an answer. */
export const visitOrErased = (visit: VisitDto | undefined, attendeeId: number): VisitDto =>
  visit ?? { userId: attendeeId, userName: '', affiliation: '', phoneNumber: '', visitedAt: '' };
