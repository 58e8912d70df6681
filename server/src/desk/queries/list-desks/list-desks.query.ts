import type { Desk } from '@expo/contract/desks';
import { ListEntries } from '../../../catalog/entry-messages.js';

/** The event's desk accounts in the order they were registered. */
export class ListDesksQuery extends ListEntries<Desk> {}
