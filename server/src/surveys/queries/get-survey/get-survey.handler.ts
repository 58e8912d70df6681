import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { readCountedSurveyRow, toSurvey } from '../survey-reads.js';
import { GetSurveyQuery } from './get-survey.query.js';

@QueryHandler(GetSurveyQuery)
export class GetSurveyHandler implements IQueryHandler<GetSurveyQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId, id }: GetSurveyQuery) {
    return toSurvey(await withConnection(this.dataSource, (sql) => readCountedSurveyRow(sql, id, eventId)));
  }
}
