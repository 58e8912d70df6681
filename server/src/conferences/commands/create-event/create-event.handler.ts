import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runConferenceCommand } from '../../conference-command.js';
import { EventStore } from '../../../event-store/event-store.js';
import { nextId } from '../../admin-accounts.js';
import { CreateEventCommand } from './create-event.command.js';

/**
 * A new event with its days and 장소. Its privacy notices, badge and messaging settings are the defaults until
 * its admins change them (each context answers its defaults for an event without its own row).
 */
@CommandHandler(CreateEventCommand)
export class CreateEventHandler implements ICommandHandler<CreateEventCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ fields, metadata }: CreateEventCommand): Promise<number> {
    const eventId = await nextId(this.store, 'conference_id_seq');
    const { name, startDate, endDate, venue } = fields;
    await runConferenceCommand(
      this.store,
      eventId,
      { type: 'CreateConference', data: { eventId, name, startDate, endDate, venue } },
      metadata,
    );
    return eventId;
  }
}
