import { boundedContext } from '../event-store/bounded-context.js';
import { registeredAndChanged } from '../event-store/personal-data-vault.js';
import { PERSONAL_FIELDS } from './domain/attendee-fields.js';
import { attendeeSubject, type AttendeeEvent } from './domain/attendee.events.js';
import { attendeeListProjection } from './projections/attendee-list.projection.js';

const sealed = registeredAndChanged(attendeeSubject, PERSONAL_FIELDS);

export const attendeesContext = boundedContext<AttendeeEvent>({
  name: 'attendees',
  // the visitor lists copy attendee data when a visit is recorded: attendees are projected before them
  projections: [attendeeListProjection],
  sealed: { AttendeeRegistered: sealed.registered, AttendeeUpdated: sealed.updated },
  touches: {
    // a walk-in (the public form, /manual-register) goes to the top of the desks' walk-in list
    AttendeeRegistered: ({ eventId, source }) =>
      source === 'PUBLIC'
        ? [
            { on: 'stats', eventId, attendees: true },
            { on: 'walk-ins', eventId },
          ]
        : [{ on: 'stats', eventId, attendees: true }],
    AttendeeUpdated: ({ eventId, attendeeId }) => [
      { on: 'stats', eventId, attendees: true },
      { on: 'attendee-places', attendeeId },
      { on: 'walk-in-attendee', attendeeId },
    ],
    // a deleted attendee's walk-in row is gone by the time the log is read: the desks read their list again
    AttendeeDeleted: ({ eventId, attendeeId }) => [
      { on: 'stats', eventId, attendees: true },
      { on: 'attendee-places', attendeeId },
      { on: 'walk-ins', eventId },
    ],
    QrSendRequested: ({ eventId }) => [{ on: 'messages', eventId }],
    // a consent given or withdrawn changes what booths see of the attendee
    AttendeeConsentRecorded: ({ attendeeId }) => [{ on: 'attendee-places', attendeeId }],
  },
});
