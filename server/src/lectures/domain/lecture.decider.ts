import { entityDecider, type EntityState } from '../../catalog/entity-decider.js';
import type { LectureFields } from './lecture-fields.js';
import { LectureErrors } from './lecture.errors.js';

const entries = entityDecider<'Lecture', LectureFields>('Lecture', LectureErrors);

/** Lectures registered before 정원 existed have none: their state reads capacity null, as a new one without. */
const withCapacity = (state: EntityState<LectureFields>): EntityState<LectureFields> =>
  state.status === 'active' && state.fields.capacity === undefined
    ? { ...state, fields: { ...state.fields, capacity: null } }
    : state;

/** Register / update / remove a lecture of one event (pure). */
export const lectureDecider: typeof entries = {
  ...entries,
  evolve: (state, event) => withCapacity(entries.evolve(state, event)),
};
