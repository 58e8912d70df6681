import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { BoothDto } from '../../booth-reads.js';
import type { BoothInput } from '../../booth-input.js';

/** A booth edit: every field; an empty password keeps the old one. */
export class UpdateBoothCommand extends Command<BoothDto> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
    readonly input: BoothInput,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
