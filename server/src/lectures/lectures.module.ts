import { Module } from '@nestjs/common';
import { LecturesController } from './http/lectures.controller.js';
import { LectureCommands } from './lecture-commands.js';

@Module({
  controllers: [LecturesController],
  providers: [LectureCommands],
})
export class LecturesModule {}
