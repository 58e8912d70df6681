import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SurveyAnswered as Answered } from '@expo/contract/surveys';
import { fromSeoulLocal } from '@expo/contract/seoul-time';
import { SecretsService } from '../../../auth/secrets.service.js';
import { ConferenceErrors } from '../../../conferences/domain/conference.decider.js';
import { isUniqueViolation, type Sql } from '../../../database/sql.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { ConcurrencyError, EventStore, type EventStoreTx } from '../../../event-store/event-store.js';
import { actedAt } from '../../../kernel/acted-at.js';
import type { StoredEvent } from '../../../kernel/stored-event.js';
import {
  surveyAnswerDecider,
  type AnswerSurvey,
  type SurveyAnswerState,
} from '../../domain/survey-answer.decider.js';
import {
  surveyAnswerStreamId,
  type Respondent,
  type SurveyAnswered,
} from '../../domain/survey-answer.events.js';
import { readRespondentSurvey, resolveRespondent } from '../../queries/respondent.js';
import { snapshotOf } from '../../queries/survey-reads.js';
import { answerTextsSubject } from '../../surveys.context.js';
import { AnswerSurveyCommand } from './answer-survey.command.js';

/** The command the decider gets, its stream, and the key that seals its texts when it exists already. */
interface Prepared {
  command: AnswerSurvey;
  streamId: string;
  keys: Map<string, Buffer>;
}

/**
 * An answer in three statements on one connection, without a transaction (docs/SURVEYS.md, "Speed"): the survey
 * with its respondent's facts and key, the respondent's stream with the Idempotency-Key looked up, then the event
 * and its row of `survey_answers` in one atomic statement. Another request of the same respondent written in
 * between (the stream's version or the key taken) sends this one the careful way: a transaction that waits for
 * the stream's lock, so one phone's resends queue instead of racing.
 */
@CommandHandler(AnswerSurveyCommand)
export class AnswerSurveyHandler implements ICommandHandler<AnswerSurveyCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(SecretsService) private readonly secrets: SecretsService,
  ) {}

  async execute(command: AnswerSurveyCommand): Promise<Answered> {
    try {
      return await this.store.connected((tx) => this.answerAtOnce(tx, command));
    } catch (error) {
      const raced =
        error instanceof ConcurrencyError || isUniqueViolation(error, 'event_log_client_event_id_key');
      if (!raced) throw error;
      return this.answerInTurn(command);
    }
  }

  private async answerAtOnce(tx: EventStoreTx, command: AnswerSurveyCommand): Promise<Answered> {
    const { command: decided, streamId, keys } = await this.prepare(tx.sql, command);
    const { metadata } = command;
    const key = metadata.clientEventId;
    const { streams, known } = await tx.loadManyAndKnown(
      [streamId],
      key ? [key] : [],
      surveyAnswerDecider.evolve,
      surveyAnswerDecider.initialState,
    );
    // a resend of an answer recorded earlier: answered as the first request was
    if (key && known.has(key)) return replyOf(decided, (await tx.findByClientEventId(key)) ?? [], null);
    const { state, version } = streams.get(streamId)!;
    const events = surveyAnswerDecider.decide(decided, state);
    if (!events.length) return replyOf(decided, [], state);
    const stored = await tx.appendAtomically(
      [{ streamId, expectedVersion: version, events, metadata }],
      [],
      keys,
    );
    return replyOf(decided, stored, state);
  }

  private async answerInTurn(command: AnswerSurveyCommand): Promise<Answered> {
    const { command: decided, streamId } = await this.store.connected((tx) => this.prepare(tx.sql, command));
    return runCommand(
      this.store,
      streamId,
      surveyAnswerDecider,
      decided,
      command.metadata,
      async (_tx, events, state) => replyOf(decided, events, state),
      // one respondent's phone may send the same answer several times at once: they queue, not race
      { serialize: true },
    );
  }

  /** The survey, its event and the respondent's facts and key in one statement; refusals before any write. */
  private async prepare(sql: Sql, command: AnswerSurveyCommand): Promise<Prepared> {
    const { proof } = command;
    const claimed: Respondent | undefined =
      proof.kind === 'booth'
        ? { kind: 'booth', boothId: proof.booth.boothId }
        : proof.userId === undefined
          ? undefined
          : { kind: 'attendee', attendeeId: proof.userId };
    const subject = claimed && answerTextsSubject(claimed, proof.kind === 'booth' ? proof.booth.eventId : 0);
    const facts = await readRespondentSurvey(sql, command.surveyId, proof, subject);
    const respondent = resolveRespondent(this.secrets.get('link'), facts, proof);
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
    return {
      command: { type: 'AnswerSurvey', data },
      streamId: surveyAnswerStreamId(survey.id, respondent),
      keys: new Map(subject && facts.textsKey ? [[subject, facts.textsKey]] : []),
    };
  }
}

/**
 * The answer as it now stands, from the events (a resend: as the first request left it) or, when the same
 * answer came again and nothing was recorded, from the stream's state.
 */
function replyOf({ data }: AnswerSurvey, events: readonly StoredEvent[], state: SurveyAnswerState): Answered {
  const recorded = (events[0] as StoredEvent<SurveyAnswered> | undefined)?.data;
  const stands = recorded ?? state!;
  return {
    surveyId: data.survey.id,
    version: stands.version,
    answeredAt: stands.at,
    changed: recorded?.changed ?? false,
  };
}
