import { Module } from '@nestjs/common';
import { LecturesController } from './http/lectures.controller.js';
import { lectureMessages } from './lecture-catalog.js';
import { CopyLecturesHandler } from './commands/copy-lectures/copy-lectures.handler.js';

@Module({ controllers: [LecturesController], providers: [...lectureMessages.providers, CopyLecturesHandler] })
export class LecturesModule {}
