import { describe, it } from 'vitest';
import { deciderSpec } from '../../kernel/decider-spec.js';
import { lectureStarDecider, type SetLectureStar } from './lecture-star.decider.js';
import type { LectureStarEvent } from './lecture-star.events.js';

const given = deciderSpec(lectureStarDecider);
const set = (on: boolean, extra: Partial<SetLectureStar['data']> = {}): SetLectureStar => ({
  type: 'SetLectureStar',
  data: { attendeeId: 7, eventId: 1, lectureId: 3, lectureEventId: 1, on, ...extra },
});
const starred = (lectureId = 3): LectureStarEvent => ({
  type: 'LectureStarred',
  data: { attendeeId: 7, eventId: 1, lectureId },
});
const unstarred = (lectureId = 3): LectureStarEvent => ({
  type: 'LectureUnstarred',
  data: { attendeeId: 7, eventId: 1, lectureId },
});

describe("an attendee's '내 일정'", () => {
  it('takes a lecture of their event', () => {
    given([]).when(set(true)).then([starred()]);
  });

  it('records nothing when the lecture is starred already (a second tap, a resend)', () => {
    given([starred()]).when(set(true)).then([]);
  });

  it('takes a star off, and records nothing for a star that is not there', () => {
    given([starred()]).when(set(false)).then([unstarred()]);
    given([]).when(set(false)).then([]);
    given([starred(), unstarred()]).when(set(false)).then([]);
  });

  it('keeps each lecture apart', () => {
    given([starred(4)])
      .when(set(true))
      .then([starred()]);
    given([starred(4), starred()])
      .when(set(false))
      .then([unstarred()]);
  });

  it('stars again after a star was taken off', () => {
    given([starred(), unstarred()]).when(set(true)).then([starred()]);
  });

  it('refuses a lecture that is gone (removed, or never was)', () => {
    given([])
      .when(set(true, { lectureEventId: null }))
      .thenThrows('LECTURE.NOT_FOUND');
    given([starred()])
      .when(set(false, { lectureEventId: null }))
      .thenThrows('LECTURE.NOT_FOUND');
  });

  it("refuses another event's lecture", () => {
    given([])
      .when(set(true, { lectureEventId: 2 }))
      .thenThrows('PROGRAMME.OTHER_EVENT_LECTURE');
  });
});
