import { entityDecider } from '../../catalog/entity-decider.js';
import type { LectureFields } from './lecture-fields.js';
import { LectureErrors } from './lecture.errors.js';

/** Register / update / remove a lecture of one event (pure). */
export const lectureDecider = entityDecider<'Lecture', LectureFields>('Lecture', LectureErrors);
