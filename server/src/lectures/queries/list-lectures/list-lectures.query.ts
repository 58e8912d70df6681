import type { Lecture } from '@expo/contract/lectures';
import { ListEntries } from '../../../catalog/entry-messages.js';

/** The event's lectures in programme order (date, time), each with its check-in address. */
export class ListLecturesQuery extends ListEntries<Lecture> {}
