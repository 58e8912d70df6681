import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { withConnection } from '../../../database/sql.js';
import { readLectureDoor } from '../lecture-door-reads.js';
import { GetLectureDoorQuery } from './get-lecture-door.query.js';

@QueryHandler(GetLectureDoorQuery)
export class GetLectureDoorHandler implements IQueryHandler<GetLectureDoorQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId, lectureId }: GetLectureDoorQuery) {
    return withConnection(this.dataSource, (sql) => readLectureDoor(sql, lectureId, eventId));
  }
}
