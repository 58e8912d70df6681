import { describe, it } from 'vitest';
import { deciderSpec } from '../../kernel/decider-spec.js';
import { boothVisitDecider, lectureCheckInDecider, type RecordAttendance } from './attendance.decider.js';
import type { BoothVisitRecorded, LectureCheckedIn } from './visit.events.js';

const record = (attendeeEventId: number | null): RecordAttendance => ({
  type: 'RecordAttendance',
  data: { placeId: 4, placeEventId: 1, attendeeId: 77, attendeeEventId },
});
const visit: BoothVisitRecorded = {
  type: 'BoothVisitRecorded',
  data: { boothId: 4, attendeeId: 77, eventId: 1 },
};
const checkIn: LectureCheckedIn = {
  type: 'LectureCheckedIn',
  data: { lectureId: 4, attendeeId: 77, eventId: 1 },
};

describe('booth visit decider', () => {
  const given = deciderSpec(boothVisitDecider);

  it('records the first visit of an attendee of the booth’s event', () => {
    given([]).when(record(1)).then([visit]);
  });

  it('refuses a second visit as a duplicate (409, 중복)', () => {
    given([visit]).when(record(1)).thenThrows('VISIT.DUPLICATE');
  });

  it('does not know attendees that do not exist or belong to another event', () => {
    given([]).when(record(null)).thenThrows('ATTENDEE.NOT_FOUND');
    given([]).when(record(2)).thenThrows('ATTENDEE.NOT_FOUND');
  });
});

describe('lecture check-in decider', () => {
  const given = deciderSpec(lectureCheckInDecider);

  it('checks an attendee in once', () => {
    given([]).when(record(1)).then([checkIn]);
    given([checkIn]).when(record(1)).thenThrows('CHECKIN.DUPLICATE');
  });

  it('refuses an attendee of another event', () => {
    given([]).when(record(3)).thenThrows('ATTENDEE.NOT_FOUND');
  });
});
