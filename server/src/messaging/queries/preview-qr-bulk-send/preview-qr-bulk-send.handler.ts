import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { SecretsService } from '../../../auth/secrets.service.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { planEventBulkSend } from '../../bulk-send-planning.js';
import type { BulkSendPlan } from '@expo/contract/messaging';
import { PreviewQrBulkSendQuery } from './preview-qr-bulk-send.query.js';

@QueryHandler(PreviewQrBulkSendQuery)
export class PreviewQrBulkSendHandler implements IQueryHandler<PreviewQrBulkSendQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  async execute({ eventId, request }: PreviewQrBulkSendQuery): Promise<BulkSendPlan> {
    const { plan } = await withConnection(this.dataSource, (sql) =>
      planEventBulkSend(sql, this.config, this.secrets.get('link'), eventId, request),
    );
    return plan;
  }
}
