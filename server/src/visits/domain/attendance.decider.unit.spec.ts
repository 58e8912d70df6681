import { describe, it } from 'vitest';
import { deciderSpec } from '../../kernel/decider-spec.js';
import { REVISIT_AFTER_MINUTES } from '@expo/contract/visits-values';
import { boothVisitDecider, lectureCheckInDecider, type RecordAttendance } from './attendance.decider.js';
import type { BoothRevisitRecorded, BoothVisitRecorded, LectureCheckedIn } from './visit.events.js';

const T0 = Date.parse('2026-11-25T10:00:00+09:00');
const minutes = (n: number) => T0 + n * 60_000;
const storedAt = (at: number) => ({ recordedAt: new Date(at) });

const record = (attendeeEventId: number | null, at = T0): RecordAttendance => ({
  type: 'RecordAttendance',
  data: { placeId: 4, placeEventId: 1, attendeeId: 77, attendeeEventId, at },
});
const visit: BoothVisitRecorded = {
  type: 'BoothVisitRecorded',
  data: { boothId: 4, attendeeId: 77, eventId: 1 },
};
const revisit: BoothRevisitRecorded = {
  type: 'BoothRevisitRecorded',
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

  it(`refuses the same badge again within ${REVISIT_AFTER_MINUTES} minutes as a duplicate (409, 중복)`, () => {
    given([{ ...visit, ...storedAt(T0) }])
      .when(record(1, minutes(REVISIT_AFTER_MINUTES) - 1))
      .thenThrows('VISIT.DUPLICATE');
  });

  it(`records a revisit once ${REVISIT_AFTER_MINUTES} minutes have passed since the visit`, () => {
    given([{ ...visit, ...storedAt(T0) }])
      .when(record(1, minutes(REVISIT_AFTER_MINUTES)))
      .then([revisit]);
  });

  it('counts the gap from the last revisit, not the first visit', () => {
    const stream = [
      { ...visit, ...storedAt(T0) },
      { ...revisit, ...storedAt(minutes(40)) },
    ];
    given(stream)
      .when(record(1, minutes(60)))
      .thenThrows('VISIT.DUPLICATE');
    given(stream)
      .when(record(1, minutes(70)))
      .then([revisit]);
  });

  it('is not reset by the booth’s lead notes on the same stream', () => {
    const note = {
      type: 'LeadUpdated',
      data: { boothId: 4, attendeeId: 77, eventId: 1 },
      ...storedAt(minutes(50)),
    } as unknown as BoothVisitRecorded;
    given([{ ...visit, ...storedAt(T0) }, note])
      .when(record(1, minutes(35)))
      .then([revisit]);
  });

  it('refuses a second scan decided with a visit not stored yet (the same batch): that visit is now', () => {
    given([visit])
      .when(record(1, minutes(600)))
      .thenThrows('VISIT.DUPLICATE');
  });

  it('does not know attendees that do not exist or belong to another event', () => {
    given([]).when(record(null)).thenThrows('ATTENDEE.NOT_FOUND');
    given([]).when(record(2)).thenThrows('ATTENDEE.NOT_FOUND');
    given([{ ...visit, ...storedAt(T0) }])
      .when(record(2, minutes(90)))
      .thenThrows('ATTENDEE.NOT_FOUND');
  });
});

describe('lecture check-in decider', () => {
  const given = deciderSpec(lectureCheckInDecider);

  it('checks an attendee in once, however long after', () => {
    given([]).when(record(1)).then([checkIn]);
    given([checkIn]).when(record(1)).thenThrows('CHECKIN.DUPLICATE');
    given([{ ...checkIn, ...storedAt(T0) }])
      .when(record(1, minutes(600)))
      .thenThrows('CHECKIN.DUPLICATE');
  });

  it('refuses an attendee of another event', () => {
    given([]).when(record(3)).thenThrows('ATTENDEE.NOT_FOUND');
  });
});
