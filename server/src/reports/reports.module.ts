import { Module } from '@nestjs/common';
import { ReportsController } from './http/reports.controller.js';
import { GetEventReportHandler } from './queries/get-event-report/get-event-report.handler.js';

/** The 결과보고서 (docs/REPORTS.md): read-only, from the other contexts' read models. */
@Module({
  controllers: [ReportsController],
  providers: [GetEventReportHandler],
})
export class ReportsModule {}
