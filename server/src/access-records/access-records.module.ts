import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { RecordPersonalDataAccessHandler } from './commands/record-personal-data-access/record-personal-data-access.handler.js';
import { AccessRecordsController } from './http/access-records.controller.js';
import { CountDownloadedAttendeesHandler } from './queries/count-downloaded-attendees/count-downloaded-attendees.handler.js';
import { DownloadAccessRecordsHandler } from './queries/download-access-records/download-access-records.handler.js';
import { ListAccessAlertsHandler } from './queries/list-access-alerts/list-access-alerts.handler.js';
import { ListAccessRecordsHandler } from './queries/list-access-records/list-access-records.handler.js';
import { AccessRecordInterceptor } from './recording/access-record.interceptor.js';
import { AccessRecordLog } from './log/access-record-log.js';
import { AccessRouteCoverage } from './recording/access-route-coverage.js';

/**
 * 개인정보 접속기록: every read of personal data by a person is recorded by one interceptor over the route
 * table (domain/access-routes.ts), on the table's routes (`@RecordsAccess()`, checked at start-up), and admins
 * review, export and check them.
 */
@Module({
  imports: [DiscoveryModule],
  controllers: [AccessRecordsController],
  providers: [
    AccessRecordLog,
    AccessRecordInterceptor,
    AccessRouteCoverage,
    RecordPersonalDataAccessHandler,
    ListAccessRecordsHandler,
    DownloadAccessRecordsHandler,
    ListAccessAlertsHandler,
    CountDownloadedAttendeesHandler,
  ],
})
export class AccessRecordsModule {}
