import type { Desk } from '@expo/contract/desks';
import { GetEntry } from '../../../catalog/entry-messages.js';

/** One desk account (never its password). */
export class GetDeskQuery extends GetEntry<Desk> {}
