import { runCommand } from '../event-store/command-runner.js';
import type { EventStore } from '../event-store/event-store.js';
import type { EventMetadata } from '../kernel/stored-event.js';
import { conferenceDecider, type ConferenceCommand } from './domain/conference.decider.js';
import { conferenceStreamId } from './domain/conference.events.js';

/** Decides a command on the event's stream and appends what it decided (one transaction). */
export function runConferenceCommand(
  store: EventStore,
  eventId: number,
  command: ConferenceCommand,
  metadata: EventMetadata,
) {
  return runCommand(store, conferenceStreamId(eventId), conferenceDecider, command, metadata);
}
