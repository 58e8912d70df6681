import { Command, Query } from '@nestjs/cqrs';
import type { Removed } from '@expo/contract/answers';
import type { EventMetadata } from '../kernel/stored-event.js';

// What the commands and queries of every catalogue kind carry (booths, lectures, desk accounts): each kind
// declares its own classes of these (`RegisterBoothCommand extends RegisterEntry<…>`), handled by its own handlers.

/** Registers an entry of the event from the admin's form (`F`), answering it as the API does (`A`). */
export class RegisterEntry<F, A> extends Command<A> {
  constructor(
    readonly eventId: number,
    readonly fields: F,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** Saves the form over entry `id` of the event (what the form leaves out stays). */
export class UpdateEntry<F, A> extends Command<A> {
  constructor(
    readonly eventId: number,
    readonly id: number,
    readonly fields: F,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** Removes entry `id` of the event with what hangs on it. */
export class RemoveEntry extends Command<Removed> {
  constructor(
    readonly eventId: number,
    readonly id: number,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** One entry: of the given event (an admin's; 404 for another's), or of any (a public page's, by id alone). */
export class GetEntry<A> extends Query<A> {
  constructor(
    readonly id: number,
    readonly eventId?: number,
  ) {
    super();
  }
}

/** The event's entries. */
export class ListEntries<A> extends Query<A[]> {
  constructor(readonly eventId: number) {
    super();
  }
}
