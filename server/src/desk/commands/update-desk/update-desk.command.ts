import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { DeskInput } from '../../desk-input.js';
import type { Desk } from '@expo/contract/desks';

/** A desk edit: every field; an empty password keeps the old one. */
export class UpdateDeskCommand extends Command<Desk> {
  constructor(
    readonly eventId: number,
    readonly deskId: number,
    readonly input: DeskInput,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
