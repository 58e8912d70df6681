import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { EventStore } from '../../../event-store/event-store.js';
import { lectureEntries } from '../lecture-entries.js';
import { withCheckInUrl } from '../../queries/lecture-reads.js';
import { RegisterLectureCommand } from './register-lecture.command.js';

@CommandHandler(RegisterLectureCommand)
export class RegisterLectureHandler implements ICommandHandler<RegisterLectureCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ eventId, fields, metadata }: RegisterLectureCommand) {
    const recorded = { ...fields, capacity: fields.capacity ?? null };
    const lecture = await lectureEntries(this.store).register(eventId, recorded, metadata);
    return withCheckInUrl(this.config.publicUrl)(lecture);
  }
}
