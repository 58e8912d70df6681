import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { Booth } from '@expo/contract/booths';
import type { BoothInput } from '../../booth-input.js';

/** A booth edit: every field; an empty password keeps the old one. */
export class UpdateBoothCommand extends Command<Booth> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
    readonly input: BoothInput,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
