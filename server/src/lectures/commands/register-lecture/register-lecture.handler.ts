import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { EventStore } from '../../../event-store/event-store.js';
import { lectureAnswer } from '../../lecture-answer.js';
import { lectureEntries } from '../../lecture-entries.js';
import { RegisterLectureCommand } from './register-lecture.command.js';

@CommandHandler(RegisterLectureCommand)
export class RegisterLectureHandler implements ICommandHandler<RegisterLectureCommand> {
  private readonly lectures: ReturnType<typeof lectureEntries>;
  private readonly present: ReturnType<typeof lectureAnswer>;

  constructor(@Inject(EventStore) store: EventStore, @Inject(APP_CONFIG) config: AppConfig) {
    this.lectures = lectureEntries(store);
    this.present = lectureAnswer(config.publicUrl);
  }

  async execute({ eventId, fields, metadata }: RegisterLectureCommand) {
    return this.present(await this.lectures.register(eventId, fields, metadata));
  }
}
