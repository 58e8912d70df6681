/** An attendee's visit to a booth, recorded by the booth's phone. Personal data stays out: ids only. */
export type BoothVisitRecorded = {
  type: 'BoothVisitRecorded';
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
