import type { Booth, BoothFields } from '@expo/contract/booths';
import { UpdateEntry } from '../../../catalog/entry-messages.js';

/** Saves a booth (an empty password keeps the old one; a new login id or password ends its phones' sessions). */
export class UpdateBoothCommand extends UpdateEntry<BoothFields, Booth> {}
