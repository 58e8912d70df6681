import { describe, expect, it } from 'vitest';
import type { EventMetadata, StoredEvent } from '../../kernel/stored-event.js';
import { attendee } from '../../../../test/support/attendee-fixtures.js';
import type { AttendeeFields } from '../../attendees/domain/attendee-fields.js';
import { attendeeHistory } from './attendee-history.js';
import type { EntranceEvent } from '../../desk/domain/entrance.events.js';
import type { AttendeeEvent } from '../../attendees/domain/attendee.events.js';

const fields = attendee({ paymentStatus2: 'N' }) as AttendeeFields;
const ADMIN: EventMetadata = { actor: { kind: 'admin', id: 3 } };
const OTHER_ADMIN: EventMetadata = { actor: { kind: 'admin', id: 4 } };

let position = 0;
const logged = (event: AttendeeEvent | EntranceEvent, metadata: EventMetadata): StoredEvent<AttendeeEvent> =>
  ({
    ...event,
    position: ++position,
    streamId: 'attendee-7',
    version: position,
    metadata,
    recordedAt: new Date(Date.UTC(2026, 10, 23, 0, position)),
  }) as StoredEvent<AttendeeEvent>;

const registered = logged(
  { type: 'AttendeeRegistered', data: { attendeeId: 7, eventId: 1, fields, source: 'EXCEL' } },
  ADMIN,
);

describe('attendee change history', () => {
  it('given a registration, shows who registered the attendee and how', () => {
    expect(attendeeHistory([registered])).toEqual([
      expect.objectContaining({ action: 'REGISTERED', source: 'EXCEL', actor: ADMIN.actor, changes: [] }),
    ]);
  });

  it('given two edits by different admins, lists each field with the value before and after, newest first', () => {
    const history = attendeeHistory([
      registered,
      logged(
        { type: 'AttendeeUpdated', data: { attendeeId: 7, eventId: 1, changed: { name: '김민준' } } },
        ADMIN,
      ),
      logged(
        {
          type: 'AttendeeUpdated',
          data: { attendeeId: 7, eventId: 1, changed: { name: '김민재', paymentStatus2: 'Y' } },
        },
        OTHER_ADMIN,
      ),
    ]);
    expect(history.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ['UPDATED', 4],
      ['UPDATED', 3],
      ['REGISTERED', 3],
    ]);
    expect(history[0]!.changes).toEqual([
      { field: 'name', label: '이름', before: '김민준', after: '김민재' },
      { field: 'paymentStatus2', label: '결제유무', before: 'N', after: 'Y' },
    ]);
    expect(history[1]!.changes).toEqual([
      { field: 'name', label: '이름', before: '김민수', after: '김민준' },
    ]);
  });

  it('given a QR send request and an event without an actor, records both (the latter as the system)', () => {
    const history = attendeeHistory([
      registered,
      logged({ type: 'QrSendRequested', data: { attendeeId: 7, eventId: 1, sendId: 's1' } }, {}),
    ]);
    expect(history[0]).toMatchObject({ action: 'QR_SEND_REQUESTED', actor: { kind: 'system' } });
  });

  it('given a survey invitation, records it as a 설문 발송 request, not a QR send', () => {
    const history = attendeeHistory([
      registered,
      logged({ type: 'QrSendRequested', data: { attendeeId: 7, eventId: 1, sendId: 's2', surveyId: 3 } }, {}),
    ]);
    expect(history[0]).toMatchObject({ action: 'SURVEY_SEND_REQUESTED' });
  });

  it('given prints and an entry at the desk, shows the printed flag turning Y once, each print and the entry', () => {
    const desk: EventMetadata = { actor: { kind: 'desk', id: 2 } };
    const by = { via: 'desk' as const, name: '데스크 2' };
    const print = (printCount: number, at: string) =>
      logged(
        {
          type: 'BadgePrinted',
          data: { attendeeId: 7, eventId: 1, printCount, reprint: printCount > 1, batch: false, at, by },
        },
        desk,
      );
    const history = attendeeHistory([
      registered,
      print(1, '2026-11-23T09:01:00'),
      logged(
        {
          type: 'EntryCheckedIn',
          data: { attendeeId: 7, eventId: 1, day: '2026-11-23', at: '2026-11-23T09:01:00', by },
        },
        desk,
      ),
      print(2, '2026-11-23T11:30:00'),
    ]);
    expect(history.slice(0, 3)).toEqual([
      expect.objectContaining({ action: 'BADGE_PRINTED', detail: '2회째 (재출력)', changes: [] }),
      expect.objectContaining({
        action: 'ENTRY_CHECKED_IN',
        detail: '2026-11-23 09:01:00',
        actor: desk.actor,
      }),
      expect.objectContaining({
        action: 'BADGE_PRINTED',
        detail: '1회째',
        changes: [{ field: 'paymentStatus', label: '출력유무', before: 'N', after: 'Y' }],
      }),
    ]);
  });
});
