import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { SurveyAnswered as Answered } from '@expo/contract/surveys';
import { fromSeoulLocal } from '@expo/contract/seoul-time';
import { SecretsService } from '../../../auth/secrets.service.js';
import { ConferenceErrors } from '../../../conferences/domain/conference.decider.js';
import { withConnection } from '../../../database/sql.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { actedAt } from '../../../kernel/acted-at.js';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import { surveyAnswerDecider } from '../../domain/survey-answer.decider.js';
import { surveyAnswerStreamId } from '../../domain/survey-answer.events.js';
import { readRespondentSurvey, resolveRespondent } from '../../queries/respondent.js';
import { snapshotOf } from '../../queries/survey-reads.js';
import { AnswerSurveyCommand } from './answer-survey.command.js';

@CommandHandler(AnswerSurveyCommand)
export class AnswerSurveyHandler implements ICommandHandler<AnswerSurveyCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  async execute(command: AnswerSurveyCommand): Promise<Answered> {
    // the survey, its event and the respondent's facts in one statement (docs/SURVEYS.md, "Speed")
    const facts = await withConnection(this.dataSource, (sql) =>
      readRespondentSurvey(sql, command.surveyId, command.proof),
    );
    const respondent = resolveRespondent(this.secrets.get('link'), facts, command.proof);
    if (facts.event.closed) throw ConferenceErrors.closed(facts.event.name);
    const survey = facts.row;
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
      // the answer as it now stands, from the events (a resend: as the first request left it) or, when the same
      // answer came again and nothing was recorded, from the stream's state
      async (_tx, events, state) => {
        const recorded = events[0]?.data;
        const stands = recorded ?? state!;
        return {
          surveyId: survey.id,
          version: stands.version,
          answeredAt: stands.at,
          changed: recorded?.changed ?? false,
        };
      },
      // one respondent's phone may send the same answer several times at once: they queue, not race
      { serialize: true },
    );
  }
}
