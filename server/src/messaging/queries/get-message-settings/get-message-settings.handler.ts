import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { configuredChannels } from '../../configured-channels.js';
import { readMessageSettings } from '../message-settings-reads.js';
import type { MessageSettings } from '@expo/contract/messaging';
import { GetMessageSettingsQuery } from './get-message-settings.query.js';

@QueryHandler(GetMessageSettingsQuery)
export class GetMessageSettingsHandler implements IQueryHandler<GetMessageSettingsQuery> {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ eventId }: GetMessageSettingsQuery): Promise<MessageSettings> {
    const settings = await withConnection(this.dataSource, (sql) => readMessageSettings(sql, eventId));
    return { ...settings, channels: configuredChannels(this.config) };
  }
}
