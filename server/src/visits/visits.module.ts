import { Module } from '@nestjs/common';
import { CheckInLectureHandler } from './commands/check-in-lecture/check-in-lecture.handler.js';
import { RecordBoothVisitHandler } from './commands/record-booth-visit/record-booth-visit.handler.js';
import { BoothManagerVisitsController } from './http/booth-manager-visits.controller.js';
import { BoothVisitsController } from './http/booth-visits.controller.js';
import { LectureVisitsController } from './http/lecture-visits.controller.js';
import { DownloadBoothVisitorsHandler } from './queries/download-booth-visitors/download-booth-visitors.handler.js';
import { DownloadLectureAttendeesHandler } from './queries/download-lecture-attendees/download-lecture-attendees.handler.js';
import { ListBoothVisitorsHandler } from './queries/list-booth-visitors/list-booth-visitors.handler.js';
import { ListLectureAttendeesHandler } from './queries/list-lecture-attendees/list-lecture-attendees.handler.js';
import { ListOwnBoothVisitorsHandler } from './queries/list-own-booth-visitors/list-own-booth-visitors.handler.js';

@Module({
  controllers: [BoothVisitsController, BoothManagerVisitsController, LectureVisitsController],
  providers: [
    RecordBoothVisitHandler,
    CheckInLectureHandler,
    ListBoothVisitorsHandler,
    ListOwnBoothVisitorsHandler,
    ListLectureAttendeesHandler,
    DownloadBoothVisitorsHandler,
    DownloadLectureAttendeesHandler,
  ],
})
export class VisitsModule {}
