import { boundedContext } from '../event-store/bounded-context.js';
import type { BoothRevisitRecorded, BoothVisitRecorded, LectureCheckedIn } from './domain/visit.events.js';
import { boothRevisitsProjection, revisitCountsProjection } from './projections/booth-revisits.projection.js';
import { visitCountsProjection } from './projections/visit-counts.projection.js';
import { visitorsProjection } from './projections/visitors.projection.js';
import { BOOTH_VISITS, LECTURE_CHECKINS } from './domain/visit-places.js';

export const visitsContext = boundedContext<BoothVisitRecorded | BoothRevisitRecorded | LectureCheckedIn>({
  name: 'visits',
  projections: [
    visitorsProjection(BOOTH_VISITS),
    visitorsProjection(LECTURE_CHECKINS),
    visitCountsProjection,
    boothRevisitsProjection,
    revisitCountsProjection,
  ],
  touches: {
    BoothVisitRecorded: ({ eventId, boothId, attendeeId }, at) => [
      { on: 'stats', eventId, visits: true, booth: boothId, at },
      { on: 'place', kind: 'booth', placeId: boothId, visitor: attendeeId },
    ],
    // a revisit adds a visit to the dashboard (the booth's visits, the hour's); the visitor list is unchanged
    BoothRevisitRecorded: ({ eventId, boothId }, at) => [
      { on: 'stats', eventId, visits: true, booth: boothId, at },
    ],
    LectureCheckedIn: ({ eventId, lectureId, attendeeId }, at) => [
      { on: 'stats', eventId, visits: true, lecture: lectureId, at },
      { on: 'place', kind: 'lecture', placeId: lectureId, visitor: attendeeId },
    ],
  },
});
