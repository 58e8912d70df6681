import { boundedContext } from '../event-store/bounded-context.js';
import type { LectureStarEvent } from './domain/lecture-star.events.js';
import { lectureStarsProjection } from './projections/lecture-stars.projection.js';

/** The programme page's own writes: the attendees' '내 일정' (what the programme shows live is the lectures'). */
export const programmeContext = boundedContext<LectureStarEvent>({
  name: 'programme',
  projections: [lectureStarsProjection],
});
