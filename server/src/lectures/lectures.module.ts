import { Module } from '@nestjs/common';
import { CopyLecturesHandler } from './commands/copy-lectures/copy-lectures.handler.js';
import { RegisterLectureHandler } from './commands/register-lecture/register-lecture.handler.js';
import { RemoveLectureHandler } from './commands/remove-lecture/remove-lecture.handler.js';
import { UpdateLectureHandler } from './commands/update-lecture/update-lecture.handler.js';
import { LecturesController } from './http/lectures.controller.js';
import { GetLectureHandler } from './queries/get-lecture/get-lecture.handler.js';
import { ListLecturesHandler } from './queries/list-lectures/list-lectures.handler.js';

@Module({
  controllers: [LecturesController],
  providers: [
    RegisterLectureHandler,
    UpdateLectureHandler,
    RemoveLectureHandler,
    CopyLecturesHandler,
    GetLectureHandler,
    ListLecturesHandler,
  ],
})
export class LecturesModule {}
