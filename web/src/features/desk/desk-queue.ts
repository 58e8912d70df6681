import { recordBadgePrint } from './api/record-badge-print';
import { recordEntry } from './api/record-entry';
import { browserStorage } from '../../lib/offline/offline-queue';
import { deskActionQueue } from './desk-action-queue';
import type { DeskAction } from './types';

function send(action: DeskAction): Promise<unknown> {
  return action.kind === 'entry'
    ? recordEntry(action.attendeeId, action.clientEventId, action.madeAt)
    : recordBadgePrint(action.attendeeId, action.options, action.clientEventId, action.madeAt);
}

/** The tab's one queue of desk check-ins and prints waiting for the server ('pendingDeskActions'). */
export const deskQueue = deskActionQueue(browserStorage, send);
