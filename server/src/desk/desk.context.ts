import { boundedContext } from '../event-store/bounded-context.js';
import { registeredAndChanged } from '../event-store/personal-data-vault.js';
import { DESK_SEALED_FIELDS } from './domain/desk-fields.js';
import { deskStreamId, type DeskEvent } from './domain/desk.events.js';
import type { EntranceEvent } from './domain/entrance.events.js';
import { badgeSettingsProjection } from './projections/badge-settings.projection.js';
import { desksProjection } from './projections/desks.projection.js';
import { entranceProjection } from './projections/entrance.projection.js';
import { fromSeoulLocal } from '@expo/contract/seoul-time';

const sealed = registeredAndChanged((data) => deskStreamId(Number(data.id)), DESK_SEALED_FIELDS);

/** When an entry was made (Korean local time in the event), or when it was recorded. */
function enteredAt(at: string | undefined, recordedAt: Date): Date {
  const when = typeof at === 'string' ? fromSeoulLocal(at) : undefined;
  return when && !Number.isNaN(when.getTime()) ? when : recordedAt;
}

export const deskContext = boundedContext<DeskEvent | EntranceEvent>({
  name: 'desk',
  projections: [desksProjection, entranceProjection, badgeSettingsProjection],
  sealed: { DeskRegistered: sealed.registered, DeskUpdated: sealed.updated },
  touches: {
    DeskUpdated: ({ id }) => [{ on: 'desk-session', deskId: id, removed: false }],
    DeskRemoved: ({ id }) => [{ on: 'desk-session', deskId: id, removed: true }],
    // a print sets the printed flag (the 출력 card, and the walk-in list's 출력 Y)
    BadgePrinted: ({ eventId, attendeeId }) => [
      { on: 'stats', eventId, attendees: true },
      { on: 'walk-in-attendee', attendeeId },
    ],
    // an entry counts for its day and its 10-minute bucket: a laptop's queued entry keeps the time it was made
    EntryCheckedIn: ({ eventId, at }, recordedAt) => [
      { on: 'stats', eventId, attendees: true, entries: true, at: enteredAt(at, recordedAt) },
    ],
  },
});
