import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { conferenceDecider } from '../../domain/conference.decider.js';
import { conferenceStreamId } from '../../domain/conference.events.js';
import { ChangeEventDetailsCommand } from './change-event-details.command.js';

@CommandHandler(ChangeEventDetailsCommand)
export class ChangeEventDetailsHandler implements ICommandHandler<ChangeEventDetailsCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, details, metadata }: ChangeEventDetailsCommand): Promise<void> {
    await runCommand(
      this.store,
      conferenceStreamId(eventId),
      conferenceDecider,
      { type: 'ChangeDetails', data: details },
      metadata,
    );
  }
}
