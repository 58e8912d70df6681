import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { searchDeskAttendees } from '../desk-attendee-reads.js';
import { FindDeskAttendeesQuery } from './find-desk-attendees.query.js';

@QueryHandler(FindDeskAttendeesQuery)
export class FindDeskAttendeesHandler implements IQueryHandler<FindDeskAttendeesQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, keyword }: FindDeskAttendeesQuery) {
    return withConnection(this.dataSource, (sql) => searchDeskAttendees(sql, eventId, keyword));
  }
}
