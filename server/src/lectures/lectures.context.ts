import { boundedContext } from '../event-store/bounded-context.js';
import type { LectureEvent } from './domain/lecture.events.js';
import { lecturesProjection } from './projections/lectures.projection.js';

export const lecturesContext = boundedContext<LectureEvent>({
  name: 'lectures',
  projections: [lecturesProjection],
  touches: {
    LectureRegistered: ({ eventId, id }) => [{ on: 'stats', eventId, lecture: id }],
    LectureUpdated: ({ eventId, id }) => [{ on: 'stats', eventId, lecture: id }],
    LectureRemoved: ({ eventId, id }) => [
      { on: 'stats', eventId, resync: true },
      { on: 'place', kind: 'lecture', placeId: id, resync: true },
    ],
  },
});
