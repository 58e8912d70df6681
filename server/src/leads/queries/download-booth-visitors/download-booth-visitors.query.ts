import { Query } from '@nestjs/cqrs';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';

/**
 * A booth's visitors as .xlsx (404 when the booth is absent or of another event): the controller streams the
 * workbook into the answer. `asBooth`: the booth's own download (its event's '부스 제공 동의 확인' applies).
 * Answered by leads (leads/queries/download-booth-visitors), which add the booth's lead columns.
 */
export class DownloadBoothVisitorsQuery extends Query<WorkbookDownload> {
  constructor(
    readonly eventId: number,
    readonly boothId: number,
    readonly asBooth = false,
  ) {
    super();
  }
}
