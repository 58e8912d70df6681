import { OfflineQueue, type KeyValueStorage, type QueueSnapshot } from '../../lib/offline/offline-queue';
import type { DeskAction } from './types';

export { isRetryableStatus, type KeyValueStorage } from '../../lib/offline/offline-queue';

/**
 * The desk's offline queue (lib/offline/offline-queue.ts, as the booth phones' scans): check-ins and prints the server
 * could not take (no connection, 5xx, 408, 429, an expired login) wait in storage and are resent with the same
 * Idempotency-Key and the time they were made until the server answers for good.
 */
export const PENDING_DESK_ACTIONS_KEY = 'pendingDeskActions';
export const FAILED_DESK_ACTIONS_KEY = 'failedDeskActions';

/** The desk's waiting and refused check-ins and prints. */
export type DeskQueueSnapshot = QueueSnapshot<DeskAction>;

function isAction(value: unknown): value is DeskAction {
  if (typeof value !== 'object' || value === null) return false;
  const action = value as Record<string, unknown>;
  return (
    (action.kind === 'entry' || action.kind === 'print') &&
    typeof action.attendeeId === 'number' &&
    typeof action.attendeeName === 'string' &&
    typeof action.clientEventId === 'string' &&
    typeof action.options === 'object' &&
    action.options !== null &&
    typeof action.madeAt === 'string'
  );
}

/** The desk's queue: the same kind of action for the same attendee is kept once. */
export const deskActionQueue = (storage: KeyValueStorage, send: (action: DeskAction) => Promise<unknown>) =>
  new OfflineQueue<DeskAction>({
    storage,
    keys: { pending: PENDING_DESK_ACTIONS_KEY, failed: FAILED_DESK_ACTIONS_KEY },
    isItem: isAction,
    sameAs: (a, b) => a.kind === b.kind && a.attendeeId === b.attendeeId,
    send,
  });
