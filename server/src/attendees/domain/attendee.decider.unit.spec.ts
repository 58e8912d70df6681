import { describe, expect, it } from 'vitest';
import { attendee } from '../../../../test/support/attendee-fixtures.js';
import type { AttendeeFields } from './attendee-fields.js';
import {
  decideAttendee,
  evolveAttendee,
  initialAttendeeState,
  type AttendeeCommand,
} from './attendee.decider.js';
import type { AttendeeEvent } from './attendee.events.js';

const fields = attendee({ registrationType: 'ONSITE' }) as AttendeeFields;
const registered: AttendeeEvent = {
  type: 'AttendeeRegistered',
  data: { attendeeId: 7, eventId: 1, fields, source: 'ADMIN' },
};

const given = (events: AttendeeEvent[]) => ({
  when: (command: AttendeeCommand) => {
    const state = events.reduce(evolveAttendee, initialAttendeeState);
    return {
      then: (expected: AttendeeEvent[]) => expect(decideAttendee(command, state)).toEqual(expected),
      thenThrows: (code: string) =>
        expect(() => decideAttendee(command, state)).toThrow(expect.objectContaining({ code })),
    };
  },
});

describe('attendee decider', () => {
  it('registers a new attendee', () => {
    given([])
      .when({ type: 'RegisterAttendee', data: registered.data as never })
      .then([registered]);
  });

  it('refuses to register the same id twice', () => {
    given([registered])
      .when({ type: 'RegisterAttendee', data: registered.data as never })
      .thenThrows('ATTENDEE.ALREADY_EXISTS');
  });

  it('records only the fields that changed', () => {
    given([registered])
      .when({ type: 'UpdateAttendee', data: { eventId: 1, fields: { ...fields, affiliation: '새소속' } } })
      .then([
        { type: 'AttendeeUpdated', data: { attendeeId: 7, eventId: 1, changed: { affiliation: '새소속' } } },
      ]);
  });

  it('records nothing when nothing changed', () => {
    given([registered])
      .when({ type: 'UpdateAttendee', data: { eventId: 1, fields } })
      .then([]);
  });

  it("decides as before after the desk's events on the attendee's stream", () => {
    // a badge print and an entry (the desk's events, recorded on the attendee's own stream)
    const deskEvents = [
      { type: 'BadgePrinted', data: { attendeeId: 7, eventId: 1, printCount: 1 } },
      { type: 'EntryCheckedIn', data: { attendeeId: 7, eventId: 1, day: '2026-11-25' } },
    ] as unknown as AttendeeEvent[];
    given([registered, ...deskEvents])
      .when({ type: 'UpdateAttendee', data: { eventId: 1, fields: { ...fields, affiliation: '새소속' } } })
      .then([
        { type: 'AttendeeUpdated', data: { attendeeId: 7, eventId: 1, changed: { affiliation: '새소속' } } },
      ]);
    given([registered, ...deskEvents])
      .when({ type: 'DeleteAttendee', data: { eventId: 1 } })
      .then([{ type: 'AttendeeDeleted', data: { attendeeId: 7, eventId: 1 } }]);
  });

  it('hides an attendee of another event', () => {
    given([registered])
      .when({ type: 'DeleteAttendee', data: { eventId: 2 } })
      .thenThrows('ATTENDEE.NOT_FOUND');
  });

  it('treats a deleted attendee as not found', () => {
    given([registered, { type: 'AttendeeDeleted', data: { attendeeId: 7, eventId: 1 } }])
      .when({ type: 'UpdateAttendee', data: { eventId: 1, fields } })
      .thenThrows('ATTENDEE.NOT_FOUND');
  });

  const ALL_CHANNELS = { alimtalk: true, sms: true, email: true };
  const NO_CHANNEL = { alimtalk: false, sms: false, email: false };
  const send = (configured = ALL_CHANNELS) =>
    ({ type: 'RequestQrSend', data: { eventId: 1, sendId: 's1', configured } }) as const;
  const withContact = (contact: Partial<AttendeeFields>) =>
    ({ ...registered, data: { ...registered.data, fields: { ...fields, ...contact } } }) as AttendeeEvent;

  it('requests a QR send for a paid attendee by the channel that reaches them', () => {
    given([withContact({ phoneNumber: '010-1234-5678', email: '' })])
      .when(send())
      .then([
        { type: 'QrSendRequested', data: { attendeeId: 7, eventId: 1, sendId: 's1', channel: 'ALIMTALK' } },
      ]);
  });

  it('keeps the message when no channel is configured', () => {
    given([withContact({ phoneNumber: '010-1234-5678' })])
      .when(send(NO_CHANNEL))
      .then([
        { type: 'QrSendRequested', data: { attendeeId: 7, eventId: 1, sendId: 's1', channel: 'KEPT' } },
      ]);
  });

  it('refuses a QR send to an attendee without a mobile number or an e-mail, queuing nothing', () => {
    given([withContact({ phoneNumber: '', email: '' })])
      .when(send())
      .thenThrows('MESSAGE.UNREACHABLE');
  });

  it('refuses a QR send when paymentStatus2 is N', () => {
    const unpaid = {
      ...registered,
      data: { ...registered.data, fields: { ...fields, paymentStatus2: 'N' } },
    };
    given([unpaid as AttendeeEvent])
      .when(send())
      .thenThrows('ATTENDEE.NOT_PAID');
  });

  describe("'등록 시 자동 발송'", () => {
    const register = (contact: Partial<AttendeeFields>, source = 'ADMIN', configured = ALL_CHANNELS) =>
      ({
        type: 'RegisterAttendee',
        data: {
          attendeeId: 7,
          eventId: 1,
          fields: { ...fields, ...contact },
          source,
          autoQrSend: { sendId: 'auto-1', configured, emailFirst: false },
        },
      }) as AttendeeCommand;
    const registeredWith = (contact: Partial<AttendeeFields>, source = 'ADMIN') => ({
      type: 'AttendeeRegistered',
      data: { attendeeId: 7, eventId: 1, fields: { ...fields, ...contact }, source },
    });

    it('records the QR request with the registration when the attendee can be reached', () => {
      given([])
        .when(register({ phoneNumber: '010-2222-3333' }))
        .then([
          registeredWith({ phoneNumber: '010-2222-3333' }) as AttendeeEvent,
          {
            type: 'QrSendRequested',
            data: { attendeeId: 7, eventId: 1, sendId: 'auto-1', channel: 'ALIMTALK' },
          },
        ]);
    });

    it('registers without a request when they cannot be reached, nothing is configured, or they have not paid', () => {
      given([])
        .when(register({ phoneNumber: '02-555-1234', email: '' }))
        .then([registeredWith({ phoneNumber: '02-555-1234', email: '' }) as AttendeeEvent]);
      given([])
        .when(register({ phoneNumber: '010-2222-3333' }, 'ADMIN', NO_CHANNEL))
        .then([registeredWith({ phoneNumber: '010-2222-3333' }) as AttendeeEvent]);
      given([])
        .when(register({ paymentStatus2: 'N' }, 'EXCEL'))
        .then([registeredWith({ paymentStatus2: 'N' }, 'EXCEL') as AttendeeEvent]);
    });

    it('sends a walk-in their QR though they pay at the desk (the form shows them that QR already)', () => {
      given([])
        .when(register({ paymentStatus2: 'N' }, 'PUBLIC'))
        .then([
          registeredWith({ paymentStatus2: 'N' }, 'PUBLIC') as AttendeeEvent,
          {
            type: 'QrSendRequested',
            data: { attendeeId: 7, eventId: 1, sendId: 'auto-1', channel: 'ALIMTALK' },
          },
        ]);
    });
  });
});
