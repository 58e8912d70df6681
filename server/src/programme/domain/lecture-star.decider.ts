import type { Decider } from '../../kernel/decider.js';
import type { LectureStarEvent } from './lecture-star.events.js';
import { ProgrammeErrors } from './programme.errors.js';

/** Star a lecture (`on`) or take the star off, as the attendee's handler found the lecture (null: none). */
export type SetLectureStar = {
  type: 'SetLectureStar';
  data: {
    attendeeId: number;
    /** The attendee's event. */
    eventId: number;
    lectureId: number;
    /** The lecture's event; null when there is no such lecture (never was, or removed). */
    lectureEventId: number | null;
    on: boolean;
  };
};

/** The lectures the attendee starred (the log's view: a removed lecture's star stays here, harmless). */
export type LectureStarState = ReadonlySet<number>;

/**
 * One attendee's '내 일정': a lecture of their own event, starred or not; starring a starred one (or taking off a
 * star that is not there) records nothing; a lecture that is gone or of another event is refused.
 */
export const lectureStarDecider: Decider<SetLectureStar, LectureStarState, LectureStarEvent> = {
  initialState: new Set(),
  decide({ data }, state) {
    const { attendeeId, eventId, lectureId, lectureEventId, on } = data;
    if (lectureEventId === null) throw ProgrammeErrors.lectureNotFound();
    if (lectureEventId !== eventId) throw ProgrammeErrors.otherEventLecture();
    if (state.has(lectureId) === on) return [];
    const event = { attendeeId, eventId, lectureId };
    return [on ? { type: 'LectureStarred', data: event } : { type: 'LectureUnstarred', data: event }];
  },
  evolve(state, event) {
    const next = new Set(state);
    if (event.type === 'LectureStarred') next.add(event.data.lectureId);
    else next.delete(event.data.lectureId);
    return next;
  },
};
