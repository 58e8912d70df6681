import { Module } from '@nestjs/common';
import { SetLectureStarHandler } from './commands/set-lecture-star/set-lecture-star.handler.js';
import { ProgrammePageController } from './http/programme-page.controller.js';
import { ProgrammeController } from './http/programme.controller.js';
import { GetProgrammeHandler } from './queries/get-programme/get-programme.handler.js';

/** The event's programme for attendees (/program/{eventId}) and their '내 일정'. */
@Module({
  controllers: [ProgrammeController, ProgrammePageController],
  providers: [GetProgrammeHandler, SetLectureStarHandler],
})
export class ProgrammeModule {}
