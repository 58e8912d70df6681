import type { Lecture, LectureForm } from '@expo/contract/lectures';
import { RegisterEntry } from '../../../catalog/entry-messages.js';

/** Registers a lecture of the event (정원 left out: none). */
export class RegisterLectureCommand extends RegisterEntry<Omit<LectureForm, 'eventId'>, Lecture> {}
