import { Query } from '@nestjs/cqrs';
import type { AccessRecordDto, AccessRecordFilter } from '../../access-record-reads.js';

export interface AccessRecordPage {
  content: AccessRecordDto[];
  totalPages: number;
  totalElements: number;
  number: number;
  size: number;
}

/** The event's access records by the filter, newest first, a page at a time (page from 0). */
export class ListAccessRecordsQuery extends Query<AccessRecordPage> {
  constructor(
    readonly filter: AccessRecordFilter,
    readonly page: number,
    readonly size: number,
  ) {
    super();
  }
}
