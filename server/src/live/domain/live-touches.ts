import type { PlaceKind } from '../live-rooms.js';

/** What a committed event changes of what sockets see: pure, so it is tested without a database. */
export type Touch =
  /** An event's dashboard: which of its figures changed. */
  | {
      on: 'stats';
      eventId: number;
      attendees?: true;
      visits?: true;
      /** An entry at the desk: today's and each day's entries changed. */
      entries?: true;
      booth?: number;
      lecture?: number;
      /** When the visit happened: its 10-minute bucket changed. */
      at?: Date;
      /** Something is gone (a removed booth or lecture): the dashboard reloads everything. */
      resync?: true;
    }
  /** A booth's or lecture's visitor list: a new visitor, or `refresh` when rows changed in place. */
  | { on: 'place'; kind: PlaceKind; placeId: number; visitor?: number; refresh?: true; resync?: true }
  /** The visitor lists holding this attendee (found in the read models) show changed rows. */
  | { on: 'attendee-places'; attendeeId: number }
  /** What the event's booths may see changed (its privacy settings): their lists show changed rows. */
  | { on: 'event-booths'; eventId: number }
  /** A booth's login changed or the booth is gone: its phones' sessions end. */
  | { on: 'booth-session'; boothId: number; removed: boolean }
  /** A desk's login changed or the desk is gone: its laptops' sessions end. */
  | { on: 'desk-session'; deskId: number; removed: boolean }
  /** The event's walk-in list changed (a walk-in registered, or an attendee deleted): the desks read it again. */
  | { on: 'walk-ins'; eventId: number }
  /** This attendee's row changed (edited, badge printed): the desks read their list again if it is a walk-in. */
  | { on: 'walk-in-attendee'; attendeeId: number }
  /** A QR message of the event was queued or changed state: its bulk sends' progress changed. */
  | { on: 'messages'; eventId: number };

interface LoggedEvent {
  type: string;
  data: unknown;
  recordedAt: Date;
}

type Data = Record<string, unknown>;

const num = (value: unknown) => Number(value);

/** When an entry was made (Korean local time in the event), or when it was recorded. */
function enteredAt(data: Data, recordedAt: Date): Date {
  const at = typeof data.at === 'string' ? new Date(`${data.at}+09:00`) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : recordedAt;
}

export function touchesOf(event: LoggedEvent): Touch[] {
  const data = (event.data ?? {}) as Data;
  const eventId = num(data.eventId);
  switch (event.type) {
    case 'BoothVisitRecorded':
      return [
        { on: 'stats', eventId, visits: true, booth: num(data.boothId), at: event.recordedAt },
        { on: 'place', kind: 'booth', placeId: num(data.boothId), visitor: num(data.attendeeId) },
      ];
    case 'LectureCheckedIn':
      return [
        { on: 'stats', eventId, visits: true, lecture: num(data.lectureId), at: event.recordedAt },
        { on: 'place', kind: 'lecture', placeId: num(data.lectureId), visitor: num(data.attendeeId) },
      ];
    case 'BoothRegistered':
      return [{ on: 'stats', eventId, booth: num(data.id) }];
    case 'BoothUpdated':
      return [
        { on: 'stats', eventId, booth: num(data.id) },
        { on: 'booth-session', boothId: num(data.id), removed: false },
      ];
    case 'BoothRemoved':
      return [
        { on: 'stats', eventId, resync: true },
        { on: 'place', kind: 'booth', placeId: num(data.id), resync: true },
        { on: 'booth-session', boothId: num(data.id), removed: true },
      ];
    case 'LectureRegistered':
    case 'LectureUpdated':
      return [{ on: 'stats', eventId, lecture: num(data.id) }];
    case 'LectureRemoved':
      return [
        { on: 'stats', eventId, resync: true },
        { on: 'place', kind: 'lecture', placeId: num(data.id), resync: true },
      ];
    case 'AttendeeRegistered':
      // a walk-in (the public form, /manual-register) goes to the top of the desks' walk-in list
      return data.source === 'PUBLIC'
        ? [
            { on: 'stats', eventId, attendees: true },
            { on: 'walk-ins', eventId },
          ]
        : [{ on: 'stats', eventId, attendees: true }];
    // a print sets the printed flag (the 출력 card, and the walk-in list's 출력 Y); an entry counts for its day and
    // its 10-minute bucket
    case 'BadgePrinted':
      return [
        { on: 'stats', eventId, attendees: true },
        { on: 'walk-in-attendee', attendeeId: num(data.attendeeId) },
      ];
    case 'EntryCheckedIn':
      // a laptop's queued entry keeps the time it was made: its bucket may be an earlier one
      return [
        { on: 'stats', eventId, attendees: true, entries: true, at: enteredAt(data, event.recordedAt) },
      ];
    case 'AttendeeUpdated':
      return [
        { on: 'stats', eventId, attendees: true },
        { on: 'attendee-places', attendeeId: num(data.attendeeId) },
        { on: 'walk-in-attendee', attendeeId: num(data.attendeeId) },
      ];
    // a deleted attendee's walk-in row is gone by the time the log is read: the desks read their list again
    case 'AttendeeDeleted':
      return [
        { on: 'stats', eventId, attendees: true },
        { on: 'attendee-places', attendeeId: num(data.attendeeId) },
        { on: 'walk-ins', eventId },
      ];
    case 'DeskUpdated':
      return [{ on: 'desk-session', deskId: num(data.id), removed: false }];
    case 'DeskRemoved':
      return [{ on: 'desk-session', deskId: num(data.id), removed: true }];
    // '부스 제공 동의 확인' switched (or the notices changed): the booths' phones show their visitors anew
    case 'PrivacySettingsChanged':
      return [{ on: 'event-booths', eventId }];
    case 'QrBulkSendStarted':
    case 'QrSendRequested':
    case 'QrMessageSent':
    case 'QrMessageFailed':
    case 'QrMessageUndeliverable':
    case 'QrMessageDelivered':
    case 'QrMessageRetried':
      return [{ on: 'messages', eventId }];
    default:
      // a consent given or withdrawn changes what booths see of the attendee
      return /Consent/.test(event.type) && data.attendeeId !== undefined
        ? [{ on: 'attendee-places', attendeeId: num(data.attendeeId) }]
        : [];
  }
}
