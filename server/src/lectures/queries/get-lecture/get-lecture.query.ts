import type { Lecture } from '@expo/contract/lectures';
import { GetEntry } from '../../../catalog/entry-messages.js';

/** One lecture with its check-in address. */
export class GetLectureQuery extends GetEntry<Lecture> {}
