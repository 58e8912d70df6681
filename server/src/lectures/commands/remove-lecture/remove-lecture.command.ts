import { RemoveEntry } from '../../../catalog/entry-messages.js';

/** Removes a lecture with its check-ins. */
export class RemoveLectureCommand extends RemoveEntry {}
