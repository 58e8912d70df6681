import { InitialSchema1763700000000 } from './1763700000000-initial-schema.js';
import { BoothsLecturesVisits1763800000000 } from './1763800000000-booths-lectures-visits.js';
import { EventLogClientEventIdPartial1763900000000 } from './1763900000000-event-log-client-event-id-partial.js';
import { LiveStatistics1764000000000 } from './1764000000000-live-statistics.js';
import { AttendeeSearchInNewestIndex1764100000000 } from './1764100000000-attendee-search-in-newest-index.js';
import { RegistrationDesk1764200000000 } from './1764200000000-registration-desk.js';
import { BoothLeads1764300000000 } from './1764300000000-booth-leads.js';
import { LectureCapacity1764300000001 } from './1764300000001-lecture-capacity.js';
import { QrChannels1764400000000 } from './1764400000000-qr-channels.js';
import { QrBulkSends1764500000000 } from './1764500000000-qr-bulk-sends.js';
import { Privacy1764600000000 } from './1764600000000-privacy.js';
import { QrOutcomesIndex1764700000026 } from './1764700000026-qr-outcomes-index.js';
import { EventDetails1764800000000 } from './1764800000000-event-details.js';
import { BoothRevisits1764900000000 } from './1764900000000-booth-revisits.js';
import { OrganiserWorkspace1765000000000 } from './1765000000000-organiser-workspace.js';
import { EventCounts1765000000001 } from './1765000000001-event-counts.js';
import { EventReadiness1765100000000 } from './1765100000000-event-readiness.js';
import { Surveys1765200000000 } from './1765200000000-surveys.js';
import { SurveySends1765300000000 } from './1765300000000-survey-sends.js';
import { SurveyAnswerCodes1765400000000 } from './1765400000000-survey-answer-codes.js';
import { LectureStars1765500000000 } from './1765500000000-lecture-stars.js';
import { AttendeeLanguage1765600000000 } from './1765600000000-attendee-language.js';

/** Every migration, in order. One per change; never edited after landing. */
export const migrations = [
  InitialSchema1763700000000,
  BoothsLecturesVisits1763800000000,
  EventLogClientEventIdPartial1763900000000,
  LiveStatistics1764000000000,
  AttendeeSearchInNewestIndex1764100000000,
  RegistrationDesk1764200000000,
  BoothLeads1764300000000,
  LectureCapacity1764300000001,
  QrChannels1764400000000,
  QrBulkSends1764500000000,
  Privacy1764600000000,
  QrOutcomesIndex1764700000026,
  EventDetails1764800000000,
  BoothRevisits1764900000000,
  OrganiserWorkspace1765000000000,
  EventCounts1765000000001,
  EventReadiness1765100000000,
  Surveys1765200000000,
  SurveySends1765300000000,
  SurveyAnswerCodes1765400000000,
  LectureStars1765500000000,
  AttendeeLanguage1765600000000,
];
