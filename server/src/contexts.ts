import { attendeesContext } from './attendees/attendees.context.js';
import { boothsContext } from './booths/booths.context.js';
import { conferencesContext } from './conferences/conferences.context.js';
import type { BoundedContext } from './event-store/bounded-context.js';
import { deskContext } from './desk/desk.context.js';
import { leadsContext } from './leads/leads.context.js';
import { surveysContext } from './surveys/surveys.context.js';
import { lecturesContext } from './lectures/lectures.context.js';
import { messagingContext } from './messaging/messaging.context.js';
import { privacyContext } from './privacy/privacy.context.js';
import { programmeContext } from './programme/programme.context.js';
import { readinessContext } from './readiness/readiness.context.js';
import { visitsContext } from './visits/visits.context.js';

/**
 * The contexts that bring read models, sealed personal data or live touches (each declares its own in
 * `<context>.context.ts`). Their projections run in this order: attendees before the visitor lists that copy
 * them, and the privacy context's final projection after every read model it blanks.
 */
export const CONTEXTS: readonly BoundedContext[] = [
  conferencesContext,
  attendeesContext,
  messagingContext,
  privacyContext,
  boothsContext,
  lecturesContext,
  visitsContext,
  deskContext,
  leadsContext,
  surveysContext,
  programmeContext,
  readinessContext,
];
