import type { Desk, DeskFields } from '@expo/contract/desks';
import { UpdateEntry } from '../../../catalog/entry-messages.js';

/** Saves a desk account (an empty password keeps the old one; a new login id or password ends its sessions). */
export class UpdateDeskCommand extends UpdateEntry<DeskFields, Desk> {}
