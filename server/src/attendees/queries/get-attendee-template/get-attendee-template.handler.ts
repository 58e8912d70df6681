import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WorkbookDownload } from '../../../excel/workbook-download.js';
import { writeAttendeeTemplate } from '../../excel/write-attendee-workbook.js';
import { GetAttendeeTemplateQuery } from './get-attendee-template.query.js';

const TEMPLATE: WorkbookDownload = { fileName: '참석자_업로드_양식.xlsx', write: writeAttendeeTemplate };

@QueryHandler(GetAttendeeTemplateQuery)
export class GetAttendeeTemplateHandler implements IQueryHandler<GetAttendeeTemplateQuery> {
  execute(): Promise<WorkbookDownload> {
    return Promise.resolve(TEMPLATE);
  }
}
