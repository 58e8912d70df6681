import type { Booth } from '@expo/contract/booths';
import { GetEntry } from '../../../catalog/entry-messages.js';

/** One booth (never its password). */
export class GetBoothQuery extends GetEntry<Booth> {}
