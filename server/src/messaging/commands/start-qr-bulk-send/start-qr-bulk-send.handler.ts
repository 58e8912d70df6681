import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { DataSource } from 'typeorm';
import { Inject } from '@nestjs/common';
import { EnsureEventOpenQuery } from '../../../conferences/queries/ensure-event-open/ensure-event-open.query.js';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { SecretsService } from '../../../auth/secrets.service.js';
import { EventStore } from '../../../event-store/event-store.js';
import { withConnection } from '../../../database/sql.js';
import { planEventBulkSend } from '../../bulk-send-planning.js';
import { queueBulkSend } from '../../bulk-send-queue.js';
import type { BulkSend } from '@expo/contract/messaging';
import { readBulkSends } from '../../queries/bulk-send-reads.js';
import { StartQrBulkSendCommand } from './start-qr-bulk-send.command.js';

/** Plans the QR bulk send and queues its messages with its record, all or none (`queueBulkSend`). */
@CommandHandler(StartQrBulkSendCommand)
export class StartQrBulkSendHandler implements ICommandHandler<StartQrBulkSendCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SecretsService) private readonly secrets: SecretsService,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, request, metadata }: StartQrBulkSendCommand): Promise<BulkSend> {
    await this.queries.execute(new EnsureEventOpenQuery(eventId));
    const asked = {
      audience: request.audience,
      search: request.keyword === null ? null : { keyword: request.keyword },
      resend: request.resend,
    };
    const bulkSendId = await queueBulkSend(this.store, eventId, metadata, asked, (sql) =>
      planEventBulkSend(sql, this.config, this.secrets.get('link'), eventId, request),
    );
    const [dto] = await withConnection(this.dataSource, (sql) => readBulkSends(sql, eventId, bulkSendId));
    return dto;
  }
}
