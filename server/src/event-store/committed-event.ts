import type { StoredEvent } from '../kernel/stored-event.js';
import type { NewEvent } from '../kernel/new-event.js';

/**
 * An event of the log once its transaction has committed, as it goes on the Nest EventBus. Each event type
 * has its own class (`committed('QrSendRequested')`), so an event handler names the type it follows:
 * `@EventsHandler(committed('BoothVisitRecorded'))`. Published events carry the personal data opened: they
 * never leave the process.
 */
export class CommittedEvent<E extends NewEvent = NewEvent> {
  constructor(readonly event: StoredEvent<E>) {}
}

type CommittedClass = new (event: StoredEvent) => CommittedEvent;

const classes = new Map<string, CommittedClass>();

/** The EventBus class of events of this type (the same class for every call). */
export function committed<E extends NewEvent>(
  type: E['type'],
): new (event: StoredEvent<E>) => CommittedEvent<E> {
  let found = classes.get(type);
  if (!found) {
    found = class extends CommittedEvent {};
    Object.defineProperty(found, 'name', { value: type });
    classes.set(type, found);
  }
  return found as unknown as new (event: StoredEvent<E>) => CommittedEvent<E>;
}

/** The EventBus message of a stored event: its type's class when a handler follows it, else the base class. */
export const toCommittedEvent = (event: StoredEvent): CommittedEvent =>
  new (classes.get(event.type) ?? CommittedEvent)(event);
