import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readDeskAttendee } from '../desk-attendee-reads.js';
import { GetDeskAttendeeQuery } from './get-desk-attendee.query.js';

@QueryHandler(GetDeskAttendeeQuery)
export class GetDeskAttendeeHandler implements IQueryHandler<GetDeskAttendeeQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, attendeeId }: GetDeskAttendeeQuery) {
    return withConnection(this.dataSource, (sql) => readDeskAttendee(sql, attendeeId, eventId));
  }
}
