/** An attendee's visit to a booth, recorded by the booth's phone. Personal data stays out: ids only. */
export type BoothVisitRecorded = {
  type: 'BoothVisitRecorded';
  data: { boothId: number; attendeeId: number; eventId: number };
};

/**
 * The same attendee back at the booth and scanned again, at least REVISIT_AFTER_MINUTES after the visit (or the
 * last revisit): on the visit's stream, ids only. A scan sooner than that is a duplicate and records nothing.
 */
export type BoothRevisitRecorded = {
  type: 'BoothRevisitRecorded';
  data: { boothId: number; attendeeId: number; eventId: number };
};

/** An attendee's check-in to a lecture, made on the attendee's own phone. */
export type LectureCheckedIn = {
  type: 'LectureCheckedIn';
  data: { lectureId: number; attendeeId: number; eventId: number };
};

/** One stream per place and attendee: its version makes a second visit impossible, even when racing. */
export const boothVisitStreamId = (boothId: number, attendeeId: number) =>
  `booth-visit-${boothId}-${attendeeId}`;
export const lectureCheckInStreamId = (lectureId: number, attendeeId: number) =>
  `lecture-checkin-${lectureId}-${attendeeId}`;
