import type { Desk, DeskFields } from '@expo/contract/desks';
import { RegisterEntry } from '../../../catalog/entry-messages.js';

/** Registers a registration desk's account (the password recorded as its hash). */
export class RegisterDeskCommand extends RegisterEntry<DeskFields, Desk> {}
