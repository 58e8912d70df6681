import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { boothStreamId } from '../../../booths/domain/booth.events.js';
import { runCommand } from '../../../event-store/command-runner.js';
import { EventStore } from '../../../event-store/event-store.js';
import { leadTagsDecider } from '../../domain/lead-tags.decider.js';
import { readLeadTags } from '../../queries/lead-reads.js';
import { DefineLeadTagsCommand } from './define-lead-tags.command.js';

@CommandHandler(DefineLeadTagsCommand)
export class DefineLeadTagsHandler implements ICommandHandler<DefineLeadTagsCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ boothId, eventId, tags, metadata }: DefineLeadTagsCommand) {
    return runCommand(
      this.store,
      boothStreamId(boothId),
      leadTagsDecider,
      { type: 'DefineLeadTags', data: { eventId, tags } },
      metadata,
      async (tx) => ({ tags: await readLeadTags(tx.sql, boothId) }),
    );
  }
}
