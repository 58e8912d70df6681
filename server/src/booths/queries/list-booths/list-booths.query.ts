import type { Booth } from '@expo/contract/booths';
import { ListEntries } from '../../../catalog/entry-messages.js';

/** The event's booths in the order they were registered. */
export class ListBoothsQuery extends ListEntries<Booth> {}
