import { runCommand } from '../event-store/command-runner.js';
import type { EventStore } from '../event-store/event-store.js';
import type { EventMetadata } from '../kernel/stored-event.js';
import { readinessDecider, type ReadinessCommand } from './domain/readiness.decider.js';
import { readinessStreamId } from './domain/readiness.events.js';

/** Decides and appends one readiness record on the event's own stream (`readiness-{eventId}`). */
export const recordReadiness = (store: EventStore, command: ReadinessCommand, metadata: EventMetadata) =>
  runCommand(store, readinessStreamId(command.eventId), readinessDecider, command, metadata);
