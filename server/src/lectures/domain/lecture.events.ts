import type { EntityEvent } from '../../catalog/entity-decider.js';
import type { LectureFields } from './lecture-fields.js';

export type LectureEvent = EntityEvent<'Lecture', LectureFields>;

export const lectureStreamId = (lectureId: number) => `lecture-${lectureId}`;
