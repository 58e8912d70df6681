import { Module } from '@nestjs/common';
import { LecturesController } from './http/lectures.controller.js';
import { lectureMessages } from './lecture-catalog.js';

@Module({ controllers: [LecturesController], providers: lectureMessages.providers })
export class LecturesModule {}
