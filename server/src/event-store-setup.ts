import { PERSONAL_FIELDS } from './attendees/domain/attendee-fields.js';
import { attendeeStreamId } from './attendees/domain/attendee.events.js';
import { attendeeListProjection } from './attendees/projections/attendee-list.projection.js';
import { conferencesProjection } from './conferences/projections/conferences.projection.js';
import type { EventStore } from './event-store/event-store.js';
import { qrMessagesProjection } from './messaging/projections/qr-messages.projection.js';

/** Every inline projection and personal-data rule of the product: used by the server and the CLI alike. */
export function configureEventStore(store: EventStore): EventStore {
  const attendeeSubject = (data: Record<string, unknown>) => attendeeStreamId(Number(data.attendeeId));
  store.vault.register('AttendeeRegistered', {
    subject: attendeeSubject,
    path: 'fields',
    fields: PERSONAL_FIELDS,
  });
  store.vault.register('AttendeeUpdated', {
    subject: attendeeSubject,
    path: 'changed',
    fields: PERSONAL_FIELDS,
  });
  store.addProjection(conferencesProjection);
  store.addProjection(attendeeListProjection);
  store.addProjection(qrMessagesProjection);
  return store;
}
