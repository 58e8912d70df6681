import type { Lecture, LectureForm } from '@expo/contract/lectures';
import { UpdateEntry } from '../../../catalog/entry-messages.js';

/** Saves a lecture (정원 left out stays, null is none). */
export class UpdateLectureCommand extends UpdateEntry<Omit<LectureForm, 'eventId'>, Lecture> {}
