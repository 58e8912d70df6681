import { Query } from '@nestjs/cqrs';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';

/** The upload template ('참석자_업로드_양식.xlsx'): the same for every event. */
export class GetAttendeeTemplateQuery extends Query<WorkbookDownload> {}
