import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { toCommittedEvent } from './committed-event.js';
import { EventStore } from './event-store.js';

/**
 * Puts every committed transaction's events on the Nest EventBus, after the commit: side effects (waking the
 * outbox worker, the live feed) are event handlers, never calls from inside a command. Projections stay in the
 * append transaction.
 */
@Injectable()
export class EventBusBridge implements OnModuleInit, OnApplicationShutdown {
  private unsubscribe: (() => void) | undefined;

  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(EventBus) private readonly eventBus: EventBus,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.store.onCommitted((events) =>
      this.eventBus.publishAll(events.map(toCommittedEvent)),
    );
  }

  onApplicationShutdown(): void {
    this.unsubscribe?.();
  }
}
