import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { SecretsService } from '../../../auth/secrets.service.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { EnsureEventOpenQuery } from '../../../conferences/queries/ensure-event-open/ensure-event-open.query.js';
import { withConnection } from '../../../database/sql.js';
import { EventStore } from '../../../event-store/event-store.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { BulkSend } from '@expo/contract/messaging';
import { queueBulkSend } from '../../bulk-send-queue.js';
import { readBulkSends } from '../../queries/bulk-send-reads.js';
import { planSurveyBulkSend } from '../../survey-send-planning.js';
import { StartSurveySendCommand } from './start-survey-send.command.js';

/**
 * Plans the survey's send and queues its messages with its record, all or none, as a QR bulk send is
 * (`queueBulkSend`): a closed event, an unknown, closed or 참가사 survey, or nobody to send to writes nothing.
 */
@CommandHandler(StartSurveySendCommand)
export class StartSurveySendHandler implements ICommandHandler<StartSurveySendCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SecretsService) private readonly secrets: SecretsService,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, surveyId, request, metadata }: StartSurveySendCommand): Promise<BulkSend> {
    await this.queries.execute(new EnsureEventOpenQuery(eventId));
    const asked = { audience: request.audience, search: null, resend: request.resend, surveyId };
    const bulkSendId = await queueBulkSend(this.store, eventId, metadata, asked, (sql) =>
      planSurveyBulkSend(sql, this.config, this.secrets.get('link'), eventId, surveyId, request),
    );
    const [dto] = await withConnection(this.dataSource, (sql) => readBulkSends(sql, eventId, bulkSendId));
    return dto;
  }
}
