import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { toSeoulLocal } from '@expo/contract/seoul-time';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import type { Destruction } from '@expo/contract/privacy';
import { ListDestructionsQuery } from './list-destructions.query.js';

@QueryHandler(ListDestructionsQuery)
export class ListDestructionsHandler implements IQueryHandler<ListDestructionsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId }: ListDestructionsQuery): Promise<{ items: Destruction[] }> {
    const rows = await withConnection(this.dataSource, (sql) =>
      sql.query<{
        destroyed_at: Date;
        attendees: number;
        trigger: 'SCHEDULE' | 'ADMIN';
        actor_name: string | null;
      }>(
        `SELECT destroyed_at, attendees, trigger, actor_name FROM privacy_destructions
          WHERE event_id = $1 ORDER BY destroyed_at DESC`,
        [eventId],
      ),
    );
    return {
      items: rows.map((r) => ({
        destroyedAt: toSeoulLocal(r.destroyed_at),
        attendees: r.attendees,
        trigger: r.trigger,
        actorName: r.actor_name,
      })),
    };
  }
}
