import { PERSONAL_FIELDS } from './attendees/domain/attendee-fields.js';
import { BOOTH_PERSONAL_FIELDS } from './booths/domain/booth-fields.js';
import { boothStreamId } from './booths/domain/booth.events.js';
import { boothsProjection } from './booths/projections/booths.projection.js';
import { attendeeStreamId } from './attendees/domain/attendee.events.js';
import { attendeeListProjection } from './attendees/projections/attendee-list.projection.js';
import { conferencesProjection } from './conferences/projections/conferences.projection.js';
import type { EventStore } from './event-store/event-store.js';
import { lecturesProjection } from './lectures/projections/lectures.projection.js';
import { DESK_SEALED_FIELDS } from './desk/domain/desk-fields.js';
import { deskStreamId } from './desk/domain/desk.events.js';
import { badgeSettingsProjection } from './desk/projections/badge-settings.projection.js';
import { desksProjection } from './desk/projections/desks.projection.js';
import { entranceProjection } from './desk/projections/entrance.projection.js';
import { LEAD_SEALED_FIELDS } from './leads/domain/lead-fields.js';
import { boothLeadsProjection } from './leads/projections/booth-leads.projection.js';
import { qrBulkSendsProjection } from './messaging/projections/qr-bulk-sends.projection.js';
import { eventSearchSubject } from './privacy/destruction-reads.js';
import { privacyDestructionsProjection } from './privacy/projections/privacy-destructions.projection.js';
import { privacySettingsProjection } from './privacy/projections/privacy-settings.projection.js';
import { messageSettingsProjection } from './messaging/projections/message-settings.projection.js';
import { qrMessagesProjection } from './messaging/projections/qr-messages.projection.js';
import { visitCountsProjection } from './visits/projections/visit-counts.projection.js';
import { visitorsProjection } from './visits/projections/visitors.projection.js';
import { BOOTH_VISITS, LECTURE_CHECKINS } from './visits/visit-places.js';

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
  const boothSubject = (data: Record<string, unknown>) => boothStreamId(Number(data.id));
  store.vault.register('BoothRegistered', {
    subject: boothSubject,
    path: 'fields',
    fields: BOOTH_PERSONAL_FIELDS,
  });
  store.vault.register('BoothUpdated', {
    subject: boothSubject,
    path: 'changed',
    fields: BOOTH_PERSONAL_FIELDS,
  });
  const deskSubject = (data: Record<string, unknown>) => deskStreamId(Number(data.id));
  store.vault.register('DeskRegistered', {
    subject: deskSubject,
    path: 'fields',
    fields: DESK_SEALED_FIELDS,
  });
  store.vault.register('DeskUpdated', { subject: deskSubject, path: 'changed', fields: DESK_SEALED_FIELDS });
  // a bulk send's search word is often a name: sealed per event, destroyed with the event's personal data
  store.vault.register('QrBulkSendStarted', {
    subject: (data) => eventSearchSubject(Number(data.eventId)),
    path: 'search',
    fields: ['keyword'],
  });
  // a booth's memo about a visitor is the visitor's personal data: erased with them
  store.vault.register('LeadUpdated', {
    subject: attendeeSubject,
    path: 'changed',
    fields: LEAD_SEALED_FIELDS,
  });
  store.addProjection(conferencesProjection);
  // the visitor lists copy attendee data when a visit is recorded: attendees are projected before them
  store.addProjection(attendeeListProjection);
  store.addProjection(qrMessagesProjection);
  store.addProjection(qrBulkSendsProjection);
  store.addProjection(messageSettingsProjection);
  store.addProjection(privacySettingsProjection);
  store.addProjection(boothsProjection);
  store.addProjection(lecturesProjection);
  store.addProjection(visitorsProjection(BOOTH_VISITS));
  store.addProjection(visitorsProjection(LECTURE_CHECKINS));
  store.addProjection(visitCountsProjection);
  store.addProjection(desksProjection);
  store.addProjection(entranceProjection);
  store.addProjection(badgeSettingsProjection);
  store.addProjection(boothLeadsProjection);
  // after every read model it blanks
  store.addProjection(privacyDestructionsProjection);
  return store;
}
