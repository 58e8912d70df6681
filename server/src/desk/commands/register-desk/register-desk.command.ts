import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { DeskInput } from '../../desk-input.js';
import type { DeskDto } from '../../desk-reads.js';

export class RegisterDeskCommand extends Command<DeskDto> {
  constructor(
    readonly eventId: number,
    readonly input: DeskInput,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
