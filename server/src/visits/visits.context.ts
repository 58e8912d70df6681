import { boundedContext } from '../bounded-context.js';
import type { BoothVisitRecorded, LectureCheckedIn } from './domain/visit.events.js';
import { visitCountsProjection } from './projections/visit-counts.projection.js';
import { visitorsProjection } from './projections/visitors.projection.js';
import { BOOTH_VISITS, LECTURE_CHECKINS } from './domain/visit-places.js';

export const visitsContext = boundedContext<BoothVisitRecorded | LectureCheckedIn>({
  name: 'visits',
  projections: [
    visitorsProjection(BOOTH_VISITS),
    visitorsProjection(LECTURE_CHECKINS),
    visitCountsProjection,
  ],
  touches: {
    BoothVisitRecorded: ({ eventId, boothId, attendeeId }, at) => [
      { on: 'stats', eventId, visits: true, booth: boothId, at },
      { on: 'place', kind: 'booth', placeId: boothId, visitor: attendeeId },
    ],
    LectureCheckedIn: ({ eventId, lectureId, attendeeId }, at) => [
      { on: 'stats', eventId, visits: true, lecture: lectureId, at },
      { on: 'place', kind: 'lecture', placeId: lectureId, visitor: attendeeId },
    ],
  },
});
