import { Query } from '@nestjs/cqrs';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';

/**
 * A booth's visitors as .xlsx (404 when the booth is absent or of another event): the controller streams the
 * workbook into the answer.
 */
export class DownloadBoothVisitorsQuery extends Query<WorkbookDownload> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
  ) {
    super();
  }
}
