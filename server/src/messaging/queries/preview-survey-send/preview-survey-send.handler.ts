import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { SecretsService } from '../../../auth/secrets.service.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { BulkSendPlan } from '@expo/contract/messaging';
import { planSurveyBulkSend } from '../../survey-send-planning.js';
import { PreviewSurveySendQuery } from './preview-survey-send.query.js';

@QueryHandler(PreviewSurveySendQuery)
export class PreviewSurveySendHandler implements IQueryHandler<PreviewSurveySendQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  async execute({ eventId, surveyId, request }: PreviewSurveySendQuery): Promise<BulkSendPlan> {
    const { plan } = await withConnection(this.dataSource, (sql) =>
      planSurveyBulkSend(sql, this.config, this.secrets.get('link'), eventId, surveyId, request),
    );
    return plan;
  }
}
