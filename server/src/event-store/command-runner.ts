import { AppError } from '../kernel/app-error.js';
import type { Decider } from '../kernel/decider.js';
import { ConcurrencyError, type EventStore, type EventStoreTx } from './event-store.js';
import { isUniqueViolation } from '../database/sql.js';
import type { EventMetadata, StoredEvent } from '../kernel/stored-event.js';
import type { NewEvent } from '../kernel/new-event.js';

const MAX_ATTEMPTS = 5;

/**
 * Loads a stream, decides, appends, projects: all in one transaction. A concurrent change of the
 * stream retries the decision; a repeated client event id answers with the events recorded the first
 * time (the retry is a no-op). `after` runs in the same transaction with the new events. `serialize` makes
 * writers of the same stream wait for each other (a transaction lock on the stream) instead of racing and
 * retrying: for a stream that one person's resends hit at once (a phone's answer sent again and again).
 */
export async function runCommand<C, S, E extends NewEvent, R = StoredEvent<E>[]>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, S, E>,
  command: C,
  metadata: EventMetadata,
  after?: (tx: EventStoreTx, events: StoredEvent<E>[], state: S) => Promise<R>,
  options: { serialize?: boolean } = {},
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.transaction(async (tx) => {
        if (options.serialize)
          await tx.sql.execute(`SELECT pg_advisory_xact_lock(hashtext('stream'), hashtext($1))`, [streamId]);
        if (metadata.clientEventId) {
          const earlier = await tx.findByClientEventId(metadata.clientEventId);
          if (earlier) return finish(tx, earlier as StoredEvent<E>[], undefined);
        }
        const { state, version } = await tx.load(streamId, decider.evolve, decider.initialState);
        let events: E[];
        try {
          events = decider.decide(command, state);
        } catch (refusal) {
          // the same request may have committed between our look-up and our load (a resend racing the
          // original): then the refusal is our own first answer's doing, and that answer is the reply
          const earlier = metadata.clientEventId && (await tx.findByClientEventId(metadata.clientEventId));
          if (earlier) return finish(tx, earlier as StoredEvent<E>[], undefined);
          throw refusal;
        }
        // nothing to record may also be a resend whose original committed after our look-up (it changed
        // the state we loaded): then the original's events are the answer, as for a refusal
        if (events.length === 0 && metadata.clientEventId) {
          const earlier = await tx.findByClientEventId(metadata.clientEventId);
          if (earlier) return finish(tx, earlier as StoredEvent<E>[], undefined);
        }
        const stored = (await tx.append(streamId, version, events, metadata)) as StoredEvent<E>[];
        return finish(tx, stored, state);
      });
    } catch (error) {
      const retriable =
        error instanceof ConcurrencyError ||
        (metadata.clientEventId && isUniqueViolation(error, 'event_log_client_event_id_key'));
      if (!retriable || attempt >= MAX_ATTEMPTS) {
        if (error instanceof ConcurrencyError)
          throw new AppError('CONCURRENCY', '다른 요청과 동시에 변경되었습니다. 다시 시도해주세요.', 409);
        throw error;
      }
    }
  }

  async function finish(tx: EventStoreTx, events: StoredEvent<E>[], state: S | undefined): Promise<R> {
    if (!after) return events as unknown as R;
    return after(tx, events, state as S);
  }
}
