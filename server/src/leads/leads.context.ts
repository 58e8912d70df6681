import { attendeeSubject } from '../attendees/domain/attendee.events.js';
import { boundedContext } from '../event-store/bounded-context.js';
import { LEAD_SEALED_FIELDS } from './domain/lead-fields.js';
import type { BoothLeadTagsDefined, LeadUpdated } from './domain/lead.events.js';
import { boothLeadsProjection } from './projections/booth-leads.projection.js';

export const leadsContext = boundedContext<LeadUpdated | BoothLeadTagsDefined>({
  name: 'leads',
  projections: [boothLeadsProjection],
  // a booth's memo about a visitor is the visitor's personal data: erased with them
  sealed: { LeadUpdated: { subject: attendeeSubject, path: 'changed', fields: LEAD_SEALED_FIELDS } },
});
