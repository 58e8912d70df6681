import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { DataSource } from 'typeorm';
import { Inject } from '@nestjs/common';
import { EnsureEventOpenQuery } from '../../../conferences/queries/ensure-event-open/ensure-event-open.query.js';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { MessageErrors } from '../../domain/message.errors.js';
import { qrMessageDecider } from '../../domain/qr-message.decider.js';
import { qrMessageStreamId } from '../../domain/qr-message.events.js';
import { RetryQrMessageCommand } from './retry-qr-message.command.js';

/**
 * The message's stream decides (only a failed message goes again); the outbox row tells whose message it is,
 * so an admin of another event is answered as for a message that does not exist.
 */
@CommandHandler(RetryQrMessageCommand)
export class RetryQrMessageHandler implements ICommandHandler<RetryQrMessageCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, sendId, metadata }: RetryQrMessageCommand) {
    await this.queries.execute(new EnsureEventOpenQuery(eventId));
    const [message] = await withConnection(this.dataSource, (sql) =>
      sql.query<{ attendee_id: number }>(
        `SELECT attendee_id FROM qr_messages WHERE id = $1 AND event_id = $2`,
        [sendId, eventId],
      ),
    );
    if (!message) throw MessageErrors.notFound();
    await runCommand(
      this.store,
      qrMessageStreamId(sendId),
      qrMessageDecider,
      { type: 'Retry', data: { sendId, attendeeId: message.attendee_id, eventId } },
      metadata,
    );
    return { sendId, status: 'PENDING' as const };
  }
}
