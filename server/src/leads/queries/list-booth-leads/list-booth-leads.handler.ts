import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { readBooth } from '../../../booths/queries/booth-reads.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { asBoothSees } from '../../../visits/queries/booth-view.js';
import { readBoothLeads } from '../lead-reads.js';
import { ListBoothLeadsQuery } from './list-booth-leads.query.js';

@QueryHandler(ListBoothLeadsQuery)
export class ListBoothLeadsHandler implements IQueryHandler<ListBoothLeadsQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, boothId, asBooth }: ListBoothLeadsQuery) {
    return withConnection(this.dataSource, async (sql) => {
      await readBooth(sql, boothId, eventId);
      const { tags, leads } = await readBoothLeads(sql, boothId);
      return { tags, leads: asBooth ? await asBoothSees(sql, eventId, boothId, leads) : leads };
    });
  }
}
