import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { READINESS_TEXTS as T } from '@expo/contract/readiness-texts';
import { GetEventDetailsQuery } from '../../../conferences/queries/get-event-details/get-event-details.query.js';
import { EventStore } from '../../../event-store/event-store.js';
import { maskedAddress } from '../../domain/masked-address.js';
import { recordReadiness } from '../../readiness-command.js';
import { DeliverTestMessageCommand } from '../../test-message-delivery.js';
import { SendTestMessageCommand } from './send-test-message.command.js';

@CommandHandler(SendTestMessageCommand)
export class SendTestMessageHandler implements ICommandHandler<SendTestMessageCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, to, metadata }: SendTestMessageCommand) {
    const { name } = await this.queries.execute(new GetEventDetailsQuery(eventId));
    const delivery = await this.commands.execute(
      new DeliverTestMessageCommand(to, T.messaging.subject, T.messaging.body(name)),
    );
    const masked = maskedAddress(to);
    await recordReadiness(
      this.store,
      { type: 'RecordTestMessage', eventId, outcome: { ...delivery, to: masked } },
      metadata,
    );
    return { ...delivery, to: masked };
  }
}
