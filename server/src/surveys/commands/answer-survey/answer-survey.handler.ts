import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { SurveyAnswered as Answered } from '@expo/contract/surveys';
import { fromSeoulLocal } from '@expo/contract/seoul-time';
import { SecretsService } from '../../../auth/secrets.service.js';
import { EnsureEventOpenQuery } from '../../../conferences/queries/ensure-event-open/ensure-event-open.query.js';
import { withConnection } from '../../../database/sql.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { actedAt } from '../../../kernel/acted-at.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { surveyAnswerDecider } from '../../domain/survey-answer.decider.js';
import { surveyAnswerStreamId } from '../../domain/survey-answer.events.js';
import { resolveRespondent } from '../../queries/respondent.js';
import { readSurveyAnswer, readSurveyRow, snapshotOf } from '../../queries/survey-reads.js';
import { AnswerSurveyCommand } from './answer-survey.command.js';

@CommandHandler(AnswerSurveyCommand)
export class AnswerSurveyHandler implements ICommandHandler<AnswerSurveyCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  async execute(command: AnswerSurveyCommand): Promise<Answered> {
    const { survey, respondent } = await withConnection(this.dataSource, async (sql) => {
      const row = await readSurveyRow(sql, command.surveyId);
      return {
        survey: row,
        respondent: await resolveRespondent(sql, this.secrets.get('link'), row, command.proof),
      };
    });
    await this.queries.execute(new EnsureEventOpenQuery(survey.event_id));
    // a phone's kept answer counts at the time it was made (believable: not ahead, at most a day old)
    const at = fromSeoulLocal(actedAt(command.answeredAt));
    const data = {
      survey: snapshotOf(survey),
      respondent,
      version: command.version,
      answers: command.answers,
      at,
    };
    return runCommand(
      this.store,
      surveyAnswerStreamId(survey.id, respondent),
      surveyAnswerDecider,
      { type: 'AnswerSurvey', data },
      command.metadata,
      // the answer as it now stands (a resend: as the first request left it)
      async (tx, events) => {
        const row = (await readSurveyAnswer(tx.sql, survey.id, respondent))!;
        const changed = events[0]?.data.changed ?? false;
        return { surveyId: survey.id, version: row.version, answeredAt: row.answered_at, changed };
      },
      // one respondent's phone may send the same answer several times at once: they queue, not race
      { serialize: true },
    );
  }
}
