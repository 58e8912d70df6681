import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import { seoulDate } from '@expo/contract/seoul-time';
import { DATA_SOURCE } from '../../../kernel/tokens.js';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';
import { writeAttendeeWorkbook } from '../../excel/write-attendee-workbook.js';
import { ExportAttendeesQuery } from './export-attendees.query.js';
import { streamAttendees } from './stream-attendees.js';

@QueryHandler(ExportAttendeesQuery)
export class ExportAttendeesHandler implements IQueryHandler<ExportAttendeesQuery> {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  execute({ eventId }: ExportAttendeesQuery): Promise<WorkbookDownload> {
    return Promise.resolve({
      fileName: `참석자_목록_${seoulDate(new Date())}.xlsx`,
      write: (out) => writeAttendeeWorkbook(streamAttendees(this.dataSource, eventId), out),
    });
  }
}
