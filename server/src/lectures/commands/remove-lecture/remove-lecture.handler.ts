import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { lectureEntries } from '../lecture-entries.js';
import { RemoveLectureCommand } from './remove-lecture.command.js';

@CommandHandler(RemoveLectureCommand)
export class RemoveLectureHandler implements ICommandHandler<RemoveLectureCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  execute({ eventId, id, metadata }: RemoveLectureCommand) {
    return lectureEntries(this.store).remove(eventId, id, metadata);
  }
}
