import { Query } from '@nestjs/cqrs';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';

/** '열람': everything the product holds about one attendee, as a workbook for them (개인정보 보호법 제35조). */
export class ExportPersonalDataQuery extends Query<WorkbookDownload> {
  constructor(
    readonly eventId: number,
    readonly attendeeId: number,
  ) {
    super();
  }
}
