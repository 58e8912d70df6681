import { describe, expect, it } from 'vitest';
import { DirtyRooms } from './dirty-rooms.js';
import { CONTEXTS } from '../../contexts.js';
import { touchTable, touchesOf } from '../../kernel/touch.js';

/** What the app's contexts say their events touch. */
const touches = touchTable(CONTEXTS.map((context) => context.touches ?? {}));

const at = new Date('2026-11-21T05:03:00Z');
const visit = (boothId: number, attendeeId: number, eventId = 1) => ({
  type: 'BoothVisitRecorded',
  data: { boothId, attendeeId, eventId },
  recordedAt: at,
});

/** given the events read from the log, when the rooms are taken at a time, then these pushes are due. */
function given(events: { type: string; data: unknown; recordedAt?: Date }[], interval = 200) {
  const rooms = new DirtyRooms(interval);
  for (const event of events)
    for (const touch of touchesOf(touches, { recordedAt: at, ...event })) rooms.mark(touch);
  return rooms;
}

describe('what a committed event touches', () => {
  it('a booth visit changes the dashboard (totals, the booth, its time bucket) and the booth list', () => {
    const due = given([visit(7, 42)]).takeDue(1000);
    expect(due.stats).toEqual([
      {
        eventId: 1,
        attendees: false,
        visits: true,
        entries: false,
        booths: new Set([7]),
        lectures: new Set(),
        since: at,
        resync: false,
      },
    ]);
    expect(due.places).toEqual([
      { kind: 'booth', placeId: 7, visitors: [42], refresh: false, resync: false },
    ]);
  });

  it("an entry at the desk changes the totals, each day's entries and the bucket of when it was made", () => {
    const due = given([
      {
        type: 'EntryCheckedIn',
        data: {
          attendeeId: 9,
          eventId: 1,
          day: '2026-11-21',
          at: '2026-11-21T13:55:00',
          by: { via: 'desk' },
        },
      },
    ]).takeDue(1000);
    expect(due.stats).toEqual([
      expect.objectContaining({ attendees: true, entries: true, since: new Date('2026-11-21T04:55:00Z') }),
    ]);
  });

  it('a lecture check-in changes the lecture, not any booth', () => {
    const due = given([
      { type: 'LectureCheckedIn', data: { lectureId: 3, attendeeId: 9, eventId: 2 } },
    ]).takeDue(0);
    expect(due.stats[0]).toMatchObject({
      eventId: 2,
      booths: new Set(),
      lectures: new Set([3]),
      visits: true,
    });
    expect(due.places).toEqual([
      { kind: 'lecture', placeId: 3, visitors: [9], refresh: false, resync: false },
    ]);
  });

  it('a removed booth makes its event and list reload and ends its phones', () => {
    const due = given([{ type: 'BoothRemoved', data: { id: 7, eventId: 1 } }]).takeDue(0);
    expect(due.stats[0].resync).toBe(true);
    expect(due.places[0]).toMatchObject({ kind: 'booth', placeId: 7, resync: true });
    expect(due.sessions).toEqual(new Map([[7, true]]));
  });

  it("an edited booth is checked for its phones' sessions but not ended outright", () => {
    const due = given([{ type: 'BoothUpdated', data: { id: 7, eventId: 1, changed: {} } }]).takeDue(0);
    expect(due.sessions).toEqual(new Map([[7, false]]));
    expect(due.stats[0].booths).toEqual(new Set([7]));
  });

  it('an edited or deleted attendee changes the totals and the lists that show them', () => {
    const rooms = given([
      { type: 'AttendeeUpdated', data: { attendeeId: 5, eventId: 1, changed: {} } },
      { type: 'AttendeeDeleted', data: { attendeeId: 6, eventId: 1 } },
    ]);
    expect([...rooms.attendees]).toEqual([5, 6]);
    expect(rooms.takeDue(0).stats[0]).toMatchObject({ attendees: true, visits: false });
  });

  it("changed privacy settings change what the event's booths see: their lists are found and refreshed", () => {
    const rooms = given([{ type: 'PrivacySettingsChanged', data: { eventId: 3, settings: {} } }]);
    expect(rooms.empty).toBe(false);
    expect([...rooms.boothEvents]).toEqual([3]);
    expect(rooms.takeDue(0).stats).toEqual([]);
  });

  it('a consent given or withdrawn changes the lists that show the attendee (what booths see of them)', () => {
    const rooms = given([
      {
        type: 'AttendeeConsentRecorded',
        data: { attendeeId: 9, eventId: 1, collectionVersion: 1, exhibitorsVersion: 1, exhibitors: false },
      },
    ]);
    expect([...rooms.attendees]).toEqual([9]);
  });

  it("a walk-in tells the event's desks to read their list again; an admin's registration does not", () => {
    const registered = (source: string) => ({
      type: 'AttendeeRegistered',
      data: { attendeeId: 9, eventId: 4, source, fields: {} },
    });
    expect(given([registered('PUBLIC')]).takeDue(0).walkIns).toEqual([4]);
    expect(given([registered('ADMIN'), registered('EXCEL')]).takeDue(0).walkIns).toEqual([]);
    // a print or an edit changes a walk-in's row only if they are one: the caller looks them up
    const printed = given([{ type: 'BadgePrinted', data: { attendeeId: 9, eventId: 4 } }]);
    expect([...printed.walkInAttendees]).toEqual([9]);
  });

  it("a removed or edited desk ends or checks its laptops' sessions", () => {
    expect(given([{ type: 'DeskRemoved', data: { id: 2, eventId: 1 } }]).takeDue(0).deskSessions).toEqual(
      new Map([[2, true]]),
    );
    expect(
      given([{ type: 'DeskUpdated', data: { id: 2, eventId: 1, changed: {} } }]).takeDue(0).deskSessions,
    ).toEqual(new Map([[2, false]]));
  });

  it('events that change nothing shown touch nothing', () => {
    expect(given([{ type: 'MessageSettingsChanged', data: { eventId: 1 } }]).empty).toBe(true);
  });

  it("QR messages queued and sent become one push of the event's bulk-send progress a second", () => {
    const rooms = given([
      { type: 'QrBulkSendStarted', data: { eventId: 3 } },
      { type: 'QrSendRequested', data: { attendeeId: 1, eventId: 3 } },
      { type: 'QrMessageSent', data: { attendeeId: 1, eventId: 3 } },
    ]);
    expect(rooms.takeDue(1000).messages).toEqual([3]);
    rooms.mark({ on: 'messages', eventId: 3 });
    expect(rooms.takeDue(1900).messages).toEqual([]);
    expect(rooms.takeDue(2000).messages).toEqual([3]);
  });

  it("answers to an event's surveys become one signal a second naming each survey answered", () => {
    const answered = (surveyId: number) => ({ type: 'SurveyAnswered', data: { eventId: 3, surveyId } });
    const rooms = given([answered(5), answered(5), answered(6)]);
    expect(rooms.takeDue(1000).surveys).toEqual([{ eventId: 3, surveyIds: [5, 6] }]);
    rooms.mark({ on: 'surveys', eventId: 3, surveyId: 6 });
    expect(rooms.takeDue(1900).surveys).toEqual([]);
    expect(rooms.takeDue(2000).surveys).toEqual([{ eventId: 3, surveyIds: [6] }]);
  });
});

describe('coalescing per room', () => {
  it('many visits of one booth become one push with every visitor in commit order', () => {
    const due = given([visit(7, 1), visit(7, 2), visit(7, 3)]).takeDue(0);
    expect(due.places).toHaveLength(1);
    expect(due.places[0].visitors).toEqual([1, 2, 3]);
    expect(due.stats).toHaveLength(1);
  });

  it('a room pushed less than an interval ago waits; other rooms go at once', () => {
    const rooms = given([visit(7, 1)]);
    rooms.takeDue(1000);
    for (const touch of [...touchesOf(touches, visit(7, 2)), ...touchesOf(touches, visit(8, 3))])
      rooms.mark(touch);
    const soon = rooms.takeDue(1100);
    expect(soon.places.map((p) => p.placeId)).toEqual([8]);
    expect(soon.stats).toEqual([]); // the event's dashboard was pushed at 1000
    const later = rooms.takeDue(1200);
    expect(later.places).toEqual([
      { kind: 'booth', placeId: 7, visitors: [2], refresh: false, resync: false },
    ]);
    expect(later.stats[0].booths).toEqual(new Set([7, 8]));
  });

  it('the earliest visit time of a round is the bucket read again', () => {
    const early = new Date('2026-11-21T04:55:00Z');
    const due = given([visit(7, 1), { ...visit(8, 2), recordedAt: early }]).takeDue(0);
    expect(due.stats[0].since).toEqual(early);
  });
});
