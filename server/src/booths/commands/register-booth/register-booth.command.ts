import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '../../../kernel/stored-event.js';
import type { Booth } from '@expo/contract/booths';
import type { BoothInput } from '../../booth-input.js';

export class RegisterBoothCommand extends Command<Booth> {
  constructor(
    readonly eventId: number,
    readonly input: BoothInput,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
