import { Query } from '@nestjs/cqrs';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';
import type { AccessRecordFilter } from '../access-record-reads.js';

/** The filtered access records as an .xlsx (newest first, streamed). */
export class DownloadAccessRecordsQuery extends Query<WorkbookDownload> {
  constructor(readonly filter: AccessRecordFilter) {
    super();
  }
}
