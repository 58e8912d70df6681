import { Command } from '@nestjs/cqrs';
import type { DestructionDone } from '@expo/contract/privacy';
import type { EventMetadata } from '../../../kernel/stored-event.js';

/**
 * Destroys (파기) the personal data of an event's attendees: when its retention has passed (the schedule), or
 * now, by an admin who typed the event's name. The scheduled one answers undefined when it is not due.
 */
export class DestroyPersonalDataCommand extends Command<DestructionDone | undefined> {
  constructor(
    readonly eventId: number,
    readonly by: { trigger: 'SCHEDULE' } | { trigger: 'ADMIN'; actorName: string; typedName: string },
    readonly metadata: EventMetadata,
    /** Today, for the schedule (a test moves it). */
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
