import { RemoveEntry } from '../../../catalog/entry-messages.js';

/** Removes a booth with its visitor list; its manager's personal data and login go with it. */
export class RemoveBoothCommand extends RemoveEntry {}
