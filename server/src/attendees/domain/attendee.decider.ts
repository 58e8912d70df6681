import type { AttendeeFields } from './attendee-fields.js';
import type {
  AttendeeConsentRecorded,
  AttendeeEvent,
  AttendeeRegistered,
  QrSendRequested,
} from './attendee.events.js';
import { chooseQrChannel, type ConfiguredChannels } from './qr-channel.js';
import { AttendeeErrors } from './attendee.errors.js';

export type AttendeeState =
  | { status: 'none' }
  | { status: 'active'; attendeeId: number; eventId: number; fields: AttendeeFields }
  | { status: 'deleted'; attendeeId: number; eventId: number };

export const initialAttendeeState: AttendeeState = { status: 'none' };

export type AttendeeCommand =
  | {
      type: 'RegisterAttendee';
      data: {
        attendeeId: number;
        eventId: number;
        fields: AttendeeFields;
        source: 'ADMIN' | 'PUBLIC' | 'EXCEL';
        /** The walk-in form's language, when not Korean. */
        lang?: AttendeeRegistered['data']['lang'];
        /** The event sends new attendees their QR ('등록 시 자동 발송'): the request, when they can be reached. */
        autoQrSend?: QrSendChoice;
        /** The consents given on the walk-in form, with the notices' versions. */
        consent?: Omit<AttendeeConsentRecorded['data'], 'attendeeId' | 'eventId'>;
      };
    }
  | { type: 'UpdateAttendee'; data: { eventId: number; fields: Partial<AttendeeFields> } }
  | { type: 'DeleteAttendee'; data: { eventId: number } }
  | {
      type: 'RequestQrSend';
      data: { eventId: number } & QrSendChoice;
    };

/** A QR send's id and what decides its channel: the channels configured and the event's e-mail-first setting. */
export interface QrSendChoice {
  sendId: string;
  configured: ConfiguredChannels;
  emailFirst?: boolean;
}

/** A QR request's choice: its id, and what decides its channel when it is decided (the event's QR send settings). */
export const qrSendChoice = (
  { configured, emailFirst }: Omit<QrSendChoice, 'sendId'>,
  sendId: string,
): QrSendChoice => ({ sendId, configured, emailFirst });

function activeIn(state: AttendeeState, eventId: number) {
  if (state.status !== 'active' || state.eventId !== eventId) throw AttendeeErrors.notFound();
  return state;
}

export function decideAttendee(command: AttendeeCommand, state: AttendeeState): AttendeeEvent[] {
  switch (command.type) {
    case 'RegisterAttendee': {
      if (state.status !== 'none') throw AttendeeErrors.alreadyExists();
      const { autoQrSend, consent, ...registered } = command.data;
      const { attendeeId, eventId } = registered;
      const events: AttendeeEvent[] = [{ type: 'AttendeeRegistered', data: registered }];
      if (consent)
        events.push({ type: 'AttendeeConsentRecorded', data: { attendeeId, eventId, ...consent } });
      const send = autoQrSend && automaticQrSend(registered, autoQrSend);
      return send ? [...events, send] : events;
    }
    case 'UpdateAttendee': {
      const current = activeIn(state, command.data.eventId);
      const changed: Partial<AttendeeFields> = {};
      for (const [key, value] of Object.entries(command.data.fields) as [keyof AttendeeFields, string][])
        if (current.fields[key] !== value) Object.assign(changed, { [key]: value });
      if (Object.keys(changed).length === 0) return [];
      return [
        {
          type: 'AttendeeUpdated',
          data: { attendeeId: current.attendeeId, eventId: current.eventId, changed },
        },
      ];
    }
    case 'DeleteAttendee': {
      const current = activeIn(state, command.data.eventId);
      return [
        { type: 'AttendeeDeleted', data: { attendeeId: current.attendeeId, eventId: current.eventId } },
      ];
    }
    case 'RequestQrSend': {
      const current = activeIn(state, command.data.eventId);
      if (current.fields.paymentStatus2 === 'N') throw AttendeeErrors.notPaid();
      const choice = chooseQrChannel(current.fields, command.data.configured, command.data.emailFirst);
      if ('unreachable' in choice) throw AttendeeErrors.qrUnreachable(choice.unreachable);
      const { attendeeId, eventId } = current;
      return [
        {
          type: 'QrSendRequested',
          data: { attendeeId, eventId, sendId: command.data.sendId, channel: choice.channel },
        },
      ];
    }
  }
}

/**
 * The QR a new attendee is sent without a click: when reachable by a configured channel (a registration is
 * never refused, and nothing is kept, for want of a contact), and paid, except a walk-in: the walk-in form
 * shows them this QR already (they pay at the desk), and the message keeps it once the browser is closed.
 */
function automaticQrSend(
  attendee: { attendeeId: number; eventId: number; fields: AttendeeFields; source: string },
  { sendId, configured, emailFirst }: QrSendChoice,
): QrSendRequested | undefined {
  if (attendee.fields.paymentStatus2 === 'N' && attendee.source !== 'PUBLIC') return undefined;
  const choice = chooseQrChannel(attendee.fields, configured, emailFirst);
  if ('unreachable' in choice || choice.channel === 'KEPT') return undefined;
  const { attendeeId, eventId } = attendee;
  return { type: 'QrSendRequested', data: { attendeeId, eventId, sendId, channel: choice.channel } };
}

export function evolveAttendee(state: AttendeeState, event: AttendeeEvent): AttendeeState {
  switch (event.type) {
    case 'AttendeeRegistered':
      return {
        status: 'active',
        attendeeId: event.data.attendeeId,
        eventId: event.data.eventId,
        // registrations of before consents were asked have none ('')
        fields: { ...event.data.fields, exhibitorConsent: event.data.fields.exhibitorConsent ?? '' },
      };
    case 'AttendeeUpdated':
      return state.status === 'active'
        ? { ...state, fields: { ...state.fields, ...event.data.changed } }
        : state;
    case 'AttendeeDeleted':
      return { status: 'deleted', attendeeId: event.data.attendeeId, eventId: event.data.eventId };
    case 'QrSendRequested':
    case 'AttendeeConsentRecorded':
      return state;
    default:
      // the attendee's stream also holds other contexts' events about them (the desk's BadgePrinted and
      // EntryCheckedIn): they change nothing the attendee's commands decide on
      return state;
  }
}
