import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { ConferenceDetails } from '../../domain/conference.decider.js';

/** An admin rewords the event's name, 기간 and 장소 (the 결과보고서's cover). */
export class ChangeEventDetailsCommand extends Command<void> {
  constructor(
    readonly eventId: number,
    readonly details: ConferenceDetails,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
