import { Query } from '@nestjs/cqrs';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';

/** The event's attendees as a workbook ('참석자_목록_{date}.xlsx'), streamed in id order. */
export class ExportAttendeesQuery extends Query<WorkbookDownload> {
  constructor(readonly eventId: number) {
    super();
  }
}
