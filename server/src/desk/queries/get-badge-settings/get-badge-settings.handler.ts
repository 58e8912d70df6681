import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import type { BadgeSettings, EventBadgeSettings } from '@expo/contract/badges';
import { DEFAULT_BADGE_SETTINGS } from '@expo/contract/badges-values';
import { GetBadgeSettingsQuery } from './get-badge-settings.query.js';

@QueryHandler(GetBadgeSettingsQuery)
export class GetBadgeSettingsHandler implements IQueryHandler<GetBadgeSettingsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId }: GetBadgeSettingsQuery): Promise<EventBadgeSettings> {
    const [row] = await withConnection(this.dataSource, (sql) =>
      sql.query<{ settings: BadgeSettings | null; event_name: string }>(
        `SELECT s.settings, c.name AS event_name
           FROM conferences c LEFT JOIN badge_settings s ON s.event_id = c.id WHERE c.id = $1`,
        [eventId],
      ),
    );
    return { ...(row?.settings ?? DEFAULT_BADGE_SETTINGS), eventName: row?.event_name ?? '' };
  }
}
