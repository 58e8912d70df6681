import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { QrSendSettingsQuery } from '../../../attendees/queries/qr-send-settings/qr-send-settings.query.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { configuredChannels } from '../../configured-channels.js';
import { readMessageSettings } from '../message-settings-reads.js';

/** Answers the attendees' question at a registration or a QR request: this deployment's channels, the event's settings. */
@QueryHandler(QrSendSettingsQuery)
export class AnswerQrSendSettingsHandler implements IQueryHandler<QrSendSettingsQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ eventId }: QrSendSettingsQuery) {
    const settings = await withConnection(this.dataSource, (sql) => readMessageSettings(sql, eventId));
    return {
      configured: configuredChannels(this.config),
      emailFirst: settings.emailFirst,
      autoSendOnRegister: settings.autoSendOnRegister,
    };
  }
}
