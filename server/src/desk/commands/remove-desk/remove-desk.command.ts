import { RemoveEntry } from '../../../catalog/entry-messages.js';

/** Removes a desk account: its sessions and kiosks end, its password hash is erased. */
export class RemoveDeskCommand extends RemoveEntry {}
