import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { EventAdmin } from '@expo/contract/events';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { ConferenceErrors } from '../../domain/conference.decider.js';
import { ListEventAdminsQuery } from './list-event-admins.query.js';

@QueryHandler(ListEventAdminsQuery)
export class ListEventAdminsHandler implements IQueryHandler<ListEventAdminsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: ListEventAdminsQuery): Promise<EventAdmin[]> {
    return withConnection(this.dataSource, async (sql) => {
      const [event] = await sql.query(`SELECT 1 FROM conferences WHERE id = $1`, [eventId]);
      if (!event) throw ConferenceErrors.notFound();
      const rows = await sql.query<{ id: number; name: string; username: string; created_at: Date }>(
        `SELECT id, name, username, created_at FROM admins
          WHERE event_id = $1 AND role = 'admin' ORDER BY id`,
        [eventId],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        username: row.username,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    });
  }
}
