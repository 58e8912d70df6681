import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { EventStore } from '../../../event-store/event-store.js';
import { lectureEntries } from '../lecture-entries.js';
import { withCheckInUrl } from '../../queries/lecture-reads.js';
import { UpdateLectureCommand } from './update-lecture.command.js';

@CommandHandler(UpdateLectureCommand)
export class UpdateLectureHandler implements ICommandHandler<UpdateLectureCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ eventId, id, fields, metadata }: UpdateLectureCommand) {
    const lecture = await lectureEntries(this.store).update(eventId, id, fields, metadata);
    return withCheckInUrl(this.config.publicUrl)(lecture);
  }
}
