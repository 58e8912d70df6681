import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetBadgeSettingsQuery } from '../../../desk/queries/get-badge-settings/get-badge-settings.query.js';
import { GetEventDetailsQuery } from '../../../conferences/queries/get-event-details/get-event-details.query.js';
import { EventStore } from '../../../event-store/event-store.js';
import { recordReadiness } from '../../readiness-command.js';
import { RecordBadgeTestPrintCommand } from './record-badge-test-print.command.js';

@CommandHandler(RecordBadgeTestPrintCommand)
export class RecordBadgeTestPrintHandler implements ICommandHandler<RecordBadgeTestPrintCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, metadata }: RecordBadgeTestPrintCommand) {
    await this.queries.execute(new GetEventDetailsQuery(eventId)); // an unknown event: 404, nothing recorded
    const { preset, widthMm, heightMm } = await this.queries.execute(new GetBadgeSettingsQuery(eventId));
    const size = { preset, widthMm, heightMm };
    await recordReadiness(this.store, { type: 'RecordBadgeTestPrint', eventId, size }, metadata);
  }
}
