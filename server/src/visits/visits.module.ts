import { Module } from '@nestjs/common';
import { AttendanceRecorder } from './attendance-recorder.js';
import { BoothManagerVisitsController } from './http/booth-manager-visits.controller.js';
import { BoothVisitsController } from './http/booth-visits.controller.js';
import { LectureVisitsController } from './http/lecture-visits.controller.js';

@Module({
  controllers: [BoothVisitsController, BoothManagerVisitsController, LectureVisitsController],
  providers: [AttendanceRecorder],
})
export class VisitsModule {}
