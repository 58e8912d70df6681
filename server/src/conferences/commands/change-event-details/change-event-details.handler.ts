import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runConferenceCommand } from '../../conference-command.js';
import { EventStore } from '../../../event-store/event-store.js';
import { ChangeEventDetailsCommand } from './change-event-details.command.js';

@CommandHandler(ChangeEventDetailsCommand)
export class ChangeEventDetailsHandler implements ICommandHandler<ChangeEventDetailsCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, details, metadata }: ChangeEventDetailsCommand): Promise<void> {
    await runConferenceCommand(this.store, eventId, { type: 'ChangeDetails', data: details }, metadata);
  }
}
