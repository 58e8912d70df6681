import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { surveyDecider } from '../../domain/survey.decider.js';
import { surveyStreamId } from '../../domain/survey.events.js';
import { RemoveSurveyCommand } from './remove-survey.command.js';

@CommandHandler(RemoveSurveyCommand)
export class RemoveSurveyHandler implements ICommandHandler<RemoveSurveyCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ eventId, id, metadata }: RemoveSurveyCommand): Promise<{ id: number }> {
    const command = { type: 'RemoveSurvey' as const, data: { id, eventId } };
    await runCommand(this.store, surveyStreamId(id), surveyDecider, command, metadata);
    return { id };
  }
}
