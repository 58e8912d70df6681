import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { DeskInput } from '../../desk-input.js';
import type { DeskDto } from '../../desk-reads.js';

/** A desk edit: every field; an empty password keeps the old one. */
export class UpdateDeskCommand extends Command<DeskDto> {
  constructor(
    readonly eventId: number,
    readonly deskId: number,
    readonly input: DeskInput,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
