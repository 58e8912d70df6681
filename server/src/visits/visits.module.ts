import { Module } from '@nestjs/common';
import { CheckInAtLectureDoorHandler } from './commands/check-in-at-lecture-door/check-in-at-lecture-door.handler.js';
import { CheckInLectureHandler } from './commands/check-in-lecture/check-in-lecture.handler.js';
import { RecordBoothVisitHandler } from './commands/record-booth-visit/record-booth-visit.handler.js';
import { BoothManagerVisitsController } from './http/booth-manager-visits.controller.js';
import { BoothVisitsController } from './http/booth-visits.controller.js';
import { LectureDoorController } from './http/lecture-door.controller.js';
import { LectureVisitsController } from './http/lecture-visits.controller.js';
import { DownloadLectureAttendeesHandler } from './queries/download-lecture-attendees/download-lecture-attendees.handler.js';
import { GetLectureDoorHandler } from './queries/get-lecture-door/get-lecture-door.handler.js';
import { ListBoothVisitorsHandler } from './queries/list-booth-visitors/list-booth-visitors.handler.js';
import { ListLectureAttendeesHandler } from './queries/list-lecture-attendees/list-lecture-attendees.handler.js';
import { ListOwnBoothVisitorsHandler } from './queries/list-own-booth-visitors/list-own-booth-visitors.handler.js';

@Module({
  controllers: [
    BoothVisitsController,
    BoothManagerVisitsController,
    LectureVisitsController,
    LectureDoorController,
  ],
  providers: [
    RecordBoothVisitHandler,
    CheckInLectureHandler,
    CheckInAtLectureDoorHandler,
    GetLectureDoorHandler,
    ListBoothVisitorsHandler,
    ListOwnBoothVisitorsHandler,
    ListLectureAttendeesHandler,
    DownloadLectureAttendeesHandler,
  ],
})
export class VisitsModule {}
