import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runConferenceCommand } from '../../conference-command.js';
import { EventStore } from '../../../event-store/event-store.js';
import { CloseEventCommand } from './close-event.command.js';

@CommandHandler(CloseEventCommand)
export class CloseEventHandler implements ICommandHandler<CloseEventCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, closed, metadata }: CloseEventCommand): Promise<void> {
    await runConferenceCommand(
      this.store,
      eventId,
      closed ? { type: 'Close' } : { type: 'Reopen' },
      metadata,
    );
  }
}
