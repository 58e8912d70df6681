import { Query } from '@nestjs/cqrs';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';

/**
 * A survey's raw answers as a workbook ('{title}_응답.xlsx'): one row per response, one column per question of
 * all its versions; 404 (SURVEY.NOT_FOUND) for a survey that is not of the event, before anything is sent.
 */
export class DownloadSurveyResponsesQuery extends Query<WorkbookDownload> {
  constructor(
    readonly eventId: number,
    readonly id: number,
  ) {
    super();
  }
}
