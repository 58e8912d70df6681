import type { EventStore } from '../../../event-store/event-store.js';
import type { AttendanceBatcher } from './attendance-batcher.js';
import { attendeeFacts } from './attendance-facts.js';
import { attendanceBatcher } from './attendance-writes.js';
import { lectureCheckInDecider } from '../../domain/attendance.decider.js';
import { lectureCheckInStreamId, type LectureCheckedIn } from '../../domain/visit.events.js';
import { LECTURE_CHECKINS } from '../../domain/visit-places.js';

const writers = new WeakMap<EventStore, AttendanceBatcher<LectureCheckedIn>>();

/**
 * The lecture check-ins' group-commit batcher, one per event store: an attendee's own check-in
 * (/visit-lecture) and a door scan are the same check-in on the same stream, and going through the same lanes
 * keeps two batches from updating one lecture's counter at once.
 */
export function lectureCheckInWriter(store: EventStore): AttendanceBatcher<LectureCheckedIn> {
  let writer = writers.get(store);
  if (!writer) {
    writer = attendanceBatcher(
      store,
      LECTURE_CHECKINS,
      lectureCheckInDecider,
      lectureCheckInStreamId,
      attendeeFacts,
    );
    writers.set(store, writer);
  }
  return writer;
}
