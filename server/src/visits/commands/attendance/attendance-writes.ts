import { sessionEnded } from '../../../auth/booth-session.js';
import { appendAccessRecords } from '../../../access-records/log/access-record-writes.js';
import { runCommand } from '../../../event-store/command-runner.js';
import type { Decider } from '../../../kernel/decider.js';
import type { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import type { NewEvent } from '../../../kernel/new-event.js';
import { AttendanceBatcher, accessRecordsOf } from './attendance-batcher.js';
import type { AttendanceRequest } from './attendance-facts.js';
import type { ReadBatchFacts } from './attendance-facts.js';
import type { AttendanceState, RecordAttendance } from '../../domain/attendance.decider.js';
import type { VisitPlace } from '../../domain/visit-places.js';
import { recordedVisitsOf } from '../../queries/visit-reads.js';
import type { Visit } from '@expo/contract/visits';

/**
 * The group-commit writer of one kind of attendance (booth visits or lecture check-ins), owned by its command
 * handler. The stream per place and attendee makes a second record impossible (20 racing scans record one
 * visit: the others find it and get 409 '중복'); a repeated client event id (Idempotency-Key) answers with what
 * the first request recorded. Requests arriving together share a transaction; a batch that meets a concurrent
 * writer is written again one request at a time, each in a transaction of its own (retried by `runCommand`).
 * `readFacts` reads what a batch needs besides its streams (attendance-facts.ts).
 */
export function attendanceBatcher<E extends NewEvent>(
  store: EventStore,
  place: VisitPlace,
  decider: Decider<RecordAttendance, AttendanceState, E>,
  streamOf: (placeId: number, attendeeId: number) => string,
  readFacts: ReadBatchFacts,
): AttendanceBatcher<E> {
  const alone = async (request: AttendanceRequest): Promise<Visit | undefined> => {
    const { placeId, placeEventId, attendeeId, metadata, session } = request;
    const facts = await withConnection(store.dataSource, (sql) => readFacts(sql, [request]));
    if (session && !facts.holds(session)) throw sessionEnded();
    return runCommand(
      store,
      streamOf(placeId, attendeeId),
      decider,
      {
        type: 'RecordAttendance',
        data: {
          placeId,
          placeEventId,
          attendeeId,
          attendeeEventId: facts.eventOf(attendeeId),
          at: Date.now(),
        },
      },
      metadata,
      async (tx) => {
        await appendAccessRecords(tx.sql, accessRecordsOf([request], facts.placeNameOf));
        return facts.present(await recordedVisitsOf(tx.sql, place, [request]))[0];
      },
    );
  };
  return new AttendanceBatcher(store, place, decider, streamOf, alone, readFacts);
}

/** A retried request whose visit was removed since (place or attendee deleted) still gets an answer. */
export const visitOrErased = (visit: Visit | undefined, attendeeId: number): Visit =>
  visit ?? { userId: attendeeId, userName: '', affiliation: '', phoneNumber: '', visitedAt: '' };
