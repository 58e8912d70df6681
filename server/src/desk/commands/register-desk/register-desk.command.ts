import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { DeskInput } from '../../desk-input.js';
import type { Desk } from '@expo/contract/desks';

export class RegisterDeskCommand extends Command<Desk> {
  constructor(
    readonly eventId: number,
    readonly input: DeskInput,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
