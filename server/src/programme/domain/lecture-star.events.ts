/**
 * An attendee put a lecture into their '내 일정' or took it out: on the attendee's own stream of stars
 * (`lecture-stars-{attendeeId}`). Ids only: no personal data in the log.
 */
export type LectureStarred = {
  type: 'LectureStarred';
  data: { attendeeId: number; eventId: number; lectureId: number };
};
export type LectureUnstarred = {
  type: 'LectureUnstarred';
  data: { attendeeId: number; eventId: number; lectureId: number };
};
export type LectureStarEvent = LectureStarred | LectureUnstarred;

export const lectureStarStreamId = (attendeeId: number) => `lecture-stars-${attendeeId}`;
