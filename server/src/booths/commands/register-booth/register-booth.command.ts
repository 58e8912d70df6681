import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { BoothDto } from '../../booth-reads.js';
import type { BoothInput } from '../../booth-input.js';

export class RegisterBoothCommand extends Command<BoothDto> {
  constructor(
    readonly eventId: number,
    readonly input: BoothInput,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
