import { describe, it } from 'vitest';
import { attendee } from '../../../../test/support/attendee-fixtures.js';
import type { AttendeeFields } from '../../attendees/domain/attendee-fields.js';
import type { AttendeeEvent } from '../../attendees/domain/attendee.events.js';
import { deciderSpec } from '../../kernel/decider-spec.js';
import { entranceDecider, type EntranceCommand, type EntranceEventOnStream } from './entrance.decider.js';
import type { EntranceActor } from './entrance.events.js';

const given = deciderSpec(entranceDecider);
const desk2: EntranceActor = { via: 'desk', name: '데스크 2' };
const kiosk: EntranceActor = { via: 'kiosk', name: '키오스크 (데스크 2)' };
const registeredWith = (fields: Partial<AttendeeFields> = {}): AttendeeEvent => ({
  type: 'AttendeeRegistered',
  data: {
    attendeeId: 7,
    eventId: 1,
    fields: { ...(attendee() as AttendeeFields), paymentStatus: 'N', paymentStatus2: 'Y', ...fields },
    source: 'EXCEL',
  },
});
const registered = registeredWith();
const morning = '2026-11-25T09:10:00';
const noon = '2026-11-25T12:00:00';
const nextDay = '2026-11-26T09:30:00';

const checkIn = (at: string, by = desk2): EntranceCommand => ({
  type: 'CheckInEntry',
  data: { eventId: 1, at, by },
});
const print = (at: string, options: Partial<Extract<EntranceCommand, { type: 'PrintBadge' }>['data']> = {}) =>
  ({
    type: 'PrintBadge',
    data: { eventId: 1, at, by: desk2, reprint: false, unpaidConfirmed: false, batch: false, ...options },
  }) as EntranceCommand;
const entered = (at: string, by = desk2): EntranceEventOnStream => ({
  type: 'EntryCheckedIn',
  data: { attendeeId: 7, eventId: 1, day: at.slice(0, 10), at, by },
});
const printed = (
  at: string,
  printCount: number,
  options: { reprint?: boolean; batch?: boolean; by?: EntranceActor } = {},
) =>
  ({
    type: 'BadgePrinted',
    data: {
      attendeeId: 7,
      eventId: 1,
      printCount,
      reprint: options.reprint ?? printCount > 1,
      batch: options.batch ?? false,
      at,
      by: options.by ?? desk2,
    },
  }) as EntranceEventOnStream;

describe('entry check-in', () => {
  it('counts the first check-in of a day', () => {
    given([registered])
      .when(checkIn(morning))
      .then([entered(morning)]);
  });

  it('records nothing for a second check-in the same day', () => {
    given([registered, entered(morning)])
      .when(checkIn(noon))
      .then([]);
  });

  it('counts the attendee again on the next event day', () => {
    given([registered, entered(morning)])
      .when(checkIn(nextDay))
      .then([entered(nextDay)]);
  });

  it('refuses an attendee of another event, or one deleted', () => {
    given([registered])
      .when({ type: 'CheckInEntry', data: { eventId: 2, at: morning, by: desk2 } })
      .thenThrows('ATTENDEE.NOT_FOUND');
    given([registered, { type: 'AttendeeDeleted', data: { attendeeId: 7, eventId: 1 } }])
      .when(checkIn(morning))
      .thenThrows('ATTENDEE.NOT_FOUND');
  });
});

describe('badge printing at the desk', () => {
  it('prints the badge and lets the attendee in', () => {
    given([registered])
      .when(print(morning))
      .then([printed(morning, 1), entered(morning)]);
  });

  it('prints without a second entry when the attendee came in earlier that day', () => {
    given([registered, entered(morning)])
      .when(print(noon))
      .then([printed(noon, 1)]);
  });

  it('asks before a badge is printed twice, saying when and where it was', () => {
    given([registered, printed(morning, 1), entered(morning)])
      .when(print(noon))
      .thenThrows('BADGE.ALREADY_PRINTED');
  });

  it('reprints when the staff confirmed, counting the reprint', () => {
    given([registered, printed(morning, 1), entered(morning)])
      .when(print(noon, { reprint: true }))
      .then([printed(noon, 2, { reprint: true })]);
  });

  it('treats a printed flag set by hand or by Excel as printed', () => {
    given([registeredWith({ paymentStatus: 'Y' })])
      .when(print(morning))
      .thenThrows('BADGE.ALREADY_PRINTED');
  });

  it('prints again without asking once an admin cleared the printed flag', () => {
    given([
      registered,
      printed(morning, 1),
      { type: 'AttendeeUpdated', data: { attendeeId: 7, eventId: 1, changed: { paymentStatus: 'N' } } },
    ])
      .when(print(nextDay))
      .then([printed(nextDay, 2, { reprint: false }), entered(nextDay)]);
  });

  it('warns about an unpaid attendee and prints only once the staff confirmed', () => {
    const unpaid = registeredWith({ paymentStatus2: 'N' });
    given([unpaid]).when(print(morning)).thenThrows('BADGE.UNPAID');
    given([unpaid])
      .when(print(morning, { unpaidConfirmed: true }))
      .then([printed(morning, 1), entered(morning)]);
  });
});

describe('badge printing at a kiosk', () => {
  it('prints once for a paid attendee', () => {
    given([registered])
      .when(print(morning, { by: kiosk }))
      .then([printed(morning, 1, { by: kiosk }), entered(morning, kiosk)]);
  });

  it('never reprints, even when asked to', () => {
    given([registered, printed(morning, 1, { by: kiosk })])
      .when(print(noon, { by: kiosk, reprint: true }))
      .thenThrows('BADGE.ALREADY_PRINTED');
  });

  it('sends an unpaid attendee to the desk', () => {
    given([registeredWith({ paymentStatus2: 'N' })])
      .when(print(morning, { by: kiosk, unpaidConfirmed: true }))
      .thenThrows('BADGE.UNPAID');
  });
});

describe('marking a batch printed', () => {
  it('marks printed without an entry or a question, also a reprint or an unpaid attendee', () => {
    given([registeredWith({ paymentStatus2: 'N' })])
      .when(print(morning, { batch: true }))
      .then([printed(morning, 1, { batch: true })]);
    given([registered, printed(morning, 1)])
      .when(print(noon, { batch: true }))
      .then([printed(noon, 2, { batch: true, reprint: true })]);
  });
});
