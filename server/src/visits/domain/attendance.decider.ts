import type { AppError } from '../../kernel/app-error.js';
import type { Decider } from '../../kernel/decider.js';
import type { BoothVisitRecorded, LectureCheckedIn } from './visit.events.js';
import { VisitErrors } from './visit.errors.js';

/**
 * Recording an attendee at a place (a booth visit, a lecture check-in), given what the handler looked up:
 * the place's event and the attendee's event (null when there is no such attendee).
 */
export type RecordAttendance = {
  type: 'RecordAttendance';
  data: { placeId: number; placeEventId: number; attendeeId: number; attendeeEventId: number | null };
};

export type AttendanceState = { recorded: boolean };

function attendanceDecider<E extends BoothVisitRecorded | LectureCheckedIn>(
  toEvent: (data: { placeId: number; attendeeId: number; eventId: number }) => E,
  duplicate: () => AppError,
): Decider<RecordAttendance, AttendanceState, E> {
  return {
    initialState: { recorded: false },
    decide({ data }, state) {
      // an attendee of another event is, for this event, no attendee at all
      if (data.attendeeEventId !== data.placeEventId) throw VisitErrors.attendeeNotFound();
      if (state.recorded) throw duplicate();
      return [toEvent({ placeId: data.placeId, attendeeId: data.attendeeId, eventId: data.placeEventId })];
    },
    evolve: () => ({ recorded: true }),
  };
}

export const boothVisitDecider = attendanceDecider<BoothVisitRecorded>(
  ({ placeId, ...rest }) => ({ type: 'BoothVisitRecorded', data: { boothId: placeId, ...rest } }),
  VisitErrors.duplicateVisit,
);

export const lectureCheckInDecider = attendanceDecider<LectureCheckedIn>(
  ({ placeId, ...rest }) => ({ type: 'LectureCheckedIn', data: { lectureId: placeId, ...rest } }),
  VisitErrors.duplicateCheckIn,
);
