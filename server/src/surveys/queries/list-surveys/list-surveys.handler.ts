import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { listCountedSurveyRows, toSurvey } from '../survey-reads.js';
import { ListSurveysQuery } from './list-surveys.query.js';

@QueryHandler(ListSurveysQuery)
export class ListSurveysHandler implements IQueryHandler<ListSurveysQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute({ eventId }: ListSurveysQuery) {
    const rows = await withConnection(this.dataSource, (sql) => listCountedSurveyRows(sql, eventId));
    const now = new Date();
    return { surveys: rows.map((row) => toSurvey(row, now)) };
  }
}
