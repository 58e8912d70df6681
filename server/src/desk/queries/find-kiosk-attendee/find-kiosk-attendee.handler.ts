import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readDeskAttendee } from '../desk-attendee-reads.js';
import { toKioskAttendee } from '../entrance-results.js';
import { FindKioskAttendeeQuery } from './find-kiosk-attendee.query.js';

@QueryHandler(FindKioskAttendeeQuery)
export class FindKioskAttendeeHandler implements IQueryHandler<FindKioskAttendeeQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId, attendeeId }: FindKioskAttendeeQuery) {
    return toKioskAttendee(
      await withConnection(this.dataSource, (sql) => readDeskAttendee(sql, attendeeId, eventId)),
    );
  }
}
