import { describe, expect, it } from 'vitest';
import type { EventMetadata, StoredEvent } from '../../event-store/stored-event.js';
import { attendee } from '../../../../test/support/attendee-fixtures.js';
import type { AttendeeFields } from './attendee-fields.js';
import { attendeeHistory } from './attendee-history.js';
import type { AttendeeEvent } from './attendee.events.js';

const fields = attendee({ paymentStatus2: 'N' }) as AttendeeFields;
const ADMIN: EventMetadata = { actor: { kind: 'admin', id: 3 } };
const OTHER_ADMIN: EventMetadata = { actor: { kind: 'admin', id: 4 } };

let position = 0;
const logged = (event: AttendeeEvent, metadata: EventMetadata): StoredEvent<AttendeeEvent> =>
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
});
