import { attendeeRoutes } from './attendees.js';
import { authRoutes } from './auth.js';
import { boothRoutes } from './booths.js';
import { conferenceRoutes } from './conferences.js';
import { deskRoutes } from './desks.js';
import { eventRoutes } from './events.js';
import { frontDeskRoutes } from './front-desk.js';
import { healthRoutes } from './health.js';
import { leadRoutes } from './leads.js';
import { lectureRoutes } from './lectures.js';
import { messagingRoutes } from './messaging.js';
import { privacyRoutes } from './privacy.js';
import { programmeRoutes } from './programme.js';
import { readinessRoutes } from './readiness.js';
import { reportRoutes } from './reports.js';
import { statsRoutes } from './stats.js';
import { surveySendRoutes } from './survey-sends.js';
import { surveyRoutes } from './surveys.js';
import { visitRoutes } from './visits.js';
import type { RouteShape } from './route.js';

/** Every HTTP route of the server, once: the server serves exactly these, the web calls only these. */
export const ROUTE_GROUPS = {
  attendees: attendeeRoutes,
  auth: authRoutes,
  booths: boothRoutes,
  conferences: conferenceRoutes,
  desks: deskRoutes,
  events: eventRoutes,
  frontDesk: frontDeskRoutes,
  health: healthRoutes,
  leads: leadRoutes,
  lectures: lectureRoutes,
  messaging: messagingRoutes,
  privacy: privacyRoutes,
  programme: programmeRoutes,
  readiness: readinessRoutes,
  reports: reportRoutes,
  stats: statsRoutes,
  surveys: surveyRoutes,
  surveySends: surveySendRoutes,
  visits: visitRoutes,
} as const;

export const ROUTE_TABLE: readonly RouteShape[] = Object.values(ROUTE_GROUPS).flatMap((group) =>
  Object.values(group as Record<string, RouteShape>),
);
