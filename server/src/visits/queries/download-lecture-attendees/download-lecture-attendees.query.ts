import { Query } from '@nestjs/cqrs';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';

/**
 * A lecture's checked-in attendees as .xlsx (404 when the lecture is absent or of another event): the
 * controller streams the workbook into the answer.
 */
export class DownloadLectureAttendeesQuery extends Query<WorkbookDownload> {
  constructor(
    readonly eventId: number,
    readonly lectureId: number,
  ) {
    super();
  }
}
