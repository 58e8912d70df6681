import type { Booth, BoothFields } from '@expo/contract/booths';
import { RegisterEntry } from '../../../catalog/entry-messages.js';

/** Registers a booth with its manager's login (the password recorded as its hash). */
export class RegisterBoothCommand extends RegisterEntry<BoothFields, Booth> {}
