import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EnsureEventOpenQuery } from '../../../conferences/queries/ensure-event-open/ensure-event-open.query.js';
import type { DataSource } from 'typeorm';
import { withConnection } from '../../../database/sql.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { EventStore } from '../../../event-store/event-store.js';
import { definitionOf, nextSurveyId } from '../../queries/survey-reads.js';
import { checkAudience, writeSurvey } from '../survey-writes.js';
import { CreateSurveyCommand } from './create-survey.command.js';

@CommandHandler(CreateSurveyCommand)
export class CreateSurveyHandler implements ICommandHandler<CreateSurveyCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, body, metadata }: CreateSurveyCommand): Promise<{ id: number }> {
    await this.queries.execute(new EnsureEventOpenQuery(eventId));
    const id = await withConnection(this.dataSource, async (sql) => {
      await checkAudience(sql, eventId, body);
      return nextSurveyId(sql);
    });
    const definition = definitionOf(body);
    await writeSurvey(this.store, id, { type: 'CreateSurvey', data: { id, eventId, definition } }, metadata);
    return { id };
  }
}
