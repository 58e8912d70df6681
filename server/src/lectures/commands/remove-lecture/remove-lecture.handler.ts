import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.js';
import { lectureEntries } from '../../lecture-entries.js';
import { RemoveLectureCommand } from './remove-lecture.command.js';

@CommandHandler(RemoveLectureCommand)
export class RemoveLectureHandler implements ICommandHandler<RemoveLectureCommand> {
  private readonly lectures: ReturnType<typeof lectureEntries>;

  constructor(@Inject(EventStore) store: EventStore) {
    this.lectures = lectureEntries(store);
  }

  execute({ eventId, lectureId, metadata }: RemoveLectureCommand) {
    return this.lectures.remove(eventId, lectureId, metadata);
  }
}
