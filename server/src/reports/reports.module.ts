import { Module } from '@nestjs/common';
import { BoothReportController } from './http/booth-report.controller.js';
import { ReportsController } from './http/reports.controller.js';
import { GetBoothReportsHandler } from './queries/get-booth-reports/get-booth-reports.handler.js';
import { GetEventReportHandler } from './queries/get-event-report/get-event-report.handler.js';

/** The 결과보고서 (docs/REPORTS.md): read-only, from the other contexts' read models. */
@Module({
  controllers: [ReportsController, BoothReportController],
  providers: [GetEventReportHandler, GetBoothReportsHandler],
})
export class ReportsModule {}
