import type { AppError } from '../../kernel/app-error.js';
import type { Decider } from '../../kernel/decider.js';
import type { BoothRevisitRecorded, BoothVisitRecorded, LectureCheckedIn } from './visit.events.js';
import { REVISIT_AFTER_MINUTES } from '@expo/contract/visits-values';
import { VisitErrors } from './visit.errors.js';

/**
 * Recording an attendee at a place (a booth visit, a lecture check-in), given what the handler looked up:
 * the place's event and the attendee's event (null when there is no such attendee), and `at`, when the
 * request is decided (ms since the epoch).
 */
export type RecordAttendance = {
  type: 'RecordAttendance';
  data: {
    placeId: number;
    placeEventId: number;
    attendeeId: number;
    attendeeEventId: number | null;
    at: number;
  };
};

/**
 * Whether the place recorded the attendee, and when last (ms since the epoch; +Infinity for a record not
 * stored yet: it is this moment's).
 */
export type AttendanceState = { recorded: boolean; lastAt: number };

/** An attendance event as a stream folds it: a stored one carries the time the log recorded it. */
type Folded<E> = E & { recordedAt?: Date };

type Ids = { placeId: number; attendeeId: number; eventId: number };

/**
 * One kind of attendance: `first` records the attendee at the place; `revisit`, where the place counts
 * attendees coming back (booths), records a return after REVISIT_AFTER_MINUTES; otherwise a second record
 * is always a duplicate (lectures). `recording` names the event types of both: other events on the stream (a
 * booth's lead notes) change nothing here.
 */
function attendanceDecider<E extends BoothVisitRecorded | BoothRevisitRecorded | LectureCheckedIn>(
  recording: readonly E['type'][],
  duplicate: () => AppError,
  first: (ids: Ids) => E,
  revisit?: (ids: Ids) => E,
): Decider<RecordAttendance, AttendanceState, Folded<E>> {
  const recordingTypes = new Set<string>(recording);
  return {
    initialState: { recorded: false, lastAt: Number.NEGATIVE_INFINITY },
    decide({ data }, state) {
      // an attendee of another event is, for this event, no attendee at all
      if (data.attendeeEventId !== data.placeEventId) throw VisitErrors.attendeeNotFound();
      const ids = { placeId: data.placeId, attendeeId: data.attendeeId, eventId: data.placeEventId };
      if (!state.recorded) return [first(ids)];
      if (revisit && data.at - state.lastAt >= REVISIT_AFTER_MINUTES * 60_000) return [revisit(ids)];
      throw duplicate();
    },
    evolve: (state, event) =>
      recordingTypes.has(event.type)
        ? { recorded: true, lastAt: event.recordedAt?.getTime() ?? Number.POSITIVE_INFINITY }
        : state,
  };
}

export const boothVisitDecider = attendanceDecider<BoothVisitRecorded | BoothRevisitRecorded>(
  ['BoothVisitRecorded', 'BoothRevisitRecorded'],
  VisitErrors.duplicateVisit,
  ({ placeId, ...rest }) => ({ type: 'BoothVisitRecorded', data: { boothId: placeId, ...rest } }),
  ({ placeId, ...rest }) => ({ type: 'BoothRevisitRecorded', data: { boothId: placeId, ...rest } }),
);

export const lectureCheckInDecider = attendanceDecider<LectureCheckedIn>(
  ['LectureCheckedIn'],
  VisitErrors.duplicateCheckIn,
  ({ placeId, ...rest }) => ({ type: 'LectureCheckedIn', data: { lectureId: placeId, ...rest } }),
);
