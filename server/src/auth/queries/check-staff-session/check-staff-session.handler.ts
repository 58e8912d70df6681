import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { boothSessionHolds } from '../../booth-session.js';
import { deskNameIfHolding } from '../../desk-session.js';
import { CheckStaffSessionQuery } from './check-staff-session.query.js';

@QueryHandler(CheckStaffSessionQuery)
export class CheckStaffSessionHandler implements IQueryHandler<CheckStaffSessionQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ claims }: CheckStaffSessionQuery) {
    return withConnection(this.dataSource, async (sql) => {
      if ('booth' in claims) return { holds: await boothSessionHolds(sql, claims.booth) };
      const name = await deskNameIfHolding(sql, claims.desk);
      return { holds: name !== undefined, name };
    });
  }
}
