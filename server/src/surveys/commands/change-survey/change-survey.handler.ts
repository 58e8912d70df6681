import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EnsureEventOpenQuery } from '../../../conferences/queries/ensure-event-open/ensure-event-open.query.js';
import type { DataSource } from 'typeorm';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { EventStore } from '../../../event-store/event-store.js';
import { definitionOf, readCountedSurveyRow } from '../../queries/survey-reads.js';
import { checkAudience, writeSurvey } from '../survey-writes.js';
import { ChangeSurveyCommand } from './change-survey.command.js';

@CommandHandler(ChangeSurveyCommand)
export class ChangeSurveyHandler implements ICommandHandler<ChangeSurveyCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, id, body, metadata }: ChangeSurveyCommand) {
    await this.queries.execute(new EnsureEventOpenQuery(eventId));
    const row = await withConnection(this.dataSource, async (sql) => {
      await checkAudience(sql, eventId, body);
      return readCountedSurveyRow(sql, id, eventId);
    });
    const data = {
      id,
      eventId,
      definition: definitionOf(body),
      answers: Number(row.responses),
      answersToVersion: Number(row.responses_to_version),
    };
    return writeSurvey(this.store, id, { type: 'ChangeSurvey', data }, metadata);
  }
}
